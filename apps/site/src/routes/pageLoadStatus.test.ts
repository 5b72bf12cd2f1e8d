import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_LOAD_BAR_DELAY_MS, usePageLoadStatus, whilePageLoads } from './pageLoadStatus';

/** A page chunk's load that the test settles. */
function pageLoad() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const load = new Promise<void>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { load, resolve, reject };
}

const barShown = () => usePageLoadStatus.getState().barShown;

beforeEach(() => {
  vi.useFakeTimers();
  usePageLoadStatus.setState({ pending: 0, barShown: false });
});
afterEach(() => vi.useRealTimers());

describe('whilePageLoads', () => {
  it('shows the bar once a page has loaded for longer than the delay, until it has loaded', async () => {
    const page = pageLoad();
    void whilePageLoads(page.load);
    await vi.advanceTimersByTimeAsync(PAGE_LOAD_BAR_DELAY_MS - 1);
    expect(barShown()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(barShown()).toBe(true);
    page.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(barShown()).toBe(false);
    expect(usePageLoadStatus.getState().pending).toBe(0);
  });

  it('shows nothing for a page that loads within the delay', async () => {
    const page = pageLoad();
    void whilePageLoads(page.load);
    page.resolve();
    await vi.advanceTimersByTimeAsync(PAGE_LOAD_BAR_DELAY_MS * 2);
    expect(barShown()).toBe(false);
  });

  it('hides the bar when a load fails (the page shows its error) and passes the failure on', async () => {
    const page = pageLoad();
    const loading = whilePageLoads(page.load);
    await vi.advanceTimersByTimeAsync(PAGE_LOAD_BAR_DELAY_MS);
    page.reject(new Error('offline'));
    await expect(loading).rejects.toThrow('offline');
    expect(barShown()).toBe(false);
  });

  it('keeps the bar while another page is still loading', async () => {
    const first = pageLoad();
    const second = pageLoad();
    void whilePageLoads(first.load);
    void whilePageLoads(second.load);
    await vi.advanceTimersByTimeAsync(PAGE_LOAD_BAR_DELAY_MS);
    first.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(barShown()).toBe(true);
    second.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(barShown()).toBe(false);
  });
});
