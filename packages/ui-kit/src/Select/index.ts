export { Select, SelectItem, SelectSection } from './Select';
export type { SelectItemProps, SelectProps, SelectSectionProps } from './Select';
export type { SelectOption } from './selectOptions';
