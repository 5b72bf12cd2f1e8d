/**
 * Built-in texts of the components, per locale. Each component folder keeps an `intl/` folder with
 * one module per locale (en-US, fr-FR, de-DE, es-ES), as react-aria ships its own strings, and
 * formats them with react-aria's `useLocalizedStringFormatter`: the locale set by react-aria's
 * `I18nProvider` (or the browser's) then drives react-aria's strings and ours alike.
 */

/** Variables of a message, as react-aria's `LocalizedStringFormatter.format` passes them. */
export type MessageVariables = Record<string, string | number | boolean> | undefined;

/**
 * One message: plain text, or a function of its variables. That is the shape react-aria compiles
 * its ICU messages to, so its formatter runs ours unchanged.
 */
export type Message = string | ((variables: MessageVariables) => string);

/**
 * A component's messages by locale. `en-US` is required: react-aria's dictionary falls back to it
 * for a locale with no file of its own after trying the same language (fr-CA gets fr-FR).
 */
export type LocalizedMessages<K extends string> = { 'en-US': Record<K, Message> } & Record<
  string,
  Record<K, Message>
>;

/** What formats a component's messages: react-aria's formatter, or `formatterFor` outside React. */
export interface MessageFormatter<K extends string> {
  format(key: K, variables?: MessageVariables): string;
}

/** Formats one locale's messages directly, for pure helpers that have no React context. */
export function formatterFor<K extends string>(messages: Record<K, Message>): MessageFormatter<K> {
  return {
    format: (key, variables) => {
      const message = messages[key];
      return typeof message === 'function' ? message(variables) : message;
    },
  };
}

/** ICU's `{name}` arguments: each placeholder in `template` replaced by its variable. */
export function fill(template: string, variables: MessageVariables): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    variables && name in variables ? String(variables[name]) : placeholder,
  );
}

/** The forms of a plural message; `other` is required, as in ICU. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const pluralRulesByLanguage = new Map<string, Intl.PluralRules>();
const numberFormatByLanguage = new Map<string, Intl.NumberFormat>();

function cached<T>(cache: Map<string, T>, language: string, create: () => T): T {
  let value = cache.get(language);
  if (value === undefined) {
    value = create();
    cache.set(language, value);
  }
  return value;
}

/**
 * ICU's `{count, plural, one {# day} other {# days}}`: `Intl.PluralRules` of `language` picks the
 * form for `variables.count` (French counts 0 as `one`, English does not), and `#` becomes the
 * count formatted for the language.
 */
export function plural(language: string, variables: MessageVariables, forms: PluralForms): string {
  const count = Number(variables?.count);
  const rules = cached(pluralRulesByLanguage, language, () => new Intl.PluralRules(language));
  const numbers = cached(numberFormatByLanguage, language, () => new Intl.NumberFormat(language));
  const form = forms[rules.select(count)] ?? forms.other;
  return form.replaceAll('#', numbers.format(count));
}
