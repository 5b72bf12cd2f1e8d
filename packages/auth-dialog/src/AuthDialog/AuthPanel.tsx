import { useId } from 'react';
import { AuthForms, DEFAULT_AUTH_TITLE, type AuthFormsProps } from './AuthForms';

export interface AuthPanelProps extends Omit<AuthFormsProps, 'headingLevel'> {
  /** The page's heading (level 1). */
  title?: string;
  className?: string;
}

/** The same forms as a full page section, for a dedicated sign-in page such as /auth. */
export function AuthPanel({ title = DEFAULT_AUTH_TITLE, className, ...formProps }: AuthPanelProps) {
  const titleId = useId();
  return (
    <section className={className} aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      <AuthForms {...formProps} headingLevel={2} />
    </section>
  );
}
