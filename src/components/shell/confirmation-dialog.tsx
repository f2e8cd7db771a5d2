import { useTranslation } from '../../i18n/use-translation.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogContentText from '@mui/material/DialogContentText';
import { CONFIRMATION_DEFAULTS, ICON_SIZES } from '../../../domain/rules/constants.ts';
import { AppModal } from './app-modal.tsx';
import type { ConfirmOptions } from './confirmation-context.ts';
import { sanitizeMarkup } from './sanitize-markup.ts';

export interface ConfirmationDialogProps {
  open: boolean;
  options: ConfirmOptions;
  /** The large spinner replaces the body and the footer is hidden. */
  loading: boolean;
  /** An `onConfirm` action is running: close requests are ignored. */
  busy: boolean;
  onYes: () => void;
  onNo: () => void;
  onExited: () => void;
}

/** The global confirmation's view (spec section 2) over AppModal. */
export function ConfirmationDialog({ open, options, loading, busy, onYes, onNo, onExited }: ConfirmationDialogProps) {
  const { t } = useTranslation();
  const yesText = options.yesText ?? t('shell-ui.confirmation.yes', { defaultValue: CONFIRMATION_DEFAULTS.yesText });
  const noText = options.noText ?? t('shell-ui.confirmation.no', { defaultValue: CONFIRMATION_DEFAULTS.noText });
  return (
    <AppModal
      open={open}
      onClose={onNo}
      onExited={onExited}
      disabled={busy}
      title={options.title}
      subtitle={options.subtitle}
      size={options.size ?? CONFIRMATION_DEFAULTS.size}
      className={options.panelClasses}
      actions={
        loading ? undefined : (
          <>
            {options.actions}
            <Button onClick={onNo} autoFocus={options.destructive === true}>
              {noText}
            </Button>
            <Button
              variant="contained"
              color={options.destructive === true ? 'error' : 'primary'}
              onClick={onYes}
              autoFocus={options.destructive !== true}
            >
              {yesText}
            </Button>
          </>
        )
      }
    >
      {loading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress size={ICON_SIZES.xxl} aria-label={t('shell-ui.confirmation.loading')} />
        </Box>
      ) : (
        <>
          {options.text !== undefined && <DialogContentText>{options.text}</DialogContentText>}
          {options.description !== undefined && (
            <Box data-testid="confirmation-description" sx={{ mt: options.text === undefined ? 0 : 1.5 }}>
              {sanitizeMarkup(options.description)}
            </Box>
          )}
        </>
      )}
    </AppModal>
  );
}
