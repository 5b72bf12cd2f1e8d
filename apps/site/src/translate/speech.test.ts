import { describe, expect, it } from 'vitest';
import { chooseVoice, speechSynthesisOf } from './speech';

const voice = (lang: string, extra: { default?: boolean; localService?: boolean } = {}) => ({
  name: `${lang} voice`,
  lang,
  default: extra.default ?? false,
  localService: extra.localService ?? false,
});

describe('chooseVoice', () => {
  it('prefers the exact tag, then the same language, never another language', () => {
    const canadian = voice('fr-CA');
    const french = voice('fr-FR');
    const english = voice('en-US', { default: true, localService: true });
    expect(chooseVoice([english, canadian, french], 'fr-FR')).toBe(french);
    expect(chooseVoice([english, canadian], 'fr-FR')).toBe(canadian);
    expect(chooseVoice([english], 'fr-FR')).toBeUndefined();
    expect(chooseVoice([], 'fr-FR')).toBeUndefined();
  });

  it('ignores case and underscores in tags, and matches a bare language', () => {
    const norwegian = voice('nb_NO');
    expect(chooseVoice([voice('en-GB'), norwegian], 'NB-no')).toBe(norwegian);
    expect(chooseVoice([voice('de-AT'), voice('de')], 'de-DE')?.lang).toBe('de-AT');
    expect(chooseVoice([voice('pt-PT')], 'pt')?.lang).toBe('pt-PT');
    expect(chooseVoice([voice('pt-PT')], '')).toBeUndefined();
  });

  it('among equal matches takes the default voice, then a local one, then the first', () => {
    const remote = voice('es-ES');
    const local = voice('es-ES', { localService: true });
    const preferred = voice('es-ES', { default: true });
    expect(chooseVoice([remote, local], 'es-ES')).toBe(local);
    expect(chooseVoice([remote, local, preferred], 'es-ES')).toBe(preferred);
    const first = voice('es-ES');
    expect(chooseVoice([first, voice('es-ES')], 'es-ES')).toBe(first);
    // An exact match beats a default voice of the same language in another region.
    expect(chooseVoice([voice('es-MX', { default: true }), remote], 'es-ES')).toBe(remote);
  });
});

describe('speechSynthesisOf', () => {
  it('gives the synthesis only where both it and SpeechSynthesisUtterance exist', () => {
    const synthesis = {} as SpeechSynthesis;
    expect(
      speechSynthesisOf({ speechSynthesis: synthesis, SpeechSynthesisUtterance: () => undefined }),
    ).toBe(synthesis);
    expect(speechSynthesisOf({ speechSynthesis: synthesis })).toBeUndefined();
    expect(speechSynthesisOf({ SpeechSynthesisUtterance: () => undefined })).toBeUndefined();
  });
});
