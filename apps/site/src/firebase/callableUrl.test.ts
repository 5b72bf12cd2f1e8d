import { afterEach, describe, expect, it, vi } from 'vitest';
import { callableUrl } from './callableUrl';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('callableUrl', () => {
  it('is the Functions emulator address in the emulator build', () => {
    vi.stubEnv('VITE_FIREBASE_EMULATOR_HOST', '127.0.0.1');
    vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'demo-voyagent');
    expect(callableUrl('saved-items-save')).toBe(
      'http://127.0.0.1:5001/demo-voyagent/us-central1/saved-items-save',
    );
  });

  it("is the project's us-central1 address otherwise", () => {
    vi.stubEnv('VITE_FIREBASE_EMULATOR_HOST', '');
    vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'voyagent-prod');
    expect(callableUrl('saved-items-save')).toBe(
      'https://us-central1-voyagent-prod.cloudfunctions.net/saved-items-save',
    );
  });
});
