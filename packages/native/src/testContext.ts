import type { NativeContext, PlatformName } from './context';
import type { ListenerHandle, NativePlugins } from './plugins';

/**
 * A context for tests: the given platform and fake plugins; a plugin the test does not fake
 * rejects when loaded, so a web path that touches a plugin fails loudly.
 */
export function testContext(
  name: PlatformName,
  plugins: Partial<NativePlugins> = {},
): NativeContext {
  const missing = (plugin: string) => () => Promise.reject(new Error(`${plugin} not faked`));
  const all = new Proxy(plugins, {
    get: (target, key: string) => target[key as keyof NativePlugins] ?? missing(key),
  }) as NativePlugins;
  return { platform: { name, isNative: name !== 'web' }, plugins: all };
}

/** A fake plugin event source: `listen` registers like `addListener`, `emit` fires it. */
export function fakeEvent<T extends unknown[]>() {
  const listeners = new Set<(...args: T) => void>();
  return {
    listen: async (listener: (...args: T) => void): Promise<ListenerHandle> => {
      listeners.add(listener);
      return { remove: async () => void listeners.delete(listener) };
    },
    emit: (...args: T) => listeners.forEach((listener) => listener(...args)),
    get count() {
      return listeners.size;
    },
  };
}
