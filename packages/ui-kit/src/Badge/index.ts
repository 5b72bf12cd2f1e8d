export { Badge, BADGE_VARIANTS } from './Badge';
export type { BadgeProps, BadgeVariant } from './Badge';
