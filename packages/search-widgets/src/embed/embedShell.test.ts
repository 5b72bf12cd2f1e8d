import { describe, expect, it } from 'vitest';
import { embedCss } from './embedCss';
import { EMBED_RESERVED_HEIGHT_PX, hostCss, shellTexts } from './embedShell';

describe('hostCss', () => {
  it('reserves each widget’s height on wide screens and phones, with !important', () => {
    const css = hostCss('hotel-search');
    const { wide, narrow } = EMBED_RESERVED_HEIGHT_PX['hotel-search'];
    expect(css).toContain(`:host{display:block!important;min-height:${wide}px!important}`);
    expect(css).toContain(`@media (max-width:599px){:host{min-height:${narrow}px!important}}`);
  });
});

describe('shellTexts', () => {
  it('speaks the raw data-locale’s language, English otherwise', () => {
    expect(shellTexts('fr-CA').loading).toBe('Chargement de la recherche…');
    expect(shellTexts('ES').unavailable).toBe('Buscar en Voyagent');
    expect(shellTexts('klingon')).toEqual(shellTexts('en'));
    expect(shellTexts(undefined)).toEqual(shellTexts('en'));
  });
});

describe('embedCss', () => {
  it('puts the widget’s own stylesheets first, then the root’s reset', () => {
    const css = embedCss({ accentColor: null }, '.widget-own{color:teal}');
    expect(css.startsWith('.widget-own{color:teal}')).toBe(true);
    expect(css.indexOf(':where(.vy-root)')).toBeGreaterThan(0);
  });

  it('sets the accent colour on the widget root only when one is given', () => {
    expect(embedCss({ accentColor: '#0a7c5a' }, '')).toContain(
      '.vy-root{--vy-color-primary:#0a7c5a;--vy-color-primary-hover:#0a7c5a}',
    );
    expect(embedCss({ accentColor: null }, '')).not.toContain('--vy-color-primary:');
  });

  it('starts the widget root from initial values and keeps react-aria’s press rule inside', () => {
    const css = embedCss({ accentColor: null }, '');
    expect(css).toContain(':where(.vy-root){all:initial;');
    expect(css).toContain('[data-react-aria-pressable]{touch-action:pan-x pan-y pinch-zoom}');
  });
});
