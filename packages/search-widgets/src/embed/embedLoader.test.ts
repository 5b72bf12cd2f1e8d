import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unknownWidgetWarning } from './embedConfig';
import { createVoyagent, type LoaderEnvironment, type WidgetModule } from './embedLoader';

const defaults = {
  hotelSearchBaseUrl: 'https://partner.example/Hotel-Search',
  flightSearchBaseUrl: 'https://partner.example/Flights-Search',
};

function setUp(loadWidget: LoaderEnvironment['loadWidget'], nonce: string | null = 'n0nce') {
  return createVoyagent({ version: '1.2.3', defaults, nonce, loadWidget });
}

function widgetModule(): WidgetModule & { mount: ReturnType<typeof vi.fn> } {
  return { mount: vi.fn(async () => undefined) };
}

function addElement(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const element = holder.firstElementChild as HTMLElement;
  document.body.append(element);
  return element;
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the loader', () => {
  it('replays the snippet queue, then mounts each widget of the page with its settings', async () => {
    const module = widgetModule();
    const loadWidget = vi.fn(async () => module);
    const element = addElement('<div data-voyagent-widget="hotel-search" data-theme="dark"></div>');
    const { voyagent, start } = setUp(loadWidget);
    start([['init', { locale: 'fr', theme: 'light' }]]);

    expect(voyagent.version).toBe('1.2.3');
    await vi.waitFor(() => expect(module.mount).toHaveBeenCalledOnce());
    expect(loadWidget).toHaveBeenCalledWith('hotel-search');
    // The element's own attributes win over the shared settings.
    expect(module.mount).toHaveBeenCalledWith(
      element.shadowRoot,
      { locale: 'fr', theme: 'dark', voyagentWidget: 'hotel-search' },
      'n0nce',
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it('reserves the box and shows a skeleton in an open shadow root before the widget arrives', () => {
    const element = addElement('<div data-voyagent-widget="flight-search" data-locale="de"></div>');
    setUp(() => new Promise(() => undefined)).start();
    const root = element.shadowRoot;
    expect(root?.mode).toBe('open');
    // jsdom has no constructable sheets: the <style> fallback carries the page's nonce.
    const style = root?.querySelector('style');
    expect(style?.nonce).toBe('n0nce');
    expect(style?.textContent).toContain(
      ':host{display:block!important;min-height:480px!important}',
    );
    expect(root?.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe(
      'Suche wird geladen…',
    );
  });

  it('reserves a widget as soon as the parser adds it, when loaded from the head', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    setUp(() => new Promise(() => undefined)).start();
    const element = addElement('<div data-voyagent-widget="hotel-search"></div>');
    // MutationObserver callbacks run as microtasks: before the browser's next paint.
    await Promise.resolve();
    expect(element.shadowRoot?.querySelector('.vy-skeleton')).not.toBeNull();
    // The end of parsing stops the observer, so it sees none of the other tests' elements.
    document.dispatchEvent(new Event('DOMContentLoaded'));
  });

  it('warns once about an unknown widget and leaves its element as written', () => {
    const loadWidget = vi.fn();
    const element = addElement('<div data-voyagent-widget="car-rental">Cars soon</div>');
    setUp(loadWidget).start();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(unknownWidgetWarning('car-rental'));
    expect(element.shadowRoot).toBeNull();
    expect(element.outerHTML).toBe('<div data-voyagent-widget="car-rental">Cars soon</div>');
    expect(loadWidget).not.toHaveBeenCalled();
  });

  it('loads a widget only when it comes near the viewport', async () => {
    let notify: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof notify) {
          notify = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    const module = widgetModule();
    const loadWidget = vi.fn(async () => module);
    const element = addElement('<div data-voyagent-widget="hotel-search"></div>');
    setUp(loadWidget).start();
    expect(observed).toEqual([element]);
    notify([{ isIntersecting: false }]);
    expect(loadWidget).not.toHaveBeenCalled();
    notify([{ isIntersecting: true }]);
    await vi.waitFor(() => expect(module.mount).toHaveBeenCalledOnce());
  });

  it('mounts through Voyagent.mount and the queued mount command, each element once', async () => {
    const module = widgetModule();
    const { voyagent, start } = setUp(async () => module);
    const queued = addElement('<section></section>');
    start([['mount', queued, { widget: 'flight-search' }]]);
    const direct = document.createElement('section');
    document.body.append(direct);
    voyagent.mount(direct, { widget: 'hotel-search', locale: 'es' });
    voyagent.mount(direct, { widget: 'hotel-search' });
    await vi.waitFor(() => expect(module.mount).toHaveBeenCalledTimes(2));
    expect(module.mount).toHaveBeenCalledWith(
      direct.shadowRoot,
      { widget: 'hotel-search', locale: 'es' },
      'n0nce',
    );
  });

  it('leaves a link to the partner search, and one warning, when the widget cannot load', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const element = addElement('<div data-voyagent-widget="flight-search" data-locale="es"></div>');
    setUp(() => Promise.reject(failure)).start();
    await vi.waitFor(() => expect(element.shadowRoot?.querySelector('a')).not.toBeNull());
    const link = element.shadowRoot?.querySelector('a');
    expect(link?.href).toBe(defaults.flightSearchBaseUrl);
    expect(link?.rel).toBe('noopener noreferrer');
    expect(link?.textContent).toBe('Buscar en Voyagent');
    expect(warn).toHaveBeenCalledWith(
      'Voyagent embed: the flight-search widget could not load.',
      failure,
    );
  });

  it('never throws into the page: a failing mount, an element with a shadow root, a bad command', async () => {
    const element = addElement('<div data-voyagent-widget="hotel-search"></div>');
    element.attachShadow({ mode: 'open' });
    const broken = widgetModule();
    broken.mount.mockRejectedValue(new Error('render failed'));
    const { voyagent, start } = setUp(async () => broken);
    expect(() => start()).not.toThrow();
    // jsdom's DOMException for attachShadow on a host that has one.
    expect(warn).toHaveBeenCalledWith(
      'Voyagent embed: could not mount a widget.',
      expect.objectContaining({ name: 'NotSupportedError' }),
    );
    expect(() => voyagent('launch-rockets')).not.toThrow();
    expect(warn).toHaveBeenCalledWith('Voyagent embed: unknown command "launch-rockets".');

    const other = addElement('<div data-voyagent-widget="hotel-search"></div>');
    voyagent.mount(other);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        'Voyagent embed: the hotel-search widget could not load.',
        expect.any(Error),
      ),
    );
  });
});
