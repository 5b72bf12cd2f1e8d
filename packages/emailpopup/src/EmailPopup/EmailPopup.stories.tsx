import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { INVALID_EMAIL_MESSAGE } from '../emailValidation/emailValidation';
import { POPUP_DELAY_MS, POPUP_STORAGE_KEYS } from '../popupRules/popupRules';
import { EMAIL_POPUP_TEXTS, EmailPopup, EmailPopupPanel } from './EmailPopup';
import type { KeyValueStore, PopupStorage } from './popupStorage';

/*
 * Every phase of the popup as its panel draws it (open at once), and the whole popup on a page
 * that has been browsed for 90 s, where it mounts its overlay after 5 s and opens. Adapters are
 * faked here only: the site passes the trial-signup-email callable.
 */

const noop = () => {};

const meta = {
  title: 'Email Popup/EmailPopup',
  component: EmailPopupPanel,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, height: '480px' } } },
  args: {
    isOpen: true,
    phase: 'form',
    email: '',
    error: undefined,
    layout: 'dialog',
    texts: EMAIL_POPUP_TEXTS,
    onEmailChange: noop,
    onSubmit: noop,
    onDontShowAgain: noop,
    onClose: noop,
  },
} satisfies Meta<typeof EmailPopupPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The dialog of that name, once its opening animation has made it visible. */
async function visibleDialog(body: ReturnType<typeof page>, name: string) {
  const dialog = await body.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** The form: the address field, the submit button and "Don't show again". */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await visibleDialog(body, EMAIL_POPUP_TEXTS.title);
    await expect(body.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    await expect(body.getByRole('button', { name: "Don't show again" })).toBeVisible();
  },
};

/** An address without an at-sign: the spec's message on the field (EP-017). */
export const InvalidAddress: Story = {
  args: { email: 'ada.example.com', error: INVALID_EMAIL_MESSAGE },
  play: async ({ canvasElement }) => {
    const field = await page(canvasElement).findByRole('textbox', { name: 'Email address' });
    await expect(field).toHaveAccessibleDescription('Please enter a valid email address');
  },
};

/** Waiting for the backend: the submit button is busy. */
export const Sending: Story = {
  args: { email: 'ada@example.com', phase: 'sending' },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('textbox')).toHaveValue('ada@example.com');
  },
};

/** The address was accepted: the confirmation panel (EP-001). */
export const Confirmation: Story = {
  args: { email: 'ada@example.com', phase: 'confirmed' },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await visibleDialog(body, EMAIL_POPUP_TEXTS.confirmationTitle);
    await expect(body.getByRole('status')).toHaveTextContent(EMAIL_POPUP_TEXTS.confirmation);
  },
};

/** On a phone: a bottom sheet; a swipe down of more than 80 px on its header closes it. */
export const MobileSheet: Story = {
  args: { layout: 'sheet' },
  parameters: { viewport: { defaultViewport: 'mobile2' } },
  play: async ({ canvasElement }) => {
    await visibleDialog(page(canvasElement), EMAIL_POPUP_TEXTS.title);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

function storyStore(initial: Record<string, string>): KeyValueStore {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** The whole popup with a fake backend that accepts every address after a short wait. */
function LivePopup({ fails }: { fails: boolean }) {
  const [storage] = useState<PopupStorage>(() => ({
    local: storyStore({}),
    // Browsing began 90 s ago: the popup opens as soon as its overlay mounts, 5 s in.
    session: storyStore({ [POPUP_STORAGE_KEYS.visited]: String(Date.now() - POPUP_DELAY_MS) }),
  }));
  return (
    <EmailPopup
      submitEmail={async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        if (fails) throw new Error('The backend is down');
      }}
      pathname="/"
      isSignedIn={false}
      isInFrame={false}
      layout="dialog"
      storage={storage}
    />
  );
}

const livePopup = (fails: boolean): Partial<Story> => ({
  render: () => <LivePopup fails={fails} />,
});

/** After 90 s of browsing the popup opens; an address leads to the confirmation. */
export const Live: Story = {
  ...livePopup(false),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const field = await body.findByRole('textbox', { name: 'Email address' }, { timeout: 8000 });
    fireEvent.change(field, { target: { value: 'ada@example.com' } });
    fireEvent.click(body.getByRole('button', { name: EMAIL_POPUP_TEXTS.submit }));
    await visibleDialog(body, EMAIL_POPUP_TEXTS.confirmationTitle);
  },
};

/** The backend fails: no message, the form stays for another try (EP-020). */
export const FailedSubmission: Story = {
  ...livePopup(true),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const field = await body.findByRole('textbox', { name: 'Email address' }, { timeout: 8000 });
    fireEvent.change(field, { target: { value: 'ada@example.com' } });
    const submit = body.getByRole('button', { name: EMAIL_POPUP_TEXTS.submit });
    fireEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('data-pending'));
    await waitFor(() => expect(submit).not.toHaveAttribute('data-pending'));
    await visibleDialog(body, EMAIL_POPUP_TEXTS.title);
    await expect(field).not.toHaveAccessibleDescription();
  },
};
