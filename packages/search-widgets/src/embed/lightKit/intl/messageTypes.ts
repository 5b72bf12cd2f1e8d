/** Variables of a message, as react-aria's `LocalizedStringFormatter.format` passes them. */
type MessageVariables = Record<string, string | number | boolean> | undefined;

/** A stepper's name around the field's label (`fieldLabel`), word order per language. */
export type FieldLabelMessage = (variables: MessageVariables) => string;

export function aroundFieldLabel(name: (fieldLabel: string) => string): FieldLabelMessage {
  return (variables) => name(String(variables?.fieldLabel ?? ''));
}
