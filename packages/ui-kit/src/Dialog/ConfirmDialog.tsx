import { useId, type ReactNode } from 'react';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button';
import { cx } from '../internal/cx';
import type { DialogOpenStateProps } from './Dialog';
import { checkDialogTitle, resolveActionLabel } from './dialogProps';
import styles from './Dialog.module.css';
import { dialogMessages } from './intl';

export interface ConfirmDialogProps extends DialogOpenStateProps {
  /** The question, e.g. "Sign out?"; also the accessible name. */
  title: string;
  /** What happens if the user confirms. */
  description?: ReactNode;
  /** Text of the confirming button, e.g. "Sign Out" ("Confirm" in the locale if left empty). */
  confirmLabel: string;
  /** Text of the cancelling button; "Cancel" in the locale by default. */
  cancelLabel?: string;
  /** Called once when the user confirms; the dialog then closes. */
  onConfirm: () => void;
  /** `danger` for destructive actions. */
  tone?: 'primary' | 'danger';
}

/**
 * An alert dialog (role alertdialog) that asks for confirmation. Outside clicks do not dismiss it;
 * Escape and Cancel do. Focus starts on Cancel, the least destructive choice.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  tone = 'primary',
  isOpen,
  defaultOpen,
  onOpenChange,
}: ConfirmDialogProps) {
  const descriptionId = useId();
  // Our id, not react-aria's slot id, which a shadow root hides from its getElementById check.
  const titleId = useId();
  const strings = useLocalizedStringFormatter(dialogMessages);
  checkDialogTitle(title, 'ConfirmDialog');
  const confirmText = resolveActionLabel(confirmLabel, strings.format('confirm'), 'Confirm');
  const cancelText = resolveActionLabel(cancelLabel, strings.format('cancel'), 'Cancel');
  return (
    <ModalOverlay
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={false}
      className={styles.overlay}
    >
      <Modal className={cx(styles.modal, styles.sm)}>
        <AriaDialog
          role="alertdialog"
          className={styles.dialog}
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
        >
          {({ close }) => (
            <>
              <Heading id={titleId} level={2} className={styles.title}>
                {title}
              </Heading>
              {description ? (
                <p id={descriptionId} className={styles.description}>
                  {description}
                </p>
              ) : null}
              <div className={styles.actions}>
                {/* The WAI-ARIA alert dialog pattern starts on the least destructive action. */}
                {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
                <Button variant="ghost" onPress={close} autoFocus>
                  {cancelText}
                </Button>
                <Button
                  variant={tone}
                  onPress={() => {
                    onConfirm();
                    close();
                  }}
                >
                  {confirmText}
                </Button>
              </div>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
