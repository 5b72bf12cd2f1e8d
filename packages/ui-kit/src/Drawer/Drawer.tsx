import { useId, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { DialogOpenStateProps } from '../Dialog';
import { checkDialogTitle } from '../Dialog/dialogProps';
import { CloseButton } from '../internal/CloseButton';
import { cx } from '../internal/cx';
import { oneOf } from '../internal/oneOf';
import { SHEET_CLOSE_ANIMATION_MS } from './sheetSwipe';
import { useSheetSwipe } from './useSheetSwipe';
import styles from './Drawer.module.css';
import { drawerMessages } from './intl';

export type DrawerPlacement = 'left' | 'right' | 'bottom';

const PLACEMENTS: readonly DrawerPlacement[] = ['left', 'right', 'bottom'];

export interface DrawerProps extends DialogOpenStateProps {
  /** Heading of the panel, also its accessible name. */
  title: string;
  /** Content; a function receives `close` for buttons that should close the drawer. */
  children?: ReactNode | ((close: () => void) => ReactNode);
  /**
   * `left`/`right`: a full-height side drawer. `bottom`: the mobile bottom sheet, which a swipe
   * down of more than 80 px on its header closes with a 200 ms animation.
   */
  placement?: DrawerPlacement;
  /** Close when the user clicks or taps the backdrop. Escape always closes. */
  isDismissable?: boolean;
  /** Accessible name of the × button; "Close" in the locale by default. */
  closeLabel?: string;
  className?: string;
}

/**
 * A side drawer or mobile bottom sheet on react-aria's Modal: focus is trapped and restored,
 * Escape and the × button close it. Motion is dropped under prefers-reduced-motion.
 */
export function Drawer({
  title,
  children,
  placement,
  isDismissable = true,
  closeLabel,
  className,
  isOpen,
  defaultOpen,
  onOpenChange,
}: DrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  // Our id, not react-aria's slot id, which a shadow root hides from its getElementById check.
  const titleId = useId();
  const strings = useLocalizedStringFormatter(drawerMessages);
  const closeText = closeLabel ?? strings.format('close');
  const side = oneOf('Drawer', 'placement', placement ?? 'right', PLACEMENTS, 'right');
  checkDialogTitle(title, 'Drawer');
  // Set on the overlay so the backdrop fade and the panel's slide share the one duration.
  const timing = { '--vy-sheet-close-duration': `${SHEET_CLOSE_ANIMATION_MS}ms` } as CSSProperties;
  return (
    <ModalOverlay
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      className={styles.overlay}
      style={timing}
    >
      <Modal ref={panelRef} className={cx(styles.panel, styles[side], className)}>
        <AriaDialog className={styles.dialog} aria-labelledby={titleId}>
          {({ close }) => (
            <>
              {side === 'bottom' ? (
                <SheetDragArea panelRef={panelRef} onSwipeClose={close}>
                  <DrawerHeader titleId={titleId} title={title} closeLabel={closeText} />
                </SheetDragArea>
              ) : (
                <DrawerHeader titleId={titleId} title={title} closeLabel={closeText} />
              )}
              <div className={styles.body}>
                {typeof children === 'function' ? children(close) : children}
              </div>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

interface DrawerHeaderProps {
  titleId: string;
  title: string;
  closeLabel: string;
}

function DrawerHeader({ titleId, title, closeLabel }: DrawerHeaderProps) {
  return (
    <div className={styles.header}>
      <Heading id={titleId} level={2} className={styles.title}>
        {title}
      </Heading>
      <CloseButton label={closeLabel} />
    </div>
  );
}

interface SheetDragAreaProps {
  panelRef: RefObject<HTMLDivElement | null>;
  onSwipeClose: () => void;
  children: ReactNode;
}

/** The grab handle and header of the bottom sheet; dragging it down moves the sheet. */
function SheetDragArea({ panelRef, onSwipeClose, children }: SheetDragAreaProps) {
  const swipeHandlers = useSheetSwipe(panelRef, onSwipeClose);
  return (
    <div className={styles.dragArea} {...swipeHandlers}>
      <div className={styles.handle} aria-hidden="true" />
      {children}
    </div>
  );
}
