/**
 * Who the native app is to the stores and the device: its application id (Android's package
 * name, iOS's bundle id) and the name under its icon. The id can be set for a fork or a staging
 * build with `VOYAGENT_APP_ID`; it is fixed once an app is published, so the default never moves.
 */
export const DEFAULT_NATIVE_APP_ID = 'app.voyagent.travel';
export const NATIVE_APP_NAME = 'Voyagent';

/**
 * Reverse-domain segments as both stores accept them: letters first, then letters, digits and
 * underscores (Android also refuses Java keywords, which no segment here should be anyway).
 */
const APP_ID_PATTERN = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/i;

/** The configured id, or the default when none is set; a malformed one stops the build. */
export function nativeAppId(configured: string | undefined): string {
  const value = configured?.trim();
  if (!value) return DEFAULT_NATIVE_APP_ID;
  if (!APP_ID_PATTERN.test(value)) {
    throw new Error(
      `VOYAGENT_APP_ID "${value}" is not an application id: use reverse-domain segments such as app.voyagent.travel.`,
    );
  }
  return value;
}
