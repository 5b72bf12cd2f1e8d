export { Card } from './Card';
export type { CardElement, CardPadding, CardProps } from './Card';
