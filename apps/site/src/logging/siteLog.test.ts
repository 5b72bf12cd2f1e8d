import { REDACTED, SENSITIVE_LOG_KEYS } from '@voyagent/contracts/names';
import { describe, expect, it, vi } from 'vitest';
import { siteLog } from './siteLog';

function recorder() {
  const sink = { warn: vi.fn(), error: vi.fn() };
  return { sink, log: siteLog(sink) };
}

describe('the site log', () => {
  it.each(SENSITIVE_LOG_KEYS)('redacts "%s" at any depth, in warnings and errors', (word) => {
    const { sink, log } = recorder();
    const detail = { [word]: 'secret', nested: [{ [`a_${word}`]: 'secret', city: 'Rome' }] };
    log.warn('warned', detail);
    log.error('failed', detail);
    const expected = { [word]: REDACTED, nested: [{ [`a_${word}`]: REDACTED, city: 'Rome' }] };
    expect(sink.warn).toHaveBeenCalledWith('warned', expected);
    expect(sink.error).toHaveBeenCalledWith('failed', expected);
    expect(JSON.stringify(sink.warn.mock.calls)).not.toContain('secret');
  });

  it("keeps other keys and reduces an error to its name and message, dropping a Firebase error's customData", () => {
    const { sink, log } = recorder();
    const error = Object.assign(new Error('auth/wrong-password'), {
      customData: { email: 'ada@example.com' },
    });
    log.warn('Sign-in failed:', error, { path: '/auth', attempt: 2 }, 'text');
    expect(sink.warn).toHaveBeenCalledWith(
      'Sign-in failed:',
      { name: 'Error', message: 'auth/wrong-password' },
      { path: '/auth', attempt: 2 },
      'text',
    );
    expect(JSON.stringify(sink.warn.mock.calls)).not.toContain('ada@example.com');
  });
});
