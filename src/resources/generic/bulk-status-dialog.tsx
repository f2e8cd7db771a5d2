import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { textFromData, useTranslation } from '../../i18n/use-translation.ts';
import type { ResourceBlueprint } from '../../../domain/resources/declaration.ts';
import { AppModal } from '../../components/shell/app-modal.tsx';
import { valueLabelKey } from './declaration-view.ts';

export interface BulkStatusDialogProps {
  declaration: ResourceBlueprint;
  open: boolean;
  /** How many rows are selected. */
  count: number;
  onClose: () => void;
  onApply: (status: string) => Promise<void>;
}

/** Chooses the status the selected rows move to; each row moves only if the resource's workflow allows it. */
export function BulkStatusDialog({ declaration, open, count, onClose, onApply }: BulkStatusDialogProps) {
  const { t } = useTranslation();
  const field = declaration.fields.find((candidate) => candidate.name === declaration.bulkStatus);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  if (!field) return null;
  const label = (value: string) => textFromData(t, valueLabelKey(declaration, field.name, value));
  const apply = async () => {
    setBusy(true);
    try {
      await onApply(status);
      setStatus('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <AppModal
      open={open}
      onClose={onClose}
      title={t('lists.bulk.statusTitle')}
      size="sm"
      disabled={busy}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t('lists.bulk.cancel')}
          </Button>
          <Button variant="contained" disabled={status === '' || busy} onClick={() => void apply()}>
            {t('lists.bulk.apply')}
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        <TextField
          select
          label={t('lists.bulk.statusLabel')}
          value={status}
          fullWidth
          onChange={(event) => {
            setStatus(event.target.value);
          }}
        >
          {(field.options ?? []).map((option) => (
            <MenuItem key={option} value={option}>
              {label(option)}
            </MenuItem>
          ))}
        </TextField>
        {status !== '' && <Typography>{t('lists.bulk.statusText', { count, status: label(status) })}</Typography>}
      </Stack>
    </AppModal>
  );
}
