import { act, fireEvent, render, screen } from '@testing-library/react';
import { CookieConsentProvider, CookieNotice, memoryStorage } from '@voyagent/install-prompts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_STRIP_ROOT_MARGIN } from './reviewStripRules';
import { REVIEW_STRIP_TEXTS, ReviewStrip } from './ReviewStrip';
import { scriptReviewWidget, type ReviewWidgetProvider } from './reviewWidgetProvider';

/** A stand-in IntersectionObserver the test moves: `reachFooter()` reports the strip near. */
const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] =
  [];
function reachFooter() {
  act(() => {
    for (const { callback } of observers) {
      callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  });
}

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

function provider(load: ReviewWidgetProvider['load'] = vi.fn(() => Promise.resolve())) {
  return { origin: 'https://widget.reviews.example', load: vi.fn(load) };
}

function renderStrip(widget: ReviewWidgetProvider | undefined, consent?: 'accepted' | 'declined') {
  const local = memoryStorage();
  if (consent) local.setItem('cookie-consent', consent);
  return render(
    <CookieConsentProvider local={local}>
      <ReviewStrip provider={widget} />
      <CookieNotice />
    </CookieConsentProvider>,
  );
}

const figures = () => screen.queryByText(REVIEW_STRIP_TEXTS.figures, { exact: false });

describe('the footer review strip', () => {
  it('loads no script without consent, even with the footer in view, and shows our figures', () => {
    const widget = provider();
    renderStrip(widget);
    reachFooter();
    expect(widget.load).not.toHaveBeenCalled();
    expect(document.querySelector('script')).toBeNull();
    expect(figures()).toHaveTextContent(
      'Rated 4.8 of 5 from 15,847 reviews (Our own figures, not from a review service)',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    reachFooter();
    expect(widget.load).not.toHaveBeenCalled();
  });

  it('waits for the footer to come near before loading, once consent is given (SI-154, SI-155)', () => {
    const widget = provider();
    renderStrip(widget);
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(widget.load).not.toHaveBeenCalled();
    expect(observers.at(-1)?.options?.rootMargin).toBe(REVIEW_STRIP_ROOT_MARGIN);

    reachFooter();
    expect(widget.load).toHaveBeenCalledOnce();
    expect(
      screen.getByRole('region', { name: REVIEW_STRIP_TEXTS.widgetLabel }),
    ).toBeEmptyDOMElement();
    expect(figures()).toBeNull();
  });

  it('shows our figures and never observes when no widget is configured', () => {
    renderStrip(undefined, 'accepted');
    expect(observers).toHaveLength(0);
    expect(figures()).not.toBeNull();
  });

  it('falls back to our figures when the widget cannot load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const widget = provider(() => Promise.reject(new Error('blocked')));
    renderStrip(widget, 'accepted');
    reachFooter();
    await vi.waitFor(() => expect(figures()).not.toBeNull());
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe('the script provider', () => {
  it('adds the configured script once, async, and rejects when it fails (SI-155)', async () => {
    const doc = document.implementation.createHTMLDocument('page');
    const widget = scriptReviewWidget({
      src: 'https://widget.reviews.example/w.js',
      origin: 'https://widget.reviews.example',
    });
    const first = widget.load(doc);
    const second = widget.load(doc);
    expect(second).toBe(first);
    const scripts = doc.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe('https://widget.reviews.example/w.js');
    expect(scripts[0]?.async).toBe(true);
    scripts[0]?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('could not load from https://widget.reviews.example');
    expect(doc.querySelectorAll('script')).toHaveLength(0);
  });
});
