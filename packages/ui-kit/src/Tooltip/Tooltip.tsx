import {
  autoUpdate,
  flip,
  FloatingDelayGroup,
  FloatingPortal,
  offset,
  shift,
  useDelayGroup,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
} from '@floating-ui/react';
import {
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useState,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { useOverlayContainer } from '../internal/overlayContainer';
import { warnInDevelopment } from '../internal/warnInDevelopment';
import { TOOLTIP_DELAY, TOOLTIP_SKIP_DELAY_MS } from './tooltipTiming';
import styles from './Tooltip.module.css';

/*
 * Built on @floating-ui/react rather than react-aria's TooltipTrigger: react-aria takes an open
 * delay but its warm-up window after a tooltip closes is fixed at 500 ms or more, so it cannot
 * express the spec's 300 ms skip delay. FloatingDelayGroup takes both (delay.open 700, timeoutMs
 * 300), and floating-ui also does the positioning.
 */

const InTooltipGroup = createContext(false);

export interface TooltipGroupProps {
  children: ReactNode;
}

/**
 * Shares the skip delay between the tooltips inside it: after one closes, moving to another
 * trigger within 300 ms opens the next at once. Wrap the app (or a toolbar) once.
 */
export function TooltipGroup({ children }: TooltipGroupProps) {
  return (
    <InTooltipGroup.Provider value>
      <FloatingDelayGroup delay={TOOLTIP_DELAY} timeoutMs={TOOLTIP_SKIP_DELAY_MS}>
        {children}
      </FloatingDelayGroup>
    </InTooltipGroup.Provider>
  );
}

export type TooltipPlacement = 'top' | 'bottom' | 'left' | 'right';

export interface TooltipProps {
  /** The short text to show, e.g. "Share this trip". */
  content: ReactNode;
  /**
   * The trigger: a single focusable element that accepts a ref and DOM event props, such as a
   * `<button>` or the kit's `Button`. It gets `aria-describedby` pointing at the tooltip.
   */
  children: ReactElement;
  /** Preferred side; it flips when there is no room. */
  placement?: TooltipPlacement;
}

type TriggerProps = Record<string, unknown> & { ref?: Ref<Element> };

function isEmptyContent(content: ReactNode): boolean {
  return content === null || content === undefined || content === false || content === '';
}

/**
 * A tooltip for its trigger: opens after 700 ms of hover (at once inside a `TooltipGroup` when
 * another just closed), at once on keyboard focus, and closes on Escape, blur or pointer leave.
 */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const [isOpen, setIsOpen] = useState(false);
  // Elements in state (floating-ui's `elements` option) rather than its `refs` object: the state
  // setters are plain callback refs, and a re-render follows once each element is known.
  const [triggerElement, setTriggerElement] = useState<Element | null>(null);
  const [tooltipElement, setTooltipElement] = useState<HTMLElement | null>(null);
  const isInGroup = useContext(InTooltipGroup);
  // Inside a shadow root the tooltip portals into ShadowRootProvider's container, not the body.
  const portalRoot = useOverlayContainer()?.container;
  const { floatingStyles, context } = useFloating({
    open: isOpen,
    onOpenChange: setIsOpen,
    elements: { reference: triggerElement, floating: tooltipElement },
    placement,
    middleware: [offset(8), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const group = useDelayGroup(context, { enabled: isInGroup });
  const hover = useHover(context, { delay: isInGroup ? group.delay : TOOLTIP_DELAY, move: false });
  const focus = useFocus(context);
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'tooltip' });
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, focus, dismiss, role]);

  const trigger = isValidElement<TriggerProps>(children) ? children : null;
  const triggerRef = useMergeRefs([setTriggerElement, trigger?.props.ref]);

  if (!trigger) {
    warnInDevelopment(
      'Tooltip needs a single element as its trigger; showing it without a tooltip.',
    );
    return <>{children}</>;
  }
  if (isEmptyContent(content)) {
    warnInDevelopment('Tooltip content is empty; showing the trigger without a tooltip.');
    return trigger;
  }

  return (
    <>
      {cloneElement(trigger, getReferenceProps({ ...trigger.props, ref: triggerRef }))}
      {isOpen ? (
        <FloatingPortal root={portalRoot}>
          <div
            ref={setTooltipElement}
            style={floatingStyles}
            className={styles.tooltip}
            {...getFloatingProps()}
          >
            {content}
          </div>
        </FloatingPortal>
      ) : null}
    </>
  );
}
