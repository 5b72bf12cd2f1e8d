export { Combobox } from './Combobox';
export type { ComboboxProps } from './Combobox';
export type { ComboboxItemsState, FindItems, LoadItems } from './useComboboxItems';
export { useComboboxItems } from './useComboboxItems';
export { DEFAULT_DEBOUNCE_MS, DEFAULT_MIN_QUERY_LENGTH } from './comboboxOptions';
