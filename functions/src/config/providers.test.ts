import { HttpsError } from 'firebase-functions/v2/https';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const log = vi.hoisted(() => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
vi.mock('../logging/logger', () => ({ logger: log }));

/** A fresh copy of the module, as a new function instance loads it on a cold start. */
const coldStart = async () => {
  vi.resetModules();
  return import('./providers');
};

beforeEach(() => {
  vi.clearAllMocks();
});

describe('localProvidersAllowed', () => {
  it('allows local providers in the emulator, silently', async () => {
    const { localProvidersAllowed } = await coldStart();
    expect(localProvidersAllowed({ FUNCTIONS_EMULATOR: 'true' })).toBe(true);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('refuses them everywhere else unless the demo switch says exactly true', async () => {
    const { localProvidersAllowed } = await coldStart();
    for (const env of [
      {},
      { FUNCTIONS_EMULATOR: '' },
      { FUNCTIONS_EMULATOR: 'false' },
      { FUNCTIONS_EMULATOR: 'TRUE' },
      { VOYAGENT_DEMO_MODE: '1' },
      { VOYAGENT_DEMO_MODE: 'yes' },
    ]) {
      expect(localProvidersAllowed(env)).toBe(false);
    }
  });

  it('reads the process environment by default, where the test suite leaves the flag unset', async () => {
    const { localProvidersAllowed } = await coldStart();
    expect(process.env.FUNCTIONS_EMULATOR ?? '').toBe('');
    expect(localProvidersAllowed()).toBe(false);
  });

  it('allows them under the demo switch with one warning per cold start', async () => {
    const { localProvidersAllowed } = await coldStart();
    expect(localProvidersAllowed({ VOYAGENT_DEMO_MODE: 'true' })).toBe(true);
    expect(localProvidersAllowed({ VOYAGENT_DEMO_MODE: 'true' })).toBe(true);
    expect(log.warn).toHaveBeenCalledOnce();
    expect(log.warn.mock.calls[0]?.[0]).toMatch(/^VOYAGENT_DEMO_MODE is on: .*Never use it/);

    const restarted = await coldStart();
    expect(restarted.localProvidersAllowed({ VOYAGENT_DEMO_MODE: 'true' })).toBe(true);
    expect(log.warn).toHaveBeenCalledTimes(2);
  });
});

describe('refuseUnconfigured', () => {
  it('logs one line naming the key and throws failed-precondition with the plain message', async () => {
    const { refuseUnconfigured, ServiceUnavailableError } = await coldStart();
    const service = { name: 'Payments', key: 'STRIPE_SECRET_KEY', unavailable: 'Not now.' };
    let thrown: unknown;
    try {
      refuseUnconfigured(service);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ServiceUnavailableError);
    expect(thrown).toBeInstanceOf(HttpsError);
    expect(thrown).toMatchObject({ code: 'failed-precondition', message: 'Not now.' });
    expect((thrown as HttpsError).httpErrorCode.status).toBe(400);
    expect(log.error.mock.calls).toEqual([['Payments is not configured: set STRIPE_SECRET_KEY']]);
  });
});
