export { BackToTop } from './BackToTop';
export type { BackToTopProps } from './BackToTop';
export {
  BACK_TO_TOP_SCROLL_THRESHOLD_PX,
  scrollBehaviorFor,
  shouldShowBackToTop,
} from './backToTopRules';
