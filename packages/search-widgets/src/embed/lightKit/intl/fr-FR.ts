import type enUS from './en-US';
import { aroundFieldLabel } from './messageTypes';

export default {
  startDate: 'Date de début',
  endDate: 'Date de fin',
  decrease: aroundFieldLabel((fieldLabel) => `Diminuer ${fieldLabel}`),
  increase: aroundFieldLabel((fieldLabel) => `Augmenter ${fieldLabel}`),
  close: 'Fermer',
  notifications: 'Notifications',
} satisfies typeof enUS;
