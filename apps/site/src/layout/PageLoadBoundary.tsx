import { Component, type ErrorInfo, type ReactNode } from 'react';
import { log } from '../logging/siteLog';

interface State {
  error: boolean;
  /** The path that failed: a navigation elsewhere clears the screen. */
  failedPath: string | undefined;
}

/**
 * The page's place when the page fails: its chunk did not load (offline, and not cached by the
 * service worker) or it threw while rendering. The frame (header, navigation, footer) stays, the
 * visitor reads what happened and can reload or go elsewhere.
 */
export class PageLoadBoundary extends Component<{ pathname: string; children: ReactNode }, State> {
  override state: State = { error: false, failedPath: undefined };

  static getDerivedStateFromError(): Partial<State> {
    return { error: true };
  }

  static getDerivedStateFromProps(
    props: { pathname: string },
    state: State,
  ): Partial<State> | null {
    if (!state.error) return { failedPath: props.pathname };
    return props.pathname === state.failedPath
      ? null
      : { error: false, failedPath: props.pathname };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    log.error('The page failed:', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <section className="page-load-failure" aria-labelledby="page-load-failure-title">
        <h1 id="page-load-failure-title">This page could not load</h1>
        <p>Check your connection and try again.</p>
        {/* A full load of the same address: the page's code is fetched afresh. */}
        <a className="button-link button-link--primary" href={window.location.href}>
          Try again
        </a>
      </section>
    );
  }
}
