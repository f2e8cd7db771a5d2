import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { DIALOG, dialogWidthPx, type DialogSize } from '../../../domain/rules/constants.ts';
import { useModalStack } from './modal-stack.ts';
import { useAttemptedCloseFlash } from './use-attempted-close-flash.ts';
import { useIsMobile } from './use-is-mobile.ts';

/** The modal's life cycle (spec section 4), exposed as `data-state` on the dialog panel. */
export type ModalState = 'closed' | 'opening' | 'open' | 'closing';
export type ModalCloseReason = 'escapeKeyDown' | 'backdropClick' | 'closeButton';

export interface AppModalProps {
  open: boolean;
  /**
   * A close request the modal accepted: never while disabled or transitioning, never by Escape or outside click when
   * persistent.
   */
  onClose?: (reason: ModalCloseReason) => void;
  /** Called once the closing transition has finished. */
  onExited?: () => void;
  title?: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
  /** The footer; nothing is rendered when absent. */
  actions?: ReactNode;
  /** sm 384, md 652, lg 896 px, or a number of pixels. */
  size?: DialogSize;
  /** Ignores outside clicks and Escape, flashing an attempted-closing state for 100 ms instead. */
  persistent?: boolean;
  /** Ignores every close request, the close button included. */
  disabled?: boolean;
  /** Fullscreen below the 768 px breakpoint. */
  fullscreenOnMobile?: boolean;
  /** Hides the close control in the title bar (shown by default when `onClose` is given). */
  hideCloseButton?: boolean;
  /** Extra classes on the dialog panel. */
  className?: string;
  'aria-describedby'?: string;
}

/**
 * The app's modal over MUI Dialog (focus trap, Escape, scroll lock with scrollbar padding restored by the last modal),
 * adding the 200 ms state machine, persistent and disabled modes, sizes, mobile fullscreen and stacking.
 */
export function AppModal({
  open,
  onClose,
  onExited,
  title,
  subtitle,
  children,
  actions,
  size = 'md',
  persistent = false,
  disabled = false,
  fullscreenOnMobile = false,
  hideCloseButton = false,
  className,
  'aria-describedby': describedBy,
}: AppModalProps) {
  const { t } = useTranslation();
  const id = useId();
  const titleId = `${id}-title`;
  const [state, setState] = useState<ModalState>('closed');
  const [attemptedClose, flashAttemptedClose] = useAttemptedCloseFlash();
  const topmost = useModalStack(id, open);
  const isMobile = useIsMobile();
  const fullScreen = fullscreenOnMobile && isMobile;

  const requestClose = (reason: ModalCloseReason) => {
    if (disabled || state !== 'open') return;
    if (persistent && reason !== 'closeButton') {
      flashAttemptedClose();
      return;
    }
    onClose?.(reason);
  };

  const panelAttributes = {
    'data-state': state,
    'data-topmost': String(topmost),
    'data-fullscreen': String(fullScreen),
    'data-attempted-close': attemptedClose ? 'true' : undefined,
  };

  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        requestClose(reason);
      }}
      maxWidth={false}
      fullScreen={fullScreen}
      transitionDuration={DIALOG.transitionMs}
      aria-labelledby={title === undefined ? undefined : titleId}
      aria-describedby={describedBy}
      slotProps={{
        transition: {
          onEnter: () => {
            setState('opening');
          },
          onEntered: () => {
            setState('open');
          },
          onExit: () => {
            setState('closing');
          },
          onExited: () => {
            setState('closed');
            onExited?.();
          },
        },
        backdrop: { sx: topmost ? {} : { backgroundColor: 'transparent' } },
        paper: {
          ...panelAttributes,
          className,
          sx: {
            ...(fullScreen ? {} : { width: dialogWidthPx(size), maxWidth: 'calc(100% - 32px)' }),
            transition: `transform ${DIALOG.persistentFlashMs}ms ease-out`,
            transform: attemptedClose ? 'scale(1.02)' : 'none',
          },
        },
      }}
    >
      {(title !== undefined || (onClose && !hideCloseButton)) && (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, pr: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {title !== undefined && <DialogTitle id={titleId}>{title}</DialogTitle>}
            {subtitle !== undefined && (
              <Typography variant="body2" color="text.secondary" sx={{ px: 3, mt: -1.5, mb: 1 }}>
                {subtitle}
              </Typography>
            )}
          </Box>
          {onClose && !hideCloseButton && (
            <IconButton
              aria-label={t('shell-ui.modal.close')}
              disabled={disabled}
              sx={{ mt: 1.5 }}
              onClick={() => {
                requestClose('closeButton');
              }}
            >
              <CloseIcon />
            </IconButton>
          )}
        </Box>
      )}
      <DialogContent>{children}</DialogContent>
      {actions !== undefined && <DialogActions>{actions}</DialogActions>}
    </Dialog>
  );
}
