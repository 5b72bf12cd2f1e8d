export { TRUST_BLOCK_REVIEW_COUNT, TrustBlock } from './TrustBlock';
export type { TrustBlockProps } from './TrustBlock';
