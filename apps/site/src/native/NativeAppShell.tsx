import { useEffect } from 'react';
import { useTheme } from '@voyagent/ui-kit';
import {
  applyNativeTheme,
  isInsideNativeApp,
  startKeyboardPadding,
  startNativeApp,
} from './nativeApp';
import './nativeShell.css';

/**
 * Mounted once by the layout: the native app's splash, back button and status bar, and the
 * keyboard padding of the mobile variant (in the app and in mobile browsers).
 */
export function NativeAppShell() {
  const { resolvedTheme } = useTheme();
  useEffect(() => {
    // The mobile variant's styles key on this: inside the app it applies at any width.
    if (isInsideNativeApp()) document.documentElement.dataset.native = 'true';
    return startNativeApp();
  }, []);
  useEffect(() => applyNativeTheme(resolvedTheme), [resolvedTheme]);
  useEffect(() => startKeyboardPadding(), []);
  return null;
}
