import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotification, type BaseRecord } from '@refinedev/core';
import { useTranslation } from '../../i18n/use-translation.ts';
import { opportunitiesApi } from '../../../domain/api/opportunities.ts';
import { isOpportunityStatus } from '../../../domain/opportunities/statuses.ts';
import { opportunityPolicy } from '../../../domain/policies/opportunities.ts';
import {
  allowedTransitions,
  NOTE_MAX_LENGTH,
  NOTE_REQUIRED,
  type OpportunityTransition,
} from '../../../domain/opportunities/transitions.ts';
import { AsyncButton } from '../../components/shell/async-button.tsx';
import { useConfirm } from '../../components/shell/confirmation-context.ts';
import { useApiMutation } from '../../hooks/use-api.ts';
import { usePermission } from '../../hooks/use-permission.ts';
import { userMessageOf } from '../../providers/api-errors.ts';
import { useCurrentUser } from '../../providers/session-context.tsx';
import { OpportunityStatusChip } from './opportunity-status-chip.tsx';
import { SectionCard } from '../../components/section-card.tsx';

/**
 * The moves this user may make on the opportunity (domain/opportunities/transitions.ts), each behind a confirmation;
 * sending it back to draft needs a note. The server checks the same rules again.
 */
export function OpportunityTransitions({ record }: { record: BaseRecord }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const evaluates = usePermission(opportunityPolicy.evaluatesOpportunities);
  const confirm = useConfirm();
  const { open: notify } = useNotification();
  const id = String(record.id);
  const change = useApiMutation(opportunitiesApi.changeStatus);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const status = String(record.status);
  if (!isOpportunityStatus(status)) return null;
  const transitions = allowedTransitions(status, {
    isCreator: record.creatorId === user?.details.id,
    isBackOffice: evaluates,
  });
  const needsNote = transitions.some((transition) => transition.noteRequired);
  const title = String(record.title);

  const run = async (transition: OpportunityTransition) => {
    if (transition.noteRequired && note.trim() === '') {
      setNoteError(NOTE_REQUIRED);
      return;
    }
    setNoteError(null);
    const action = t(`opportunity.actions.to.${transition.to}`);
    const statusLabel = t(`opportunity.values.status.${transition.to}`);
    await confirm({
      title: t('opportunity.actions.confirm.title', { action }),
      text:
        transition.to === 'Submitted'
          ? t('opportunity.actions.confirm.submitText', { title })
          : t('opportunity.actions.confirm.text', { title, status: statusLabel }),
      yesText: action,
      noText: t('opportunity.actions.confirm.cancel'),
      onConfirm: async () => {
        try {
          await change.mutateAsync({
            params: { id, status: transition.to },
            body: { note: note.trim() === '' ? null : note.trim() },
          });
        } catch (error) {
          notify?.({ type: 'error', message: t('opportunity.actions.failed'), description: userMessageOf(error) });
          throw error;
        }
        setNote('');
        notify?.({ type: 'success', message: t('opportunity.actions.done', { status: statusLabel }) });
      },
    });
  };

  return (
    <SectionCard title={t('opportunity.actions.title')}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography color="text.secondary">{t('opportunity.actions.current')}</Typography>
          <OpportunityStatusChip status={status} />
        </Stack>
        {transitions.length === 0 && <Typography color="text.secondary">{t('opportunity.actions.none')}</Typography>}
        {needsNote && (
          <TextField
            label={t('opportunity.actions.note')}
            value={note}
            multiline
            minRows={2}
            fullWidth
            onChange={(event) => {
              setNote(event.target.value);
            }}
            slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
            error={noteError !== null}
            helperText={noteError ?? t('opportunity.actions.noteRequiredHint')}
          />
        )}
        {transitions.length > 0 && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {transitions.map((transition) => (
              <AsyncButton
                key={transition.to}
                autoLoading
                onClick={() => run(transition)}
                variant={transition.to === 'Draft' || transition.to === 'Rejected' ? 'outlined' : 'contained'}
                color={transition.to === 'Rejected' ? 'error' : 'primary'}
              >
                {t(`opportunity.actions.to.${transition.to}`)}
              </AsyncButton>
            ))}
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
