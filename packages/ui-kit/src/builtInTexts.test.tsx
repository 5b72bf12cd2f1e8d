import { CalendarDate } from '@internationalized/date';
import { act, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nProvider } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackToTop } from './BackToTop';
import { backToTopMessages } from './BackToTop/intl';
import { Banner } from './Banner';
import { bannerMessages } from './Banner/intl';
import { Breadcrumb } from './Breadcrumb';
import { breadcrumbMessages } from './Breadcrumb/intl';
import { comboboxMessages } from './Combobox/intl';
import { countdownMessages } from './Countdown/intl';
import { DateRangePicker } from './DatePicker';
import { datePickerMessages } from './DatePicker/intl';
import { ConfirmDialog, Dialog } from './Dialog';
import { dialogMessages } from './Dialog/intl';
import { Drawer } from './Drawer';
import { drawerMessages } from './Drawer/intl';
import { Link } from './Link';
import { linkMessages } from './Link/intl';
import { ThemeProvider, ThemeSwitch } from './Theme';
import { themeMessages } from './Theme/intl';
import { toast, Toaster } from './Toast';

const LOCALES = ['en-US', 'fr-FR', 'de-DE', 'es-ES'] as const;
type Locale = (typeof LOCALES)[number];

function renderIn(locale: string, ui: ReactElement) {
  return render(<I18nProvider locale={locale}>{ui}</I18nProvider>);
}

describe('message files', () => {
  it.each(
    Object.entries({
      backToTopMessages,
      bannerMessages,
      breadcrumbMessages,
      comboboxMessages,
      countdownMessages,
      datePickerMessages,
      dialogMessages,
      drawerMessages,
      linkMessages,
      themeMessages,
    }),
  )('%s has en, fr, de and es with the same keys', (_, messages) => {
    expect(Object.keys(messages).sort()).toEqual([...LOCALES].sort());
    const englishKeys = Object.keys(messages['en-US']).sort();
    for (const locale of LOCALES)
      expect(Object.keys(messages[locale] ?? {}).sort()).toEqual(englishKeys);
  });
});

describe('built-in texts follow the I18nProvider locale', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const texts: Record<
    Locale,
    {
      newTab: string;
      close: string;
      cancel: string;
      confirm: string;
      dismiss: string;
      breadcrumb: string;
      backToTop: string;
      theme: [string, string, string, string];
      endBeforeStart: string;
    }
  > = {
    'en-US': {
      newTab: '(opens in new tab)',
      close: 'Close',
      cancel: 'Cancel',
      confirm: 'Confirm',
      dismiss: 'Dismiss',
      breadcrumb: 'Breadcrumb',
      backToTop: 'Back to top',
      theme: ['Theme', 'Light', 'Dark', 'System'],
      endBeforeStart: 'The end date cannot be before the start date.',
    },
    'fr-FR': {
      newTab: '(s’ouvre dans un nouvel onglet)',
      close: 'Fermer',
      cancel: 'Annuler',
      confirm: 'Confirmer',
      dismiss: 'Masquer',
      breadcrumb: 'Fil d’Ariane',
      backToTop: 'Retour en haut',
      theme: ['Thème', 'Clair', 'Sombre', 'Système'],
      endBeforeStart: 'La date de fin ne peut pas précéder la date de début.',
    },
    'de-DE': {
      newTab: '(öffnet in neuem Tab)',
      close: 'Schließen',
      cancel: 'Abbrechen',
      confirm: 'Bestätigen',
      dismiss: 'Ausblenden',
      breadcrumb: 'Brotkrümelnavigation',
      backToTop: 'Nach oben',
      theme: ['Design', 'Hell', 'Dunkel', 'System'],
      endBeforeStart: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
    },
    'es-ES': {
      newTab: '(se abre en una pestaña nueva)',
      close: 'Cerrar',
      cancel: 'Cancelar',
      confirm: 'Confirmar',
      dismiss: 'Descartar',
      breadcrumb: 'Ruta de navegación',
      backToTop: 'Volver arriba',
      theme: ['Tema', 'Claro', 'Oscuro', 'Sistema'],
      endBeforeStart: 'La fecha de fin no puede ser anterior a la fecha de inicio.',
    },
  };

  describe.each(LOCALES)('%s', (locale) => {
    const expected = texts[locale];

    it('Link announces the new tab', () => {
      renderIn(
        locale,
        <Link href="https://example.com" isExternal>
          Reviews
        </Link>,
      );
      expect(screen.getByRole('link')).toHaveTextContent(`Reviews↗ ${expected.newTab}`);
    });

    // Within the dialog: react-aria adds hidden dismiss buttons of its own around it.
    it('Dialog names its close button', () => {
      renderIn(locale, <Dialog title="Visa" isOpen />);
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).getByRole('button', { name: expected.close })).toBeInTheDocument();
    });

    it('Drawer names its close button', () => {
      renderIn(locale, <Drawer title="Menu" isOpen />);
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).getByRole('button', { name: expected.close })).toBeInTheDocument();
    });

    it('ConfirmDialog names Cancel, and Confirm when the label is blank', () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      renderIn(
        locale,
        <ConfirmDialog title="?" confirmLabel=" " onConfirm={() => undefined} isOpen />,
      );
      expect(screen.getByRole('button', { name: expected.cancel })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: expected.confirm })).toBeInTheDocument();
    });

    it('Banner names its dismiss button', () => {
      renderIn(locale, <Banner title="Offline" onDismiss={() => undefined} />);
      expect(screen.getByRole('button', { name: expected.dismiss })).toBeInTheDocument();
    });

    it('Breadcrumb names its landmark', () => {
      renderIn(locale, <Breadcrumb items={[{ label: 'Home', href: '/' }, { label: 'Flights' }]} />);
      expect(screen.getByRole('navigation', { name: expected.breadcrumb })).toBeInTheDocument();
    });

    it('BackToTop names its button', () => {
      Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      renderIn(locale, <BackToTop />);
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
      expect(screen.getByRole('button', { name: expected.backToTop })).toBeInTheDocument();
    });

    it('ThemeSwitch names its group and options', () => {
      const [group, light, dark, system] = expected.theme;
      renderIn(
        locale,
        <ThemeProvider>
          <ThemeSwitch />
        </ThemeProvider>,
      );
      expect(screen.getByRole('radiogroup', { name: group })).toBeInTheDocument();
      expect(screen.getAllByRole('radio').map((radio) => radio.textContent)).toEqual([
        `☀${light}`,
        `☾${dark}`,
        `◐${system}`,
      ]);
    });

    it("Toaster's close button, named by react-aria's own strings, follows the same locale", () => {
      renderIn(locale, <Toaster />);
      act(() => {
        toast.info({ title: 'Saved' });
      });
      const shown = screen.getByRole('alertdialog', { name: 'Saved' });
      expect(within(shown).getByRole('button', { name: expected.close })).toBeInTheDocument();
      act(() => toast.dismissAll());
    });

    it('DateRangePicker explains a reversed range, also when given the locale as a prop', () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const reversed = { start: new CalendarDate(2030, 5, 10), end: new CalendarDate(2030, 5, 1) };
      render(<DateRangePicker label="Stay" locale={locale} value={reversed} />);
      expect(screen.getByText(expected.endBeforeStart)).toBeInTheDocument();
    });
  });
});
