import { describe, expect, it } from 'vitest';
import {
  GRANTABLE_ROLES,
  hasAccess,
  removesLastOwner,
  roleChangeRefusal,
  roleFlags,
} from './roleAccess';

describe('roleFlags', () => {
  it('treats no role as user with access level 1', () => {
    expect(roleFlags([])).toEqual({
      roles: ['user'],
      isAdmin: false,
      isSupportLevel: false,
      isMarketing: false,
      isContentEditor: false,
      isAnalyst: false,
      highestRole: 'user',
      accessLevel: 1,
    });
  });

  it('gives owners and admins every flag', () => {
    for (const role of ['owner', 'admin']) {
      const flags = roleFlags([role]);
      expect(flags).toMatchObject({
        isAdmin: true,
        isSupportLevel: true,
        isMarketing: true,
        isContentEditor: true,
        isAnalyst: true,
      });
    }
    expect(roleFlags(['owner']).accessLevel).toBe(6);
    expect(roleFlags(['admin']).accessLevel).toBe(5);
  });

  it('gives support the support-level flag only', () => {
    expect(roleFlags(['support'])).toMatchObject({
      isAdmin: false,
      isSupportLevel: true,
      isMarketing: false,
      highestRole: 'support',
      accessLevel: 4,
    });
  });

  it('picks the highest role in the order owner, admin, support, marketing, content_editor, analyst', () => {
    expect(roleFlags(['analyst', 'marketing', 'support']).highestRole).toBe('support');
    expect(roleFlags(['analyst', 'content_editor']).highestRole).toBe('content_editor');
    expect(roleFlags(['analyst']).accessLevel).toBe(3);
  });

  it('ignores unknown role names', () => {
    expect(roleFlags(['superuser']).highestRole).toBe('user');
  });
});

describe('hasAccess', () => {
  it('grants when the level is at least the required one', () => {
    expect(hasAccess('support', 4)).toBe(true);
    expect(hasAccess('analyst', 4)).toBe(false);
    expect(hasAccess('owner', 6)).toBe(true);
  });
});

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
