import { afterEach, describe, expect, it, vi } from 'vitest';
import { warnInDevelopment } from './warnInDevelopment';

describe('warnInDevelopment', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('warns with the package name outside production', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubEnv('NODE_ENV', 'development');
    warnInDevelopment('end is before start');
    expect(warn).toHaveBeenCalledWith('@voyagent/ui-kit: end is before start');
  });

  it('stays silent in production builds', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubEnv('NODE_ENV', 'production');
    warnInDevelopment('end is before start');
    expect(warn).not.toHaveBeenCalled();
  });
});
