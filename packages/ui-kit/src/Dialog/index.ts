export { DialogTrigger } from 'react-aria-components';
export { Dialog } from './Dialog';
export type { DialogOpenStateProps, DialogProps } from './Dialog';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export type { DialogSize } from './dialogProps';
