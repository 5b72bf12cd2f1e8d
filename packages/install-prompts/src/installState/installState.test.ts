import { describe, expect, it } from 'vitest';
import {
  INSTALL_STATES,
  INSTALLING_LABEL,
  initialInstallState,
  isInstallButtonDisabled,
  isRunningInstalled,
  nextInstallState,
  type InstallEvent,
  type InstallState,
} from './installState';

const mediaMatching =
  (...modes: string[]) =>
  (query: string) => ({ matches: modes.some((mode) => query === `(display-mode: ${mode})`) });

describe('nextInstallState (shell.md §4)', () => {
  // IP-081
  it('walks not installed → prompt ready → installing → installed', () => {
    let state: InstallState = 'not-installed';
    state = nextInstallState(state, { type: 'prompt-available' });
    expect(state).toBe('prompt-ready');
    state = nextInstallState(state, { type: 'install-started' });
    expect(state).toBe('installing');
    state = nextInstallState(state, { type: 'install-accepted' });
    expect(state).toBe('installed');
  });

  it('returns to not installed after a dismissal or failure: the browser prompt is spent', () => {
    expect(nextInstallState('installing', { type: 'install-dismissed' })).toBe('not-installed');
    expect(nextInstallState('installing', { type: 'install-failed' })).toBe('not-installed');
  });

  it('becomes installed from any state when the browser reports appinstalled', () => {
    for (const state of INSTALL_STATES) {
      expect(nextInstallState(state, { type: 'app-installed' })).toBe('installed');
    }
  });

  it('ignores events that do not apply to the current state', () => {
    const cases: [InstallState, InstallEvent][] = [
      ['not-installed', { type: 'install-started' }],
      ['not-installed', { type: 'install-accepted' }],
      ['prompt-ready', { type: 'install-dismissed' }],
      ['prompt-ready', { type: 'install-accepted' }],
      ['installing', { type: 'prompt-available' }],
      ['installing', { type: 'install-started' }],
      ['installed', { type: 'prompt-available' }],
      ['installed', { type: 'install-failed' }],
    ];
    for (const [state, event] of cases) expect(nextInstallState(state, event)).toBe(state);
  });

  // IP-091, IP-092
  it('disables the install button while installing (labelled Installing...) and once installed', () => {
    expect(INSTALLING_LABEL).toBe('Installing...');
    expect(isInstallButtonDisabled('installing')).toBe(true);
    expect(isInstallButtonDisabled('installed')).toBe(true);
    expect(isInstallButtonDisabled('prompt-ready')).toBe(false);
    expect(isInstallButtonDisabled('not-installed')).toBe(false);
  });
});

describe('isRunningInstalled (shell.md §4)', () => {
  // IP-082, IP-083, IP-084, IP-085
  it.each(['standalone', 'minimal-ui', 'fullscreen'])('is true in %s display mode', (mode) => {
    expect(isRunningInstalled({ matchMedia: mediaMatching(mode) })).toBe(true);
  });

  it('is false in a browser tab', () => {
    expect(isRunningInstalled({ matchMedia: mediaMatching('browser'), referrer: '' })).toBe(false);
    expect(isRunningInstalled({})).toBe(false);
  });

  it('is true when iOS sets navigator.standalone, and only for a real true', () => {
    expect(isRunningInstalled({ navigatorStandalone: true })).toBe(true);
    expect(isRunningInstalled({ navigatorStandalone: 'true' })).toBe(false);
    expect(isRunningInstalled({ navigatorStandalone: false })).toBe(false);
  });

  it('is true when opened from an Android app referrer', () => {
    expect(isRunningInstalled({ referrer: 'android-app://com.voyagent.app/' })).toBe(true);
    expect(isRunningInstalled({ referrer: 'https://www.google.com/' })).toBe(false);
  });

  it('treats a matchMedia that throws as not installed instead of crashing', () => {
    const throwing = () => {
      throw new SyntaxError('unknown media feature');
    };
    expect(isRunningInstalled({ matchMedia: throwing })).toBe(false);
  });

  it('starts installed when running installed or when an install was recorded', () => {
    expect(initialInstallState({ matchMedia: mediaMatching('standalone') }, false)).toBe(
      'installed',
    );
    expect(initialInstallState({}, true)).toBe('installed');
    expect(initialInstallState({}, false)).toBe('not-installed');
  });
});
