import {
  isCount,
  isTimestamp,
  parseJsonObject,
  parseTimestamp,
  readValidated,
  removeItem,
  writeItem,
  type StorageLike,
} from '../platform/webStorage';

/**
 * shell.md §3: the install keys. The spec names no key for the install statistics or the install
 * date; these two follow the others' `pwa-` prefix.
 */
export const INSTALL_KEYS = {
  installed: 'pwa-installed',
  installDate: 'pwa-install-date',
  firstVisit: 'pwa-first-visit',
  lastDismissal: 'pwa-last-dismissal',
  permanentDismissal: 'pwa-install-permanent-dismiss',
  statistics: 'pwa-install-stats',
  analytics: 'pwa-analytics',
} as const;

/** Session storage: a dismissal that lasts until the tab closes. */
export const INSTALL_SESSION_KEYS = { dismissed: 'pwa-install-dismissed' } as const;

/** shell.md §3: the PWA analytics counters kept under `pwa-analytics`. */
export const PWA_ANALYTICS_EVENTS = [
  'installPromptShown',
  'installAttempted',
  'installSucceeded',
  'installDismissed',
  'installFailed',
  'socialBrowserAttempts',
  'instagramBrowserAttempts',
  'facebookBrowserAttempts',
  'installSuccess',
  'permanentDismissed',
  'reminderShown',
] as const;
export type PwaAnalyticsEvent = (typeof PWA_ANALYTICS_EVENTS)[number];
export type PwaAnalytics = Record<PwaAnalyticsEvent, number>;

/** shell.md §3, §9: the install error log keeps the last 10 entries. */
export const MAX_INSTALL_ERRORS = 10;
/** An error text is the browser's; bounded so one odd message cannot fill the storage quota. */
export const MAX_INSTALL_ERROR_LENGTH = 500;

export interface InstallError {
  time: number;
  message: string;
}

export interface InstallStatistics {
  attempts: number;
  lastAttempt: number | null;
  successfulInstalls: number;
  errors: InstallError[];
}

export interface InstallFlags {
  installed: boolean;
  installDate: number | null;
  firstVisit: number | null;
  lastDismissal: number | null;
  permanentlyDismissed: boolean;
  dismissedThisSession: boolean;
}

const TRUE = 'true';

function parseTrue(raw: string): true | null {
  return raw === TRUE ? true : null;
}

function emptyStatistics(): InstallStatistics {
  return { attempts: 0, lastAttempt: null, successfulInstalls: 0, errors: [] };
}

function isInstallError(value: unknown): value is InstallError {
  if (typeof value !== 'object' || value === null) return false;
  const { time, message } = value as Record<string, unknown>;
  return isTimestamp(time) && typeof message === 'string';
}

/** A record with any field of the wrong type is foreign or corrupt as a whole: start over. */
export function parseInstallStatistics(raw: string): InstallStatistics | null {
  const value = parseJsonObject(raw);
  if (!value) return null;
  const { attempts, lastAttempt, successfulInstalls, errors } = value;
  if (!isCount(attempts) || !isCount(successfulInstalls)) return null;
  if (lastAttempt !== null && !isTimestamp(lastAttempt)) return null;
  if (!Array.isArray(errors) || !errors.every(isInstallError)) return null;
  return {
    attempts,
    lastAttempt,
    successfulInstalls,
    errors: errors.slice(-MAX_INSTALL_ERRORS).map(({ time, message }) => ({ time, message })),
  };
}

function emptyAnalytics(): PwaAnalytics {
  return Object.fromEntries(PWA_ANALYTICS_EVENTS.map((event) => [event, 0])) as PwaAnalytics;
}

/**
 * Unknown counter names are dropped (an older or foreign writer); a known counter that is not a
 * count makes the whole record corrupt.
 */
export function parsePwaAnalytics(raw: string): PwaAnalytics | null {
  const value = parseJsonObject(raw);
  if (!value) return null;
  const counters = emptyAnalytics();
  for (const event of PWA_ANALYTICS_EVENTS) {
    const count = value[event] ?? 0;
    if (!isCount(count)) return null;
    counters[event] = count;
  }
  return counters;
}

export interface InstallStorage {
  readFlags(): InstallFlags;
  /** Stores the first-visit time unless a valid one is stored; returns the stored time. */
  ensureFirstVisit(now: number): number;
  /** "Not now": recorded in local storage (the 48 h rule) and for this session. */
  recordDismissal(now: number): void;
  recordPermanentDismissal(): void;
  markInstalled(now: number): void;
  readStatistics(): InstallStatistics;
  recordAttempt(now: number): void;
  recordSuccessfulInstall(): void;
  /** Appends to the error log, keeping the newest 10. */
  recordError(now: number, message: string): void;
  readAnalytics(): PwaAnalytics;
  count(event: PwaAnalyticsEvent): void;
  /**
   * shell.md §4: clears every install flag (installed, install date, first visit, dismissals),
   * then reloads the page. Statistics and analytics counters are history, not flags, and stay.
   */
  resetAndReload(reload: () => void): void;
}

/**
 * The install keys over the host's storages. Every read is validated: a corrupt or foreign value
 * is removed and read as absent, so nothing stored can break a prompt.
 */
export function createInstallStorage(local: StorageLike, session: StorageLike): InstallStorage {
  const readStatistics = () =>
    readValidated(local, INSTALL_KEYS.statistics, parseInstallStatistics) ?? emptyStatistics();
  const writeStatistics = (statistics: InstallStatistics) =>
    writeItem(local, INSTALL_KEYS.statistics, JSON.stringify(statistics));
  const readAnalytics = () =>
    readValidated(local, INSTALL_KEYS.analytics, parsePwaAnalytics) ?? emptyAnalytics();

  return {
    readFlags: () => ({
      installed: readValidated(local, INSTALL_KEYS.installed, parseTrue) ?? false,
      installDate: readValidated(local, INSTALL_KEYS.installDate, parseTimestamp),
      firstVisit: readValidated(local, INSTALL_KEYS.firstVisit, parseTimestamp),
      lastDismissal: readValidated(local, INSTALL_KEYS.lastDismissal, parseTimestamp),
      permanentlyDismissed:
        readValidated(local, INSTALL_KEYS.permanentDismissal, parseTrue) ?? false,
      dismissedThisSession:
        readValidated(session, INSTALL_SESSION_KEYS.dismissed, parseTrue) ?? false,
    }),
    ensureFirstVisit(now) {
      const stored = readValidated(local, INSTALL_KEYS.firstVisit, parseTimestamp);
      if (stored !== null) return stored;
      writeItem(local, INSTALL_KEYS.firstVisit, String(now));
      return now;
    },
    recordDismissal(now) {
      writeItem(local, INSTALL_KEYS.lastDismissal, String(now));
      writeItem(session, INSTALL_SESSION_KEYS.dismissed, TRUE);
    },
    recordPermanentDismissal() {
      writeItem(local, INSTALL_KEYS.permanentDismissal, TRUE);
    },
    markInstalled(now) {
      writeItem(local, INSTALL_KEYS.installed, TRUE);
      writeItem(local, INSTALL_KEYS.installDate, String(now));
    },
    readStatistics,
    recordAttempt(now) {
      const statistics = readStatistics();
      writeStatistics({ ...statistics, attempts: statistics.attempts + 1, lastAttempt: now });
    },
    recordSuccessfulInstall() {
      const statistics = readStatistics();
      writeStatistics({ ...statistics, successfulInstalls: statistics.successfulInstalls + 1 });
    },
    recordError(now, message) {
      const statistics = readStatistics();
      const error = { time: now, message: String(message).slice(0, MAX_INSTALL_ERROR_LENGTH) };
      writeStatistics({
        ...statistics,
        errors: [...statistics.errors, error].slice(-MAX_INSTALL_ERRORS),
      });
    },
    readAnalytics,
    count(event) {
      const counters = readAnalytics();
      counters[event] += 1;
      writeItem(local, INSTALL_KEYS.analytics, JSON.stringify(counters));
    },
    resetAndReload(reload) {
      for (const key of [
        INSTALL_KEYS.installed,
        INSTALL_KEYS.installDate,
        INSTALL_KEYS.firstVisit,
        INSTALL_KEYS.lastDismissal,
        INSTALL_KEYS.permanentDismissal,
      ]) {
        removeItem(local, key);
      }
      removeItem(session, INSTALL_SESSION_KEYS.dismissed);
      reload();
    },
  };
}
