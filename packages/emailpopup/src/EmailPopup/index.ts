export { EMAIL_POPUP_TEXTS, EmailPopup, EmailPopupPanel } from './EmailPopup';
export type {
  EmailPopupLayout,
  EmailPopupPanelProps,
  EmailPopupPhase,
  EmailPopupProps,
  EmailPopupTexts,
} from './EmailPopup';
export { browserPopupStorage } from './popupStorage';
export type { KeyValueStore, PopupStorage } from './popupStorage';
