export { AppModal, type AppModalProps, type ModalCloseReason, type ModalState } from './app-modal.tsx';
export { AsyncButton, type AsyncButtonProps } from './async-button.tsx';
export { useConfirm, useConfirmation, type ConfirmationControls, type ConfirmOptions } from './confirmation-context.ts';
export { ConfirmationProvider } from './confirmation-provider.tsx';
export { NotificationStackProvider, useNotificationStack } from './notification-stack.tsx';
export { ListPagination, pageCount, type ListPaginationProps } from './list-pagination.tsx';
export { sanitizeMarkup, safeHref } from './sanitize-markup.ts';
export { MOBILE_MEDIA_QUERY, useIsMobile } from './use-is-mobile.ts';
