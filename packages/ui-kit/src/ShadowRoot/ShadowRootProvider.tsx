/*
 * Rendering the kit inside a shadow root (an embed on a partner's page):
 *
 *   import { ShadowRootProvider, adoptStyles } from '@voyagent/ui-kit/ShadowRoot';
 *   import { ThemeProvider } from '@voyagent/ui-kit/Theme';
 *   import tokensCss from '@voyagent/ui-kit/tokens.css?inline';
 *   import kitCss from '@voyagent/ui-kit/styles.css?inline';
 *
 *   const shadowRoot = host.attachShadow({ mode: 'open' });
 *   adoptStyles(shadowRoot, [tokensCss, kitCss], { nonce });
 *   const widgetRoot = document.createElement('div'); // carries data-theme for both below
 *   const appRoot = document.createElement('div');
 *   const overlayRoot = document.createElement('div');
 *   widgetRoot.append(appRoot, overlayRoot);
 *   shadowRoot.append(widgetRoot);
 *   createRoot(appRoot).render(
 *     <ShadowRootProvider container={overlayRoot}>
 *       <ThemeProvider target={widgetRoot}>…widget…<Toaster /></ThemeProvider>
 *     </ShadowRootProvider>,
 *   );
 *
 * Every overlay of the kit (dialog, drawer, date picker and select popovers, toast region,
 * tooltip) portals into `container`; the combobox's downshift listens on the shadow root; the
 * nodes react-aria would add to the page's body (its live region, hidden descriptions) move into
 * `container`; react-aria's shadow-DOM support is switched on (its press, focus-containment and
 * outside-click checks then look through the shadow boundary).
 *
 * `styles.css` is the built kit's CSS (`dist/index.css`; `@voyagent/ui-kit/<Entry>/styles.css` is
 * one entry's alone). Its class names match the built JavaScript, so an embed bundled from the
 * published build (not the `voyagent-source` condition) gets both from one build.
 *
 * What react-aria still does to the page, by design: while a modal or popover is open it makes
 * the rest of the page inert (so assistive technology stays in the overlay) and stops the page
 * scrolling (overflow hidden on <html>; on iOS a temporary <style> in <head>, carrying the CSP
 * nonce from a meta tag); both are undone on close. An open overlay owns the screen, as on our
 * own site. react-aria confirms its slot ids (a field's description and error, a dialog's title)
 * with document.getElementById, which cannot see into a shadow root, and drops them there; the
 * kit's fields and dialogs therefore link those texts with ids of their own.
 */
import { useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria/PortalProvider';
import { enableShadowDOM } from 'react-stately/private/flags/flags';
import { OverlayContainerContext, type OverlayContainerValue } from '../internal/overlayContainer';
import { warnInDevelopment } from '../internal/warnInDevelopment';
import { descriptionsOnPage, keepDescriptionsIn } from './descriptions';
import { downshiftEnvironmentFor } from './downshiftEnvironment';
import { keepLiveAnnouncerIn } from './liveAnnouncer';

export interface ShadowRootProviderProps {
  /**
   * An element inside the shadow root for the overlays, typically an empty `<div>` placed after
   * the widget's own root. Outside a shadow root the provider changes nothing and warns.
   */
  container: HTMLElement;
  children: ReactNode;
}

// A document fragment with a host is a shadow root, whichever window (iframe) created it.
function shadowRootOf(container: HTMLElement): ShadowRoot | null {
  const root = container.getRootNode();
  return root.nodeType === Node.DOCUMENT_FRAGMENT_NODE && 'host' in root
    ? (root as ShadowRoot)
    : null;
}

/**
 * Makes the kit work inside a shadow root: overlays portal into `container` (react-aria's
 * `UNSAFE_PortalProvider`, floating-ui's portal root), downshift gets the shadow root as its
 * environment, react-aria's live region and hidden descriptions move from the page's body into
 * `container`, and react-aria's shadow-DOM flag is enabled so its press, focus-containment and
 * outside-interaction checks look through the shadow boundary.
 */
export function ShadowRootProvider({ container, children }: ShadowRootProviderProps) {
  const shadowRoot = shadowRootOf(container);
  // Set during render, before any child's effects: FocusScope and the press handlers read the flag
  // when they run. It is a module-level switch of this bundle's react-aria, set once, never unset.
  if (shadowRoot) enableShadowDOM();
  // Taken before the children's first effects add the widget's own description nodes.
  const [pageDescriptions] = useState(() => descriptionsOnPage(container.ownerDocument));

  const value = useMemo<OverlayContainerValue | null>(
    () =>
      shadowRoot
        ? { container, downshiftEnvironment: downshiftEnvironmentFor(shadowRoot, container) }
        : null,
    [container, shadowRoot],
  );
  useLayoutEffect(() => {
    if (!shadowRoot) return undefined;
    const releaseAnnouncer = keepLiveAnnouncerIn(container);
    const stopAdoptingDescriptions = keepDescriptionsIn(shadowRoot, container, pageDescriptions);
    return () => {
      releaseAnnouncer();
      stopAdoptingDescriptions();
    };
  }, [shadowRoot, container, pageDescriptions]);
  if (!value) {
    warnInDevelopment(
      'ShadowRootProvider container is not inside a shadow root; overlays stay on the page.',
    );
    return children;
  }
  return (
    <UNSAFE_PortalProvider getContainer={() => value.container}>
      <OverlayContainerContext.Provider value={value}>{children}</OverlayContainerContext.Provider>
    </UNSAFE_PortalProvider>
  );
}
