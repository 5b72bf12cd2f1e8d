import { nativeContext, type NativeContext } from './context';
import type { HapticStrength } from './plugins';

/** The web fallback's vibration per strength, in ms. */
export const VIBRATION_MS: Readonly<Record<HapticStrength, number>> = {
  light: 10,
  medium: 20,
  heavy: 40,
};

/**
 * A tap of haptic feedback: the Haptics plugin on native, `navigator.vibrate` where the browser
 * has it. Never fails (shell.md §8: haptic failures are swallowed).
 */
export async function hapticImpact(
  strength: HapticStrength = 'medium',
  context: NativeContext = nativeContext(),
  browser: Pick<Navigator, 'vibrate'> | null = typeof navigator.vibrate === 'function'
    ? navigator
    : null,
): Promise<void> {
  try {
    if (context.platform.isNative) {
      await (await context.plugins.haptics()).impact(strength);
      return;
    }
    browser?.vibrate(VIBRATION_MS[strength]);
  } catch {
    // shell.md §8: swallowed.
  }
}
