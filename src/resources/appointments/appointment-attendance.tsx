import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNotification, type BaseRecord } from '@refinedev/core';
import { useTranslation } from '../../i18n/use-translation.ts';
import { canMarkAttended } from '../../../domain/appointments/rules.ts';
import { appointmentsApi } from '../../../domain/api/appointments.ts';
import { AsyncButton } from '../../components/shell/async-button.tsx';
import { useApiMutation } from '../../hooks/use-api.ts';
import { userMessageOf } from '../../providers/api-errors.ts';
import { useCurrentUser } from '../../providers/session-context.tsx';
import { SectionCard } from '../../components/section-card.tsx';

/** Whether the appointment took place: the organiser says so once it has started (the server checks it again). */
export function AppointmentAttendance({ record }: { record: BaseRecord }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { open: notify } = useNotification();
  const mark = useApiMutation(appointmentsApi.markAttended);
  const id = String(record.id);
  const appointment = { organiserId: String(record.organiserId), startsAt: String(record.startsAt) };
  const isOrganiser = appointment.organiserId === user?.details.id;
  const allowed = canMarkAttended(appointment, user?.details.id ?? '', new Date());
  const state =
    record.attended === true
      ? t('crud.yes')
      : record.attended === false
        ? t('crud.no')
        : t('appointment.attended.unknown');

  const save = async (attended: boolean) => {
    try {
      await mark.mutateAsync({ params: { id }, body: { attended } });
      notify?.({ type: 'success', message: t('appointment.attended.done') });
    } catch (error) {
      notify?.({ type: 'error', message: t('appointment.attended.failed'), description: userMessageOf(error) });
    }
  };

  return (
    <SectionCard title={t('appointment.attended.title')}>
      <Stack spacing={2}>
        <Typography>
          {t('appointment.fields.attended')}: <strong>{state}</strong>
        </Typography>
        {!isOrganiser && <Typography color="text.secondary">{t('appointment.attended.organiserOnly')}</Typography>}
        {isOrganiser && !allowed && <Typography color="text.secondary">{t('appointment.attended.notYet')}</Typography>}
        {allowed && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {record.attended !== true && (
              <AsyncButton variant="contained" autoLoading onClick={() => save(true)}>
                {t('appointment.attended.yes')}
              </AsyncButton>
            )}
            {record.attended !== false && (
              <AsyncButton variant="outlined" autoLoading onClick={() => save(false)}>
                {t('appointment.attended.no')}
              </AsyncButton>
            )}
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
