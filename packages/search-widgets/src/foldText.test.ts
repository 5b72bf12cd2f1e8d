import { describe, expect, it } from 'vitest';
import { foldText } from './foldText';

describe('foldText', () => {
  it('drops accents and case', () => {
    expect(foldText('São Paulo')).toBe('sao paulo');
    expect(foldText('ZÜRICH')).toBe('zurich');
    expect(foldText('Kraków')).toBe('krakow');
  });

  it('keeps letters of scripts without case', () => {
    expect(foldText('東京')).toBe('東京');
  });
});
