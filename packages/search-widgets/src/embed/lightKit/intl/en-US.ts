import { aroundFieldLabel } from './messageTypes';

/** The embed stand-ins' own texts (react-aria's for its range picker, number field and toast). */
export default {
  startDate: 'Start date',
  endDate: 'End date',
  decrease: aroundFieldLabel((fieldLabel) => `Decrease ${fieldLabel}`),
  increase: aroundFieldLabel((fieldLabel) => `Increase ${fieldLabel}`),
  close: 'Close',
  notifications: 'Notifications',
};
