import { GRANTABLE_ROLES } from '@voyagent/contracts';
import { describe, expect, it } from 'vitest';
import { removesLastOwner, roleChangeRefusal } from './roleAccess';

describe('roleChangeRefusal', () => {
  it('lets owners change every role', () => {
    for (const role of GRANTABLE_ROLES) expect(roleChangeRefusal(['owner'], role)).toBeUndefined();
  });

  it('lets admins change staff roles but not owner or admin', () => {
    for (const role of ['support', 'marketing', 'content_editor', 'analyst'] as const) {
      expect(roleChangeRefusal(['admin'], role)).toBeUndefined();
    }
    expect(roleChangeRefusal(['admin'], 'admin')).toBe(
      'Only an owner can grant or revoke the admin role.',
    );
    expect(roleChangeRefusal(['admin', 'support'], 'owner')).toBe(
      'Only an owner can grant or revoke the owner role.',
    );
  });

  it('refuses everyone else, including unknown role names', () => {
    for (const held of [[], ['support'], ['marketing', 'analyst'], ['superuser']]) {
      expect(roleChangeRefusal(held, 'analyst')).toBe('Only an owner or admin can change roles.');
    }
  });

  it('never offers user as a grantable role', () => {
    expect(GRANTABLE_ROLES).not.toContain('user');
    expect(GRANTABLE_ROLES).toHaveLength(6);
  });
});

describe('removesLastOwner', () => {
  it('refuses revoking owner from the only owner', () => {
    expect(removesLastOwner('owner', ['owner'], 1)).toBe(true);
  });

  it('allows it when another owner remains, or for other roles and non-owners', () => {
    expect(removesLastOwner('owner', ['owner'], 2)).toBe(false);
    expect(removesLastOwner('admin', ['owner', 'admin'], 1)).toBe(false);
    expect(removesLastOwner('owner', ['admin'], 1)).toBe(false);
  });
});
