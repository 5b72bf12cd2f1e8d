import type enUS from './en-US';
import { aroundFieldLabel } from './messageTypes';

export default {
  startDate: 'Fecha de inicio',
  endDate: 'Fecha final',
  decrease: aroundFieldLabel((fieldLabel) => `Reducir ${fieldLabel}`),
  increase: aroundFieldLabel((fieldLabel) => `Aumentar ${fieldLabel}`),
  close: 'Cerrar',
  notifications: 'Notificaciones',
} satisfies typeof enUS;
