import { describe, expect, it, vi } from 'vitest';
import { shareContent } from './share';
import { testContext } from './testContext';

const payload = { title: 'Lisbon trip', text: 'My itinerary', url: 'https://voyagent.app/t/1' };
const web = testContext('web');

function clipboard(fails = false) {
  return {
    writeText: vi.fn(async () => (fails ? Promise.reject(new Error('denied')) : undefined)),
  };
}

describe('share helper (IP-149 to IP-152, IP-180 to IP-185)', () => {
  it('uses the web share API with title, text and url: "Shared successfully!"', async () => {
    const share = vi.fn(async () => undefined);
    const outcome = await shareContent(payload, web, { share, clipboard: clipboard() });
    expect(share).toHaveBeenCalledWith(payload);
    expect(outcome).toEqual({
      result: 'shared',
      toast: { variant: 'success', title: 'Shared successfully!' },
    });
  });

  it('uses the Share plugin on native', async () => {
    const share = vi.fn(async () => undefined);
    const outcome = await shareContent(
      payload,
      testContext('ios', { share: async () => ({ share }) }),
      {},
    );
    expect(share).toHaveBeenCalledWith(payload);
    expect(outcome.result).toBe('shared');
  });

  it('copies the text and link without share support: "Link copied!"', async () => {
    const board = clipboard();
    const outcome = await shareContent(payload, web, { clipboard: board });
    expect(board.writeText).toHaveBeenCalledWith('My itinerary https://voyagent.app/t/1');
    expect(outcome).toEqual({
      result: 'copied',
      toast: {
        variant: 'success',
        title: 'Link copied!',
        description: 'Paste it anywhere to share',
      },
    });
  });

  it('copies when the browser cannot share this payload', async () => {
    const share = vi.fn(async () => undefined);
    const outcome = await shareContent(payload, web, {
      share,
      canShare: () => false,
      clipboard: clipboard(),
    });
    expect(share).not.toHaveBeenCalled();
    expect(outcome.result).toBe('copied');
  });

  it('copies after a share failure that is not a cancel, on the web and on native', async () => {
    const failing = async () => Promise.reject(new DOMException('blocked', 'NotAllowedError'));
    expect(
      (await shareContent(payload, web, { share: failing, clipboard: clipboard() })).result,
    ).toBe('copied');
    const native = testContext('android', {
      share: async () => ({ share: async () => Promise.reject(new Error('No activity')) }),
    });
    expect((await shareContent(payload, native, { clipboard: clipboard() })).result).toBe('copied');
  });

  it('says nothing when the user cancels (AbortError, native "Share canceled")', async () => {
    const board = clipboard();
    const abort = async () =>
      Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
    expect(await shareContent(payload, web, { share: abort, clipboard: board })).toEqual({
      result: 'cancelled',
      toast: null,
    });
    const native = testContext('ios', {
      share: async () => ({ share: async () => Promise.reject(new Error('Share canceled')) }),
    });
    expect((await shareContent(payload, native, { clipboard: board })).toast).toBeNull();
    expect(board.writeText).not.toHaveBeenCalled();
  });

  it('shows the link to share manually when copying fails too', async () => {
    for (const browser of [{ clipboard: clipboard(true) }, {}]) {
      expect(await shareContent(payload, web, browser)).toEqual({
        result: 'manual',
        toast: { variant: 'info', title: 'Share manually', description: payload.url },
      });
    }
  });

  it('copies the bare link when there is no text', async () => {
    const board = clipboard();
    await shareContent({ url: payload.url }, web, { clipboard: board });
    expect(board.writeText).toHaveBeenCalledWith(payload.url);
  });
});
