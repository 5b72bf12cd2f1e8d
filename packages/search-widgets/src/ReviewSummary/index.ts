export { ReviewSummary } from './ReviewSummary';
export type { ReviewSummaryProps } from './ReviewSummary';
