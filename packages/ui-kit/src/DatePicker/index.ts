export { DatePicker, DateRangePicker, MultiDatePicker } from './DatePicker';
export type {
  DatePickerProps,
  DateRange,
  DateRangePickerProps,
  MultiDatePickerProps,
} from './DatePicker';
export {
  captionLayoutFor,
  RANGE_END_BEFORE_START_MESSAGE,
  rangeProblem,
  type CaptionLayout,
} from './datePickerRules';
