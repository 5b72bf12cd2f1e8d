import { testimonials } from '@voyagent/contracts/content';
import { describe, expect, it } from 'vitest';
import {
  homeOffers,
  mainTools,
  MAIN_TOOLS,
  moreTools,
  PARTNER_GRID_SIZE,
  partnerHosts,
  testimonialView,
} from './homeRules';

const everyPage = () => true;

describe('the home tools', () => {
  it('tiles flights, hotels, planner, assistant, safety check and budget, in order (SI-165)', () => {
    expect(mainTools(everyPage).map((tool) => tool.path)).toEqual([
      '/flights',
      '/accommodation-search',
      '/itinerary',
      '/assistant',
      '/risk-radar',
      '/budget',
    ]);
    expect(mainTools(everyPage)[0]?.description).toMatch(/flights/i);
  });

  it('leaves out a tool whose page is not routed yet', () => {
    const tools = mainTools((page) => page !== 'budget');
    expect(tools.map((tool) => tool.label)).not.toContain('Budget');
    expect(tools).toHaveLength(MAIN_TOOLS.length - 1);
  });

  it('lists every other tool once in more tools, never a main tool or its other addresses', () => {
    const more = moreTools(everyPage).map((tool) => tool.path);
    expect(more).toContain('/documents');
    expect(more).toContain('/currency-converter');
    expect(more).not.toContain('/flights');
    expect(more).not.toContain('/gemini-safety');
    expect(more).not.toContain('/gemini-travel-intel');
    expect(new Set(more).size).toBe(more.length);
  });
});

describe('partnerHosts', () => {
  it('names each configured partner host once, without www (SI-167: first 6)', () => {
    expect(
      partnerHosts([
        'https://partner.example/Hotel-Search',
        'https://partner.example/Flights-Search',
        'https://www.cars.example/Cars?location={place}',
      ]),
    ).toEqual(['partner.example', 'cars.example']);
    const many = Array.from({ length: 9 }, (_, i) => `https://p${i}.example/`);
    expect(partnerHosts(many)).toHaveLength(PARTNER_GRID_SIZE);
    expect(PARTNER_GRID_SIZE).toBe(6);
  });

  it('names no one for empty, malformed or non-web settings', () => {
    expect(partnerHosts([undefined, '', 'not a url', 'javascript:alert(1)'])).toEqual([]);
  });
});

describe('testimonialView', () => {
  it('labels the operator file samples as samples', () => {
    for (const testimonial of testimonials) {
      const view = testimonialView(testimonial);
      expect(view.isSample).toBe(true);
      expect(view.name).not.toMatch(/^Sample/);
    }
  });

  it('shows a real testimonial as it is', () => {
    const [sample] = testimonials;
    if (!sample) throw new Error('the content file has testimonials');
    const real = { ...sample, name: 'Ana P.' };
    expect(testimonialView(real)).toEqual({ name: 'Ana P.', isSample: false });
  });
});

describe('homeOffers', () => {
  it('offers a guest, and a page whose session is unknown, the free trial only', () => {
    const none = { offlineMapsPromo: false, upgradeBanner: false, freeTrialCta: true };
    expect(homeOffers({ settled: true, signedIn: false, isPro: false })).toEqual(none);
    expect(homeOffers({ settled: false, signedIn: false, isPro: false })).toEqual(none);
  });

  it('shows the upgrade banner to a signed-in account without a paid plan', () => {
    expect(homeOffers({ settled: true, signedIn: true, isPro: false })).toEqual({
      offlineMapsPromo: false,
      upgradeBanner: true,
      freeTrialCta: false,
    });
  });

  it('shows the offline-maps promo to a paid account once /offline-maps is routed', () => {
    expect(homeOffers({ settled: true, signedIn: true, isPro: true }, everyPage)).toEqual({
      offlineMapsPromo: true,
      upgradeBanner: false,
      freeTrialCta: false,
    });
    const withoutMaps = (page: string) => page !== 'offlineMaps';
    expect(
      homeOffers({ settled: true, signedIn: true, isPro: true }, withoutMaps).offlineMapsPromo,
    ).toBe(false);
  });

  it('shows no member offer while the subscription is still loading', () => {
    const loading = homeOffers({ settled: false, signedIn: true, isPro: false });
    expect(loading.upgradeBanner).toBe(false);
    expect(loading.offlineMapsPromo).toBe(false);
  });
});
