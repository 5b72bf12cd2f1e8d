import { describe, expect, it } from 'vitest';
import { hasAccess, roleFlags } from './roleFlags';

describe('roleFlags (AU-002)', () => {
  it('treats no role as user with access level 1 (AU-057)', () => {
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

  it('gives owners and admins every flag (AU-059, AU-061)', () => {
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

  it('picks the highest role in the order owner, admin, support, marketing, content_editor, analyst (AU-062)', () => {
    expect(roleFlags(['analyst', 'marketing', 'support']).highestRole).toBe('support');
    expect(roleFlags(['analyst', 'content_editor']).highestRole).toBe('content_editor');
    expect(roleFlags(['analyst']).accessLevel).toBe(3);
  });

  it('gives each role its access level of travel.md §3, §6 (BE-146 to BE-157)', () => {
    const levels = {
      owner: 6,
      admin: 5,
      support: 4,
      marketing: 4,
      content_editor: 4,
      analyst: 3,
    };
    for (const [role, level] of Object.entries(levels)) {
      expect(roleFlags([role]), role).toMatchObject({ highestRole: role, accessLevel: level });
    }
    expect(roleFlags([])).toMatchObject({ highestRole: 'user', accessLevel: 1 });
  });

  it('ignores unknown role names', () => {
    expect(roleFlags(['superuser']).highestRole).toBe('user');
  });
});

describe('hasAccess', () => {
  it('grants when the level is at least the required one (BE-158)', () => {
    expect(hasAccess('support', 4)).toBe(true);
    expect(hasAccess('analyst', 4)).toBe(false);
    expect(hasAccess('owner', 6)).toBe(true);
  });
});
