import { nativeContext, type NativeContext } from './context';
import type { DeviceInfo } from './plugins';

/** A browser's description of itself, from the user agent; coarse, as the web allows. */
export function browserDeviceInfo(userAgent: string): DeviceInfo {
  const os: [RegExp, string][] = [
    [/Android ([\d.]+)/, 'android'],
    [/(?:iPhone|iPad|iPod).*? OS ([\d_]+)/, 'ios'],
    [/Windows NT ([\d.]+)/, 'windows'],
    [/Mac OS X ([\d_.]+)/, 'mac'],
  ];
  for (const [pattern, operatingSystem] of os) {
    const match = pattern.exec(userAgent);
    if (match) {
      return {
        platform: 'web',
        operatingSystem,
        osVersion: (match[1] ?? '').replaceAll('_', '.'),
        model: '',
        manufacturer: '',
      };
    }
  }
  return {
    platform: 'web',
    operatingSystem: 'unknown',
    osVersion: '',
    model: '',
    manufacturer: '',
  };
}

/**
 * Device info (shell.md §3 native layer values): the Device plugin on native, the user agent on
 * the web; null when the plugin fails (shell.md §8: native info failures are swallowed).
 */
export async function getDeviceInfo(
  context: NativeContext = nativeContext(),
  userAgent: string = navigator.userAgent,
): Promise<DeviceInfo | null> {
  if (!context.platform.isNative) return browserDeviceInfo(userAgent);
  try {
    return await (await context.plugins.device()).getInfo();
  } catch {
    return null;
  }
}
