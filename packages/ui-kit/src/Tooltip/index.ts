export { Tooltip, TooltipGroup } from './Tooltip';
export type { TooltipGroupProps, TooltipPlacement, TooltipProps } from './Tooltip';
export { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './tooltipTiming';
