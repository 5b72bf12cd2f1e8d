import { FunctionsError } from 'firebase/functions';
import { describe, expect, it } from 'vitest';
import {
  roleChangeOutcome,
  roleChangeTarget,
  roleLabel,
  ROLE_SCREEN_TEXTS,
  serverRefusalText,
} from './roleChanges';

describe('roleChangeTarget', () => {
  it('sends an address as email and anything else as user_id, trimmed', () => {
    expect(roleChangeTarget('  ada@example.com ')).toEqual({ email: 'ada@example.com' });
    expect(roleChangeTarget('K3v9x2aB')).toEqual({ user_id: 'K3v9x2aB' });
  });

  it('answers null for an empty field', () => {
    expect(roleChangeTarget('   ')).toBeNull();
  });
});

describe('roleChangeOutcome', () => {
  it('confirms a change and says when nothing had to change', () => {
    expect(roleChangeOutcome('grant', 'support', 'ada@example.com', true)).toBe(
      'Granted Support to ada@example.com.',
    );
    expect(roleChangeOutcome('grant', 'content_editor', 'ada@example.com', false)).toBe(
      'ada@example.com already holds Content editor.',
    );
    expect(roleChangeOutcome('revoke', 'admin', 'u1', true)).toBe('Revoked Admin from u1.');
    expect(roleChangeOutcome('revoke', 'admin', 'u1', false)).toBe('u1 does not hold Admin.');
  });
});

describe('roleLabel', () => {
  it('names known roles for people and leaves unknown ones as they are', () => {
    expect(roleLabel('content_editor')).toBe('Content editor');
    expect(roleLabel('owner')).toBe('Owner');
    expect(roleLabel('retired_role')).toBe('retired_role');
  });
});

describe('serverRefusalText', () => {
  const fallback = ROLE_SCREEN_TEXTS.failed;

  it('shows the server message without the web SDK status suffix', () => {
    const refusal = new FunctionsError(
      'permission-denied',
      'Only an owner can grant or revoke the admin role. [403]',
    );
    expect(serverRefusalText(refusal, fallback)).toBe(
      'Only an owner can grant or revoke the admin role.',
    );
    const unverified = new FunctionsError(
      'failed-precondition',
      'That account has not verified its e-mail address yet. [400]',
    );
    expect(serverRefusalText(unverified, fallback)).toBe(
      'That account has not verified its e-mail address yet.',
    );
  });

  it('falls back when no server message came', () => {
    expect(serverRefusalText(new FunctionsError('internal', 'internal'), fallback)).toBe(fallback);
    expect(serverRefusalText(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
    expect(serverRefusalText('boom', fallback)).toBe(fallback);
  });
});
