import { nativeContext, type NativeContext } from './context';

/** Device storage: Capacitor Preferences on native, local storage on the web. */
export interface PreferencesStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  clear(): Promise<void>;
}

export function preferencesStore(
  context: NativeContext = nativeContext(),
  storage: () => Storage = () => window.localStorage,
): PreferencesStore {
  if (context.platform.isNative) {
    return {
      get: async (key) => (await context.plugins.preferences()).get(key),
      set: async (key, value) => (await context.plugins.preferences()).set(key, value),
      clear: async () => (await context.plugins.preferences()).clear(),
    };
  }
  // Async so a throwing storage (private mode, quota) rejects like the native store does.
  return {
    get: async (key) => storage().getItem(key),
    set: async (key, value) => storage().setItem(key, value),
    clear: async () => storage().clear(),
  };
}
