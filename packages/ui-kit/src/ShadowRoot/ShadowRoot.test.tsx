import { cleanup, render, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../Dialog';
import { toast, Toaster } from '../Toast';
import { adoptStyles } from './adoptStyles';
import { descriptionsOnPage, keepDescriptionsIn } from './descriptions';
import { downshiftEnvironmentFor } from './downshiftEnvironment';
import { ShadowRootProvider } from './ShadowRootProvider';

/** A host on the page with an open shadow root holding an app root and an overlay container. */
function shadowWidget() {
  const host = document.createElement('div');
  document.body.append(host);
  const shadowRoot = host.attachShadow({ mode: 'open' });
  const appRoot = document.createElement('div');
  const overlayRoot = document.createElement('div');
  shadowRoot.append(appRoot, overlayRoot);
  return { host, shadowRoot, appRoot, overlayRoot };
}

afterEach(() => {
  toast.dismissAll();
  // Unmount before the hosts go, so React can take its portals out of them.
  cleanup();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('downshiftEnvironmentFor', () => {
  it('answers focus and element look-ups from the shadow root', () => {
    const { host, shadowRoot, appRoot, overlayRoot } = shadowWidget();
    const input = document.createElement('input');
    input.id = 'destination';
    appRoot.append(input);
    const environment = downshiftEnvironmentFor(shadowRoot, overlayRoot);

    // Nothing inside focused: the host stands in, never null (downshift requires an element).
    expect(environment.document.activeElement).toBe(host);
    input.focus();
    expect(document.activeElement).toBe(host);
    expect(environment.document.activeElement).toBe(input);
    expect(environment.document.getElementById('destination')).toBe(input);
    expect(document.getElementById('destination')).toBeNull();
    expect(environment.document.body).toBe(overlayRoot);
  });

  it('listens on the shadow root, where events keep their real target', () => {
    const { shadowRoot, appRoot, overlayRoot } = shadowWidget();
    const option = document.createElement('li');
    appRoot.append(option);
    const environment = downshiftEnvironmentFor(shadowRoot, overlayRoot);
    const targets: EventTarget[] = [];
    const onMouseUp = (event: Event) => targets.push(event.target as EventTarget);

    environment.addEventListener('mouseup', onMouseUp);
    option.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, composed: true }));
    environment.removeEventListener('mouseup', onMouseUp);
    option.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, composed: true }));

    expect(targets).toEqual([option]);
  });
});

describe('keepDescriptionsIn', () => {
  function description(id: string) {
    const node = document.createElement('div');
    node.id = id;
    return node;
  }

  it("moves the widget's hidden descriptions in and leaves the page's own where they are", async () => {
    const { shadowRoot, appRoot, overlayRoot } = shadowWidget();
    const hostsEarlier = description('react-aria-description-0');
    document.body.append(hostsEarlier);
    const stop = keepDescriptionsIn(shadowRoot, overlayRoot, descriptionsOnPage(document));

    const widgets = description('react-aria-description-1');
    appRoot.setAttribute('aria-describedby', widgets.id);
    const unreferenced = description('react-aria-description-2');
    const hostsLater = description('react-aria-description-3');
    const hostField = document.createElement('input');
    hostField.setAttribute('aria-describedby', hostsLater.id);
    document.body.append(widgets, unreferenced, hostField, hostsLater);

    await waitFor(() => expect(overlayRoot.children).toHaveLength(2));
    expect(Array.from(overlayRoot.children)).toEqual([widgets, unreferenced]);
    expect(hostsEarlier.parentElement).toBe(document.body);
    expect(hostsLater.parentElement).toBe(document.body);
    stop();
  });

  it('gives a description to the widget that refers to it when there are several', async () => {
    const first = shadowWidget();
    const second = shadowWidget();
    const stopFirst = keepDescriptionsIn(first.shadowRoot, first.overlayRoot, new Set());
    const stopSecond = keepDescriptionsIn(second.shadowRoot, second.overlayRoot, new Set());

    const node = description('react-aria-description-7');
    second.appRoot.setAttribute('aria-describedby', node.id);
    document.body.append(node);

    await waitFor(() => expect(node.parentElement).toBe(second.overlayRoot));
    expect(first.overlayRoot).toBeEmptyDOMElement();
    stopFirst();
    stopSecond();
  });
});

describe('adoptStyles', () => {
  it('puts the CSS inside the shadow root only, with the nonce where it uses <style>', () => {
    const { shadowRoot } = shadowWidget();
    const headBefore = document.head.innerHTML;

    adoptStyles(shadowRoot, [':host { color: red; }', '.a { color: blue; }'], { nonce: 'n0nce' });

    expect(document.head.innerHTML).toBe(headBefore);
    expect(document.styleSheets).toHaveLength(0);
    const adopted = shadowRoot.adoptedStyleSheets ?? [];
    const styles = Array.from(shadowRoot.querySelectorAll('style'));
    // jsdom has no constructable sheets, so this exercises the <style> fallback.
    expect(adopted.length + styles.length).toBe(2);
    for (const style of styles) expect(style.nonce).toBe('n0nce');
  });
});

describe('ShadowRootProvider', () => {
  it('portals react-aria overlays, the toast region and the live region into its container', async () => {
    const { shadowRoot, appRoot, overlayRoot } = shadowWidget();
    const bodyBefore = Array.from(document.body.children);
    render(
      <ShadowRootProvider container={overlayRoot}>
        <Dialog title="Emergency information" defaultOpen>
          Police: 17
        </Dialog>
        <Toaster />
      </ShadowRootProvider>,
      { container: appRoot },
    );
    toast.info({ title: 'Saved' });

    const inOverlays = within(overlayRoot);
    expect(inOverlays.getByRole('dialog', { name: 'Emergency information' })).toBeInTheDocument();
    await waitFor(() => expect(inOverlays.getByText('Saved')).toBeInTheDocument());
    // react-aria's live region, created at mount, was moved in from the body.
    expect(overlayRoot.querySelector('[data-live-announcer]')).not.toBeNull();
    expect(shadowRoot.contains(overlayRoot)).toBe(true);
    expect(Array.from(document.body.children)).toEqual(bodyBefore);
  });

  it('outside a shadow root warns and leaves overlays where react-aria puts them', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const container = document.createElement('div');
    document.body.append(container);
    render(
      <ShadowRootProvider container={container}>
        <Dialog title="Emergency information" defaultOpen />
      </ShadowRootProvider>,
    );

    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('ShadowRootProvider container is not inside a shadow root'),
    );
    expect(container).toBeEmptyDOMElement();
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
  });
});

describe('the shadow-DOM flag', () => {
  it('is imported from the react-stately version react-aria uses, so both see one switch', () => {
    const readPackage = (file: string) =>
      JSON.parse(readFileSync(path.resolve(import.meta.dirname, file), 'utf8')) as {
        dependencies: Record<string, string>;
      };
    const kit = readPackage('../../package.json');
    const reactAria = readPackage('../../../../node_modules/react-aria/package.json');
    expect(kit.dependencies['react-stately']).toBe(reactAria.dependencies['react-stately']);
  });
});
