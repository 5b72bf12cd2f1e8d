export { TextField } from './TextField';
export type { FieldSize, TextFieldProps, TextFieldType } from './TextField';
