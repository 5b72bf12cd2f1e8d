import { describe, expect, it } from 'vitest';
import { readReviewWidgetConfig } from './reviewWidget';

describe('the review widget setting', () => {
  it('reads an https script address and its origin', () => {
    expect(
      readReviewWidgetConfig({
        VITE_REVIEW_WIDGET_SRC: ' https://widget.reviews.example/v1/bootstrap.js ',
      }),
    ).toEqual({
      src: 'https://widget.reviews.example/v1/bootstrap.js',
      origin: 'https://widget.reviews.example',
    });
  });

  it('is off when unset, empty, not a URL, plain http or carrying credentials', () => {
    for (const value of [
      undefined,
      '',
      '  ',
      'widget.js',
      'http://widget.example/w.js',
      'https://u:p@widget.example/w.js',
      'javascript:alert(1)',
    ]) {
      expect(
        readReviewWidgetConfig({ VITE_REVIEW_WIDGET_SRC: value }),
        String(value),
      ).toBeUndefined();
    }
  });
});
