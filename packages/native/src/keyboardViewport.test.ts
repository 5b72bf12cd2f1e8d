import { describe, expect, it, vi } from 'vitest';
import { keyboardPadding, subscribeKeyboardPadding } from './keyboard';
import { subscribeViewportKeyboardHeight, viewportKeyboardInset } from './keyboardViewport';
import { fakeEvent, testContext } from './testContext';

describe('viewportKeyboardInset', () => {
  it('is the layout height the visual viewport no longer covers, in whole px', () => {
    expect(viewportKeyboardInset({ innerHeight: 800, viewportHeight: 499.6, scale: 1 })).toBe(300);
    expect(viewportKeyboardInset({ innerHeight: 800, viewportHeight: 800, scale: 1 })).toBe(0);
  });

  it('is never negative', () => {
    expect(viewportKeyboardInset({ innerHeight: 700, viewportHeight: 720, scale: 1 })).toBe(0);
  });

  it('reports no keyboard while the visitor has pinch-zoomed', () => {
    expect(viewportKeyboardInset({ innerHeight: 800, viewportHeight: 400, scale: 2 })).toBe(0);
  });
});

describe('subscribeViewportKeyboardHeight', () => {
  it('does nothing where there is no visual viewport', () => {
    const win = { innerHeight: 800, visualViewport: null } as unknown as Window;
    expect(() => subscribeViewportKeyboardHeight(() => undefined, win)()).not.toThrow();
  });

  it('ignores a zoom and reports the keyboard once it opens', () => {
    const viewport = Object.assign(new EventTarget(), { height: 800, scale: 1 });
    const win = { innerHeight: 800, visualViewport: viewport } as unknown as Window;
    const heights: number[] = [];
    const stop = subscribeViewportKeyboardHeight((height) => heights.push(height), win);
    Object.assign(viewport, { height: 400, scale: 2 });
    viewport.dispatchEvent(new Event('resize'));
    Object.assign(viewport, { height: 480, scale: 1 });
    viewport.dispatchEvent(new Event('resize'));
    stop();
    expect(heights).toEqual([320]);
  });
});

describe('keyboardPadding (shell.md §4)', () => {
  it('pads by the keyboard on iOS and the web, where the web view keeps its size', () => {
    expect(keyboardPadding('ios', 336)).toBe(336);
    expect(keyboardPadding('web', 300)).toBe(300);
    expect(keyboardPadding('ios', -1)).toBe(0);
  });

  it('adds nothing on Android, whose activity already resizes the web view', () => {
    expect(keyboardPadding('android', 291)).toBe(0);
  });

  it('reports the padding from the Keyboard plugin’s events', async () => {
    const show = fakeEvent<[number]>();
    const hide = fakeEvent<[]>();
    const keyboard = async () => ({ onShow: show.listen, onHide: hide.listen });
    for (const [platform, expected] of [
      ['ios', [336, 0]],
      ['android', [0, 0]],
    ] as const) {
      const paddings: number[] = [];
      const stop = subscribeKeyboardPadding(
        (padding) => paddings.push(padding),
        testContext(platform, { keyboard }),
      );
      await vi.waitFor(() => expect(show.count + hide.count).toBe(2));
      show.emit(336);
      hide.emit();
      stop();
      await vi.waitFor(() => expect(show.count + hide.count).toBe(0));
      expect(paddings).toEqual(expected);
    }
  });
});
