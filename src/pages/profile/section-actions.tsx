import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { SectionOutcome } from './use-section-save.ts';

interface SectionActionsProps {
  submitting: boolean;
  outcome: SectionOutcome | null;
  label?: string;
  disabled?: boolean;
  children?: ReactNode;
}

/** The save button of a section and what became of the last save, announced to screen readers. */
export function SectionActions({ submitting, outcome, label, disabled = false, children }: SectionActionsProps) {
  const { t } = useTranslation();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mt: 3, alignItems: { xs: 'stretch', sm: 'center' } }}
    >
      <Button type="submit" variant="contained" disabled={submitting || disabled} loading={submitting}>
        {label ?? t('buttons.save')}
      </Button>
      {children}
      {outcome && (
        <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
          {outcome.text}
        </Alert>
      )}
    </Stack>
  );
}
