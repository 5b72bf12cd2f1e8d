import { useId, type ReactNode } from 'react';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { CloseButton } from '../internal/CloseButton';
import { cx } from '../internal/cx';
import { checkDialogTitle, resolveDialogSize, type DialogSize } from './dialogProps';
import styles from './Dialog.module.css';
import { dialogMessages } from './intl';

/** Open state: pass `isOpen`/`onOpenChange`, or place the dialog inside a `DialogTrigger`. */
export interface DialogOpenStateProps {
  /** Controlled open state. Leave unset inside a `DialogTrigger`, which then owns the state. */
  isOpen?: boolean;
  /** Open state when uncontrolled and outside a `DialogTrigger`. */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (Escape, close button, outside click). */
  onOpenChange?: (isOpen: boolean) => void;
}

export interface DialogProps extends DialogOpenStateProps {
  /** Heading of the dialog, also its accessible name. */
  title: string;
  /** Optional short text under the title, announced as the dialog's description. */
  description?: ReactNode;
  /** Content; a function receives `close` for buttons that should close the dialog. */
  children?: ReactNode | ((close: () => void) => ReactNode);
  /** Maximum width: sm 400 px, md 560 px, lg 800 px; always fits a mobile screen. */
  size?: DialogSize;
  /** Close when the user clicks or taps outside the dialog. Escape always closes. */
  isDismissable?: boolean;
  /** Accessible name of the × button; "Close" in the locale by default. */
  closeLabel?: string;
  className?: string;
}

/**
 * A modal dialog: focus moves in, stays trapped while open and returns to the trigger on close;
 * Escape and the × button close it, and outside clicks too unless `isDismissable` is false.
 */
export function Dialog({
  title,
  description,
  children,
  size,
  isDismissable = true,
  closeLabel,
  className,
  isOpen,
  defaultOpen,
  onOpenChange,
}: DialogProps) {
  const descriptionId = useId();
  // Our id, not react-aria's slot id, which a shadow root hides from its getElementById check.
  const titleId = useId();
  const strings = useLocalizedStringFormatter(dialogMessages);
  checkDialogTitle(title, 'Dialog');
  const resolvedSize = resolveDialogSize(size);
  return (
    <ModalOverlay
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      className={styles.overlay}
    >
      <Modal className={cx(styles.modal, styles[resolvedSize], className)}>
        <AriaDialog
          className={styles.dialog}
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
        >
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading id={titleId} level={2} className={styles.title}>
                  {title}
                </Heading>
                <CloseButton label={closeLabel ?? strings.format('close')} />
              </div>
              {description ? (
                <p id={descriptionId} className={styles.description}>
                  {description}
                </p>
              ) : null}
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
