import { nativeContext, type NativeContext } from './context';
import { fromPluginListener, type Unsubscribe } from './listeners';
import type { ConnectionType, NetworkStatus } from './plugins';

/** The Network Information API, where the browser has it (Chromium on Android). */
interface BrowserConnection {
  type?: string;
}

function browserConnectionType(win: Window): ConnectionType {
  if (!win.navigator.onLine) return 'none';
  const { connection } = win.navigator as Navigator & { connection?: BrowserConnection };
  switch (connection?.type) {
    case 'wifi':
    case 'ethernet':
      return 'wifi';
    case 'cellular':
      return 'cellular';
    default:
      return 'unknown';
  }
}

export function browserNetworkStatus(win: Window = window): NetworkStatus {
  return { connected: win.navigator.onLine, connectionType: browserConnectionType(win) };
}

/**
 * Connected or not, and how (shell.md §3 native layer values). A native plugin failure reads
 * the web view's own `navigator.onLine` instead.
 */
export async function getNetworkStatus(
  context: NativeContext = nativeContext(),
  win: Window = window,
): Promise<NetworkStatus> {
  if (context.platform.isNative) {
    try {
      return await (await context.plugins.network()).getStatus();
    } catch {
      // shell.md §8: swallowed; the web view still knows whether it is online.
    }
  }
  return browserNetworkStatus(win);
}

/** Calls `listener` on every change of network status. */
export function subscribeNetworkStatus(
  listener: (status: NetworkStatus) => void,
  context: NativeContext = nativeContext(),
  win: Window = window,
): Unsubscribe {
  if (context.platform.isNative) {
    return fromPluginListener(
      context.plugins.network().then((network) => network.onChange(listener)),
    );
  }
  const onChange = () => listener(browserNetworkStatus(win));
  win.addEventListener('online', onChange);
  win.addEventListener('offline', onChange);
  return () => {
    win.removeEventListener('online', onChange);
    win.removeEventListener('offline', onChange);
  };
}
