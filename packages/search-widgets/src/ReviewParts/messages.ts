/**
 * The review widgets' texts per locale, in the shape react-aria's `useLocalizedStringFormatter`
 * runs (as @voyagent/ui-kit's components keep theirs): a message is text, or a function of its
 * variables, so the locale of react-aria's `I18nProvider` picks ours and react-aria's alike.
 */

/** Variables of a message, as react-aria's formatter passes them. */
export type MessageVariables = Record<string, string | number | boolean> | undefined;

export type Message = string | ((variables: MessageVariables) => string);

/** ICU's `{name}` arguments: each placeholder in `template` replaced by its variable. */
export function fill(template: string, variables: MessageVariables): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    variables && name in variables ? String(variables[name]) : placeholder,
  );
}

type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * ICU's `{count, plural, one {# review} other {# reviews}}`: the language's plural rules pick the
 * form, and `#` becomes the count formatted for the language (15,847 in English, 15 847 in French).
 */
export function plural(language: string, variables: MessageVariables, forms: PluralForms): string {
  const count = Number(variables?.count);
  const form = forms[new Intl.PluralRules(language).select(count)] ?? forms.other;
  return form.replaceAll('#', new Intl.NumberFormat(language).format(count));
}
