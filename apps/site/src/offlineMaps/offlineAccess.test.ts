import { describe, expect, it } from 'vitest';
import { offlineMapsAccess } from './offlineAccess';

const paid = { signedIn: true, loading: false, isPro: true, checkFailed: false };

describe('offline maps access', () => {
  it('lets signed-in paid users save (AU-013)', () => {
    expect(offlineMapsAccess({ ...paid, hasSavedAreas: false })).toBe('save');
  });

  it('offers the upgrade to free users and guests (AU-012)', () => {
    const free = { ...paid, isPro: false, hasSavedAreas: false };
    expect(offlineMapsAccess(free)).toBe('upgrade');
    expect(offlineMapsAccess({ ...free, signedIn: false })).toBe('upgrade');
    // A stale paid view without a session (signed out since) is not enough.
    expect(offlineMapsAccess({ ...paid, signedIn: false, hasSavedAreas: true })).toBe('upgrade');
  });

  it('keeps the saved areas of an account whose plan cannot be checked (offline)', () => {
    const offline = { ...paid, isPro: false, checkFailed: true };
    expect(offlineMapsAccess({ ...offline, hasSavedAreas: true })).toBe('savedOnly');
    expect(offlineMapsAccess({ ...offline, hasSavedAreas: false })).toBe('upgrade');
    expect(offlineMapsAccess({ ...offline, signedIn: false, hasSavedAreas: true })).toBe('upgrade');
  });

  it('decides nothing while the session or the saved areas are still being read', () => {
    expect(offlineMapsAccess({ ...paid, loading: true, hasSavedAreas: true })).toBe('checking');
  });
});
