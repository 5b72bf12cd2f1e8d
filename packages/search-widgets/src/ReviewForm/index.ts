export { ReviewForm } from './ReviewForm';
export type { ReviewFormProps } from './ReviewForm';
export { ReviewSubmitError } from './reviewSubmitError';
