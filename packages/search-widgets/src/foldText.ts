/**
 * Text folded for matching what a visitor types: accents dropped and letters lower-cased, so
 * "sao" finds "São Paulo" and "ZURICH" finds "Zürich". Locale-independent on purpose: the Turkish
 * dotless ı rule of one visitor's locale must not change what another finds.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
