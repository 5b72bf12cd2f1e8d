/**
 * react-aria's locale context, re-exported so a host sets one locale for react-aria's own strings
 * (calendars, number fields, toasts) and the kit's (each component's intl/ folder) without
 * importing react-aria-components itself. Wrap a widget in `<I18nProvider locale="fr-FR">`.
 */
export { I18nProvider, useLocale } from 'react-aria-components';
export type { I18nProviderProps, Locale } from 'react-aria-components';
