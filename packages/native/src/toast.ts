/**
 * A toast as data, shaped like `@voyagent/ui-kit`'s `toast[variant]({ title, description })`, so
 * the caller shows it with one call and tests read the exact texts.
 */
export interface NativeToast {
  variant: 'success' | 'info' | 'error';
  title: string;
  description?: string;
}
