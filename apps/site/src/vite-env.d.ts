/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY: string;
  readonly VITE_FIREBASE_PROJECT_ID: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN: string;
  readonly VITE_FIREBASE_APP_ID: string;
  /** Set only in the emulator build: the host of the local Auth and Functions emulators. */
  readonly VITE_FIREBASE_EMULATOR_HOST?: string;
  /** Google reCAPTCHA v3's public site key for the sign-in human check; empty: no check. */
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
  /** The partner's hotel and flight results pages, and the flight link's affiliate ids. */
  readonly VITE_HOTEL_SEARCH_BASE_URL?: string;
  readonly VITE_FLIGHT_SEARCH_BASE_URL?: string;
  readonly VITE_FLIGHT_AFFILIATE_IDS?: string;
  /** The car rental partner's results page, a template with {place}, {pickUpDate}, …. */
  readonly VITE_CAR_RENTAL_PARTNER_URL?: string;
  /** The operator's analytics script, loaded only after the visitor's cookie consent. */
  readonly VITE_ANALYTICS_SCRIPT_URL?: string;
  /** The unlimited-admin account's e-mail (UNLIMITED_ADMIN_EMAIL of the functions), if any. */
  readonly VITE_UNLIMITED_ADMIN_EMAIL?: string;
  /** The production origin: canonical URLs, the sitemap, the only host crawlers may index. */
  readonly VITE_PRODUCTION_ORIGIN?: string;
  /** The review service's widget script (src/config/reviewWidget.ts); empty: our own figures. */
  readonly VITE_REVIEW_WIDGET_SRC?: string;
  /** The map's detail tiles and the saved-area budget (src/config/mapTiles.ts). */
  readonly VITE_MAP_TILE_URL?: string;
  readonly VITE_MAP_TILE_FORMAT?: string;
  readonly VITE_MAP_TILE_ATTRIBUTION?: string;
  readonly VITE_MAP_TILE_MAX_ZOOM?: string;
  readonly VITE_MAP_OFFLINE_BUDGET_MB?: string;
}
