import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Badge } from '../Badge';
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
    warnInDevelopment('minLength is above maxLength');
    expect(warn).not.toHaveBeenCalled();
  });

  it('shows each distinct message once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    warnInDevelopment('Tabs got no items');
    warnInDevelopment('Tabs got no items');
    warnInDevelopment('Select got both items and children');
    expect(warn.mock.calls).toEqual([
      ['@voyagent/ui-kit: Tabs got no items'],
      ['@voyagent/ui-kit: Select got both items and children'],
    ]);
  });

  it('warns once per bad prop value, not on every render', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { rerender } = render(<Badge variant={'purple' as 'info'}>New</Badge>);
    rerender(<Badge variant={'purple' as 'info'}>Newer</Badge>);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Badge: variant "purple"'));
    // Another bad value is another problem, so it is reported too.
    rerender(<Badge variant={'orange' as 'info'}>Newer</Badge>);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
