import type enUS from './en-US';
import { aroundFieldLabel } from './messageTypes';

export default {
  startDate: 'Startdatum',
  endDate: 'Enddatum',
  decrease: aroundFieldLabel((fieldLabel) => `${fieldLabel} verringern`),
  increase: aroundFieldLabel((fieldLabel) => `${fieldLabel} erhöhen`),
  close: 'Schließen',
  notifications: 'Benachrichtigungen',
} satisfies typeof enUS;
