import { describe, expect, it } from 'vitest';
import { hasAccess, roleFlags } from './roleFlags';

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
