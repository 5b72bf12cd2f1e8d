export { DEFAULT_REVIEW_PAGE_SIZE, ReviewList } from './ReviewList';
export type { ReviewListProps } from './ReviewList';
