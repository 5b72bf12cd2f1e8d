import { roleFlags } from '@voyagent/contracts';
import { SITE_PATHS } from '@voyagent/contracts/names';
import { describe, expect, it } from 'vitest';
import { adminLoginPath, safeReturnTo, supportGuardState, USER_ONLY_FLAGS } from './adminAccess';

describe('adminLoginPath', () => {
  it('carries the current path, query included, as returnTo (AU-040, SI-085)', () => {
    expect(adminLoginPath('/dashboard-admin?tab=roles')).toBe(
      '/admin-login?returnTo=%2Fdashboard-admin%3Ftab%3Droles',
    );
    const query = new URL(adminLoginPath('/dashboard-admin?tab=roles&x=1'), 'http://site').search;
    expect(new URLSearchParams(query).get('returnTo')).toBe('/dashboard-admin?tab=roles&x=1');
  });
});

describe('safeReturnTo', () => {
  it('returns to a path of this site', () => {
    expect(safeReturnTo('/seo-analytics')).toBe('/seo-analytics');
    expect(safeReturnTo('/dashboard-admin?tab=chat')).toBe('/dashboard-admin?tab=chat');
  });

  it.each([null, '', 'https://evil.example/', '//evil.example/x', '/\\evil.example', 'admin'])(
    'falls back to the admin dashboard for %j',
    (value) => {
      expect(safeReturnTo(value)).toBe(SITE_PATHS.adminDashboard);
    },
  );
});

describe('supportGuardState', () => {
  it('verifies while the session or the roles are unknown (AU-039)', () => {
    expect(supportGuardState('loading', null)).toBe('verifying');
    expect(supportGuardState('signed-in', null)).toBe('verifying');
  });

  it('sends a signed-out visitor to the admin sign-in (AU-040)', () => {
    expect(supportGuardState('signed-out', null)).toBe('signed-out');
  });

  it('lets support, admin and owner in and denies every other role (AU-045, AU-060)', () => {
    for (const role of ['support', 'admin', 'owner']) {
      expect(supportGuardState('signed-in', roleFlags([role]))).toBe('allowed');
    }
    for (const role of ['marketing', 'content_editor', 'analyst', 'user']) {
      expect(supportGuardState('signed-in', roleFlags([role]))).toBe('denied');
    }
  });

  it('denies on the user-only flags a failed lookup assumes (AU-058)', () => {
    expect(USER_ONLY_FLAGS).toMatchObject({ roles: ['user'], isSupportLevel: false });
    expect(supportGuardState('signed-in', USER_ONLY_FLAGS)).toBe('denied');
  });
});
