import { describe, expect, it } from 'vitest';
import { DEFAULT_NATIVE_APP_ID, nativeAppId } from '../appIdentity';

describe('nativeAppId', () => {
  it('is the default when nothing is configured', () => {
    expect(nativeAppId(undefined)).toBe(DEFAULT_NATIVE_APP_ID);
    expect(nativeAppId('  ')).toBe(DEFAULT_NATIVE_APP_ID);
  });

  it('takes a configured reverse-domain id', () => {
    expect(nativeAppId(' com.example.voyagent_staging ')).toBe('com.example.voyagent_staging');
  });

  it.each(['voyagent', 'app..voyagent', '1app.voyagent', 'app.voyagent-travel', 'app.voyagent.'])(
    'refuses %j with a message naming the setting',
    (value) => {
      expect(() => nativeAppId(value)).toThrow(/^VOYAGENT_APP_ID ".*" is not an application id/);
    },
  );
});
