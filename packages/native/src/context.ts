import { Capacitor } from '@capacitor/core';
import { capacitorPlugins, type NativePlugins } from './plugins';

export type PlatformName = 'ios' | 'android' | 'web';

export interface Platform {
  name: PlatformName;
  /** True inside the Capacitor app shell (Android or iOS), false in any browser. */
  isNative: boolean;
}

/** Everything the native layer reads about where it runs; tests pass their own. */
export interface NativeContext {
  platform: Platform;
  plugins: NativePlugins;
}

/** The part of `@capacitor/core`'s `Capacitor` object the detection reads. */
export interface CapacitorRuntime {
  isNativePlatform(): boolean;
  getPlatform(): string;
}

export function detectPlatform(runtime: CapacitorRuntime = Capacitor): Platform {
  const name = runtime.getPlatform();
  const isNative = runtime.isNativePlatform() && (name === 'ios' || name === 'android');
  return { name: isNative ? (name as PlatformName) : 'web', isNative };
}

let detected: NativeContext | undefined;

/** The running app's context: the detected platform and the real (lazily loaded) plugins. */
export function nativeContext(): NativeContext {
  detected ??= { platform: detectPlatform(), plugins: capacitorPlugins };
  return detected;
}
