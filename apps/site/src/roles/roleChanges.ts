import type { GrantableRole } from '@voyagent/contracts/names';

/** Whom a grant or revoke names: an e-mail address, or a user id as the audit list shows it. */
export type RoleChangeTarget = { email: string } | { user_id: string };

export type RoleChangeAction = 'grant' | 'revoke';

/** The screen's own texts; the server's refusals are shown as the server words them. */
export const ROLE_SCREEN_TEXTS = {
  targetMissing: 'Enter the e-mail address or user ID of the account.',
  failed: 'The role change could not be sent. Please try again.',
  auditFailed: 'The role audit could not be loaded. Please try again.',
} as const;

const ROLE_LABELS: Readonly<Record<GrantableRole, string>> = {
  owner: 'Owner',
  admin: 'Admin',
  support: 'Support',
  marketing: 'Marketing',
  content_editor: 'Content editor',
  analyst: 'Analyst',
};

/** A role's name for people ("content_editor" is "Content editor"); unknown names as they are. */
export function roleLabel(role: string): string {
  return ROLE_LABELS[role as GrantableRole] ?? role;
}

/** What was typed in the account field: an address when it has an @, else a user id. */
export function roleChangeTarget(input: string): RoleChangeTarget | null {
  const value = input.trim();
  if (value === '') return null;
  return value.includes('@') ? { email: value } : { user_id: value };
}

/** The confirmation after a grant or revoke; `changed` is false when nothing had to change. */
export function roleChangeOutcome(
  action: RoleChangeAction,
  role: GrantableRole,
  account: string,
  changed: boolean,
): string {
  const name = roleLabel(role);
  if (action === 'grant') {
    return changed ? `Granted ${name} to ${account}.` : `${account} already holds ${name}.`;
  }
  return changed ? `Revoked ${name} from ${account}.` : `${account} does not hold ${name}.`;
}

/**
 * The server's own refusal ("Only an owner can grant or revoke the admin role.") without the
 * " [403]" the web SDK appends; `fallback` when the call failed without a server message
 * (no connection, an internal error).
 */
export function serverRefusalText(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null) return fallback;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || !code.startsWith('functions/') || typeof message !== 'string') {
    return fallback;
  }
  if (code === 'functions/internal' || code === 'functions/unavailable') return fallback;
  return message.replace(/ \[\d{3}\]$/, '') || fallback;
}
