import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePriceFormat } from '../SearchForm/WidgetCurrency';
import { mountWidget } from './mountWidget';

function shadowHost(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const skeleton = document.createElement('div');
  skeleton.className = 'vy-skeleton';
  root.append(skeleton);
  return root;
}

function Price() {
  return <p>{usePriceFormat().format(12)}</p>;
}

function Broken(): never {
  throw new Error('render failed');
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // The embed build writes these defaults in (vite.embed.config.ts).
  vi.stubGlobal('__VOYAGENT_EMBED_DEFAULTS__', {
    hotelSearchBaseUrl: 'https://partner.example/Hotel-Search',
    flightSearchBaseUrl: 'https://partner.example/Flights-Search',
    reviewsUrl: null,
  });
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('mountWidget', () => {
  it('renders in the shadow root with the locale, currency and theme, then drops the skeleton', async () => {
    const root = shadowHost();
    await mountWidget(
      root,
      { widget: 'hotel-search', locale: 'de', theme: 'dark', currency: 'chf' },
      null,
      '.widget-own{color:teal}',
      (context) => (
        <>
          <Price />
          <span>{context.locale}</span>
        </>
      ),
    );
    await vi.waitFor(() =>
      expect(root.querySelector('.vy-root p')?.textContent).toBe('12,00\u00a0CHF'),
    );
    expect(root.querySelector('.vy-root span')?.textContent).toBe('de-DE');
    expect(root.querySelector('.vy-root')?.getAttribute('data-theme')).toBe('dark');
    expect(root.querySelector('.vy-skeleton')).toBeNull();
    // jsdom has no constructable sheets: adoptStyles falls back to <style> in the root.
    const css = Array.from(root.querySelectorAll('style'), (style) => style.textContent).join('');
    expect(css).toContain('.widget-own{color:teal}');
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns about each bad option and renders with the defaults', async () => {
    const root = shadowHost();
    await mountWidget(root, { widget: 'hotel-search', theme: 'neon' }, null, '', () => <p>ok</p>);
    expect(warn).toHaveBeenCalledWith(
      'Voyagent embed: data-theme "neon" is not light, dark or auto; using "auto".',
    );
    await vi.waitFor(() => expect(root.querySelector('.vy-root p')).not.toBeNull());
    expect(root.querySelector('.vy-root')?.hasAttribute('data-theme')).toBe(false);
  });

  it('turns a widget that throws into a link and a warning, never an error on the page', async () => {
    const pageErrors: unknown[] = [];
    const onError = (event: ErrorEvent) => pageErrors.push(event.error);
    window.addEventListener('error', onError);
    try {
      const root = shadowHost();
      await mountWidget(root, { widget: 'flight-search', locale: 'fr' }, null, '', () => (
        <Broken />
      ));
      await vi.waitFor(() => expect(root.querySelector('a')).not.toBeNull());
      const link = root.querySelector('a');
      expect(link?.href).toBe('https://partner.example/Flights-Search');
      expect(link?.textContent).toBe('Rechercher sur Voyagent');
      expect(root.querySelector('.vy-skeleton')).toBeNull();
      expect(warn).toHaveBeenCalledWith(
        'Voyagent embed: the flight-search widget stopped after an error.',
        expect.objectContaining({ message: 'render failed' }),
      );
      expect(pageErrors).toEqual([]);
    } finally {
      window.removeEventListener('error', onError);
    }
  });
});
