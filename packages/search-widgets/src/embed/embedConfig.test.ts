import { describe, expect, it } from 'vitest';
import { type EmbedDefaults, parseEmbedConfig, unknownWidgetWarning } from './embedConfig';

const defaults: EmbedDefaults = {
  hotelSearchBaseUrl: 'https://partner.example/Hotel-Search',
  flightSearchBaseUrl: 'https://partner.example/Flights-Search',
  reviewsUrl: null,
};

describe('parseEmbedConfig', () => {
  it('takes the defaults when only the widget is named', () => {
    expect(parseEmbedConfig({ voyagentWidget: 'hotel-search' }, defaults)).toEqual({
      config: {
        widget: 'hotel-search',
        locale: 'en',
        affiliateId: null,
        accentColor: null,
        theme: 'auto',
        hotelSearchBaseUrl: defaults.hotelSearchBaseUrl,
        flightSearchBaseUrl: defaults.flightSearchBaseUrl,
        reviewsUrl: null,
        nonce: null,
        defaultDestination: null,
        currency: 'USD',
      },
      warnings: [],
    });
  });

  it('reads every data-attribute, as dataset names them', () => {
    const { config, warnings } = parseEmbedConfig(
      {
        voyagentWidget: 'flight-search',
        locale: 'fr-CA',
        affiliateId: 'blog_42',
        accentColor: '#0A7C5A',
        theme: 'dark',
        hotelSearchUrl: 'https://hotels.partner.example/search',
        flightSearchUrl: 'https://flights.partner.example/search',
        reviewsUrl: 'http://127.0.0.1:5001/reviews-list',
        nonce: 'abc123',
        defaultDestination: '  Lisbon, Portugal ',
        currency: 'eur',
      },
      defaults,
    );
    expect(warnings).toEqual([]);
    expect(config).toEqual({
      widget: 'flight-search',
      locale: 'fr',
      affiliateId: 'blog_42',
      accentColor: '#0a7c5a',
      theme: 'dark',
      hotelSearchBaseUrl: 'https://hotels.partner.example/search',
      flightSearchBaseUrl: 'https://flights.partner.example/search',
      reviewsUrl: 'http://127.0.0.1:5001/reviews-list',
      nonce: 'abc123',
      defaultDestination: 'Lisbon, Portugal',
      currency: 'EUR',
    });
  });

  it('accepts `widget` as the option name of Voyagent.mount', () => {
    expect(parseEmbedConfig({ widget: 'reviews' }, defaults).config?.widget).toBe('reviews');
  });

  it('refuses an unknown widget with one warning and no configuration', () => {
    expect(parseEmbedConfig({ voyagentWidget: 'car-rental', locale: 'xx' }, defaults)).toEqual({
      config: null,
      warnings: [unknownWidgetWarning('car-rental')],
    });
    expect(unknownWidgetWarning('car-rental')).toBe(
      'Voyagent embed: unknown widget "car-rental"; expected one of hotel-search, flight-search, reviews. The element is left as it is.',
    );
    expect(parseEmbedConfig({}, defaults).warnings).toEqual([unknownWidgetWarning(undefined)]);
  });

  it('warns once per bad value, naming the attribute, and uses the default instead', () => {
    const { config, warnings } = parseEmbedConfig(
      {
        voyagentWidget: 'hotel-search',
        locale: 'klingon',
        affiliateId: 'a b<script>',
        accentColor: 'red;background:url(x)',
        theme: 'neon',
        hotelSearchUrl: 'javascript:alert(1)',
        flightSearchUrl: 'http://insecure.example/',
        reviewsUrl: 'ftp://reviews.example/',
      },
      defaults,
    );
    expect(config).toMatchObject({
      locale: 'en',
      affiliateId: null,
      accentColor: null,
      theme: 'auto',
      hotelSearchBaseUrl: defaults.hotelSearchBaseUrl,
      flightSearchBaseUrl: defaults.flightSearchBaseUrl,
    });
    expect(warnings).toEqual([
      'Voyagent embed: data-locale "klingon" is not one of en, fr, de, es; using "en".',
      'Voyagent embed: data-affiliate-id "a b<script>" is not up to 64 letters, digits, ".", "_" or "-"; using null.',
      'Voyagent embed: data-accent-color "red;background:url(x)" is not a #rgb or #rrggbb colour; using null.',
      'Voyagent embed: data-theme "neon" is not light, dark or auto; using "auto".',
      'Voyagent embed: data-hotel-search-url "javascript:alert(1)" is not an absolute https URL; using "https://partner.example/Hotel-Search".',
      'Voyagent embed: data-flight-search-url "http://insecure.example/" is not an absolute https URL; using "https://partner.example/Flights-Search".',
      'Voyagent embed: data-reviews-url "ftp://reviews.example/" is not an absolute http(s) URL; using null.',
    ]);
  });

  it('ignores a default destination that is too long or holds control characters', () => {
    const longest = 'a'.repeat(100);
    expect(
      parseEmbedConfig({ widget: 'hotel-search', defaultDestination: ` ${longest} ` }, defaults),
    ).toMatchObject({ config: { defaultDestination: longest }, warnings: [] });
    expect(
      parseEmbedConfig({ widget: 'hotel-search', defaultDestination: '   ' }, defaults),
    ).toMatchObject({ config: { defaultDestination: null }, warnings: [] });
    for (const bad of [`${longest}b`, 'Paris\u0000', 'Par\nis', 'Paris\u007f']) {
      const { config, warnings } = parseEmbedConfig(
        { widget: 'hotel-search', defaultDestination: bad },
        defaults,
      );
      expect(config?.defaultDestination).toBeNull();
      expect(warnings).toEqual([
        `Voyagent embed: data-default-destination "${bad}" is not a destination of at most 100 characters without control characters; using null.`,
      ]);
    }
  });

  it('takes any ISO 4217 currency the browser knows, and USD instead of anything else', () => {
    expect(parseEmbedConfig({ widget: 'reviews', currency: 'jpy' }, defaults)).toMatchObject({
      config: { currency: 'JPY' },
      warnings: [],
    });
    for (const bad of ['EURO', 'XYZ', '€', '']) {
      const { config, warnings } = parseEmbedConfig(
        { widget: 'hotel-search', currency: bad },
        defaults,
      );
      expect(config?.currency).toBe('USD');
      expect(warnings).toEqual([
        `Voyagent embed: data-currency "${bad}" is not an ISO 4217 currency code; using "USD".`,
      ]);
    }
  });

  it('warns about values of the wrong type passed to Voyagent.mount', () => {
    const { config, warnings } = parseEmbedConfig(
      { widget: 'hotel-search', locale: 42, theme: { dark: true } },
      defaults,
    );
    expect(config).toMatchObject({ locale: 'en', theme: 'auto' });
    expect(warnings).toEqual([
      'Voyagent embed: data-locale 42 is not one of en, fr, de, es; using "en".',
      'Voyagent embed: data-theme [object Object] is not light, dark or auto; using "auto".',
    ]);
  });

  it('keeps the page nonce unless the options name their own', () => {
    expect(parseEmbedConfig({ widget: 'hotel-search' }, defaults, 'page').config?.nonce).toBe(
      'page',
    );
    expect(
      parseEmbedConfig({ widget: 'hotel-search', nonce: 'own' }, defaults, 'page').config?.nonce,
    ).toBe('own');
  });
});
