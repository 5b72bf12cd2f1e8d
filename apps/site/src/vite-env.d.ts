/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY: string;
  readonly VITE_FIREBASE_PROJECT_ID: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN: string;
  readonly VITE_FIREBASE_APP_ID: string;
  /** Set only in the emulator build: the host of the local Auth and Functions emulators. */
  readonly VITE_FIREBASE_EMULATOR_HOST?: string;
  /** The partner's hotel and flight results pages, and the flight link's affiliate ids. */
  readonly VITE_HOTEL_SEARCH_BASE_URL?: string;
  readonly VITE_FLIGHT_SEARCH_BASE_URL?: string;
  readonly VITE_FLIGHT_AFFILIATE_IDS?: string;
  /** The operator's analytics script, loaded only after the visitor's cookie consent. */
  readonly VITE_ANALYTICS_SCRIPT_URL?: string;
}
