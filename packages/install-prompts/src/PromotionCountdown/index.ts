export { PromotionCountdown } from './PromotionCountdown';
export type { PromotionCountdownProps } from './PromotionCountdown';
