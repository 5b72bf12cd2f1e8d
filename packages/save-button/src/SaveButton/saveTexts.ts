/** The texts a visitor reads (travel.md §8 for the toasts; the reminder's own wording). */
export const SAVE_TEXTS = {
  saved: 'Saved!',
  savedDescription: (title: string) => `${title} has been saved to your favorites.`,
  removed: 'Removed',
  removedDescription: (title: string) => `${title} has been removed from your favorites.`,
  saveFailed: 'Error: Failed to save item. Please try again.',
  removeFailed: 'Failed to remove item. Please try again.',
  buttonLabel: (title: string) => `Save ${title}`,
  save: 'Save',
  reminderTitle: 'Keep your saved items',
  reminderDescription:
    'As a guest you can save up to 3 items on this device. Sign in to keep them in your account and save as many as you like.',
  reminderSignIn: 'Sign In',
  reminderLater: 'Not now',
} as const;
