export { TextArea } from './TextArea';
export type { TextAreaProps } from './TextArea';
export { TEXT_AREA_MIN_HEIGHT } from './textAreaHeight';
