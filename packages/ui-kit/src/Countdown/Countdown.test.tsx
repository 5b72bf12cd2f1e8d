import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import { I18nProvider } from 'react-aria-components';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './Countdown';
import { countdownAnnouncement } from './countdownTime';
import { countdownMessages } from './intl';

function shownValues() {
  const timer = screen.getByRole('timer', { name: 'Offer ends in' });
  return Array.from(timer.children).map((unit) => unit.textContent);
}

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Wednesday 11 March 2026, 09:30:15 local time.
    vi.setSystemTime(new Date(2026, 2, 11, 9, 30, 15));
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('counts down to the end of the current week by default, ticking every second', () => {
    render(<Countdown label="Offer ends in" />);
    // Until Sunday 15 March 23:59:59.999: 4 days 14 h 29 min 44 s.
    expect(shownValues()).toEqual(['04Days', '14Hours', '29Minutes', '44Seconds']);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(shownValues()).toEqual(['04Days', '14Hours', '29Minutes', '43Seconds']);
  });

  it('stops at zeros once the target passes', () => {
    render(<Countdown label="Offer ends in" target={new Date(2026, 2, 11, 9, 30, 17)} />);
    expect(shownValues()).toEqual(['00Days', '00Hours', '00Minutes', '02Seconds']);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(shownValues()).toEqual(['00Days', '00Hours', '00Minutes', '00Seconds']);
    expect(screen.getByText('Time is up')).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('announces politely at minute precision, not every second', () => {
    render(<Countdown label="Offer ends in" target={new Date(2026, 2, 11, 10, 32, 0)} />);
    const live = screen.getByText('0 days, 1 hour, 1 minute left');
    expect(live).toHaveAttribute('aria-live', 'polite');
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(live).toHaveTextContent('0 days, 1 hour, 1 minute left');
    expect(screen.getByRole('timer')).not.toHaveAttribute('aria-live');
  });

  it('warns about an invalid target and shows zeros instead of crashing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Countdown label="Offer ends in" target={new Date('not a date')} />);
    expect(shownValues()).toEqual(['00Days', '00Hours', '00Minutes', '00Seconds']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('invalid Date'));
  });

  it('has no axe violations', async () => {
    vi.useRealTimers();
    const { container } = render(<Countdown label="Offer ends in" />);
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});

/** The formatter the Countdown gets inside `<I18nProvider locale={locale}>`. */
function stringsIn(locale: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider locale={locale}>{children}</I18nProvider>
  );
  return renderHook(() => useLocalizedStringFormatter(countdownMessages), { wrapper }).result
    .current;
}

describe('Countdown texts by locale', () => {
  const counts = [0, 1, 2, 5];

  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['en-US', ['0 days', '1 day', '2 days', '5 days'], ['0 hours', '1 hour', '2 hours', '5 hours']],
    // French counts 0 as singular: Intl.PluralRules('fr') says "one" for 0.
    [
      'fr-FR',
      ['0 jour', '1 jour', '2 jours', '5 jours'],
      ['0 heure', '1 heure', '2 heures', '5 heures'],
    ],
    [
      'de-DE',
      ['0 Tage', '1 Tag', '2 Tage', '5 Tage'],
      ['0 Stunden', '1 Stunde', '2 Stunden', '5 Stunden'],
    ],
    ['es-ES', ['0 días', '1 día', '2 días', '5 días'], ['0 horas', '1 hora', '2 horas', '5 horas']],
  ])('pluralises days and hours in %s', (locale, days, hours) => {
    const strings = stringsIn(locale);
    expect(counts.map((count) => strings.format('dayCount', { count }))).toEqual(days);
    expect(counts.map((count) => strings.format('hourCount', { count }))).toEqual(hours);
  });

  it.each([
    ['en-US', ['0 minutes', '1 minute', '2 minutes', '5 minutes']],
    ['fr-FR', ['0 minute', '1 minute', '2 minutes', '5 minutes']],
    ['de-DE', ['0 Minuten', '1 Minute', '2 Minuten', '5 Minuten']],
    ['es-ES', ['0 minutos', '1 minuto', '2 minutos', '5 minutos']],
  ])('pluralises minutes in %s', (locale, minutes) => {
    const strings = stringsIn(locale);
    expect(counts.map((count) => strings.format('minuteCount', { count }))).toEqual(minutes);
  });

  it('follows Intl.PluralRules for 0 in French and English', () => {
    expect(new Intl.PluralRules('fr').select(0)).toBe('one');
    expect(new Intl.PluralRules('en').select(0)).toBe('other');
  });

  it.each([
    ['en-US', '0 days, 1 hour, 2 minutes left', 'Less than a minute left', 'Time is up'],
    [
      'fr-FR',
      'Il reste 0 jour, 1 heure et 2 minutes',
      'Il reste moins d’une minute',
      'Le temps est écoulé',
    ],
    [
      'de-DE',
      'Noch 0 Tage, 1 Stunde und 2 Minuten',
      'Noch weniger als eine Minute',
      'Die Zeit ist abgelaufen',
    ],
    [
      'es-ES',
      'Tiempo restante: 0 días, 1 hora y 2 minutos',
      'Queda menos de un minuto',
      'Se acabó el tiempo',
    ],
  ])('announces the time left in %s', (locale, running, lastMinute, over) => {
    const strings = stringsIn(locale);
    const announce = (days: number, hours: number, minutes: number, seconds: number) =>
      countdownAnnouncement({ days, hours, minutes, seconds }, strings);
    expect(announce(0, 1, 2, 30)).toBe(running);
    expect(announce(0, 0, 0, 30)).toBe(lastMinute);
    expect(announce(0, 0, 0, 0)).toBe(over);
  });

  it('uses the closest language, and English for a locale it has no texts for', () => {
    expect(stringsIn('fr-CA').format('timeIsUp')).toBe('Le temps est écoulé');
    expect(stringsIn('de').format('timeIsUp')).toBe('Die Zeit ist abgelaufen');
    expect(stringsIn('ja-JP').format('timeIsUp')).toBe('Time is up');
  });

  it('announces in English when no formatter is given', () => {
    expect(countdownAnnouncement({ days: 1, hours: 0, minutes: 1, seconds: 0 })).toBe(
      '1 day, 0 hours, 1 minute left',
    );
  });

  it("renders unit names, the timer name and the announcement in the provider's locale", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 2, 11, 9, 30, 15));
    render(
      <I18nProvider locale="fr-FR">
        <Countdown target={new Date(2026, 2, 12, 10, 31, 15)} />
      </I18nProvider>,
    );
    const timer = screen.getByRole('timer', { name: 'Temps restant' });
    expect(Array.from(timer.children).map((unit) => unit.textContent)).toEqual([
      '01Jours',
      '01Heures',
      '01Minutes',
      '00Secondes',
    ]);
    expect(screen.getByText('Il reste 1 jour, 1 heure et 1 minute')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });
});
