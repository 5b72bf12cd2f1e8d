import type { CallableName } from '@voyagent/contracts';

const env = import.meta.env;

/**
 * The HTTPS address the Firebase SDK posts a callable to (us-central1; the Functions emulator's
 * in the emulator build), for requests sent without the SDK, e.g. a queued offline write's replay.
 * SDK-free, so modules in the first load may use it.
 */
export function callableUrl(name: CallableName): string {
  const emulatorHost = env.VITE_FIREBASE_EMULATOR_HOST;
  return emulatorHost
    ? `http://${emulatorHost}:5001/${env.VITE_FIREBASE_PROJECT_ID}/us-central1/${name}`
    : `https://us-central1-${env.VITE_FIREBASE_PROJECT_ID}.cloudfunctions.net/${name}`;
}
