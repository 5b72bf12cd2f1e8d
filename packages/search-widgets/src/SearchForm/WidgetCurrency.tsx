import { useLocale } from '@voyagent/ui-kit/I18n';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

// US dollars where nothing chose a currency, as an embed without `data-currency` has.
const CurrencyContext = createContext('USD');

/**
 * The currency (ISO 4217) of the prices the widgets under it show: an embed's `data-currency`.
 * The forms show no price today; a widget that does formats it with `usePriceFormat`.
 */
export function CurrencyProvider({
  currency,
  children,
}: {
  currency: string;
  children: ReactNode;
}) {
  return <CurrencyContext.Provider value={currency}>{children}</CurrencyContext.Provider>;
}

/** Prices in the widget's currency, written for the locale of react-aria's I18nProvider. */
export function usePriceFormat(): Intl.NumberFormat {
  const currency = useContext(CurrencyContext);
  const { locale } = useLocale();
  return useMemo(
    () => new Intl.NumberFormat(locale, { style: 'currency', currency }),
    [locale, currency],
  );
}
