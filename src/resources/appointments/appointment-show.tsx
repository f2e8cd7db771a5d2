import Alert from '@mui/material/Alert';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { ResourceBlueprint } from '../../../domain/resources/declaration.ts';
import { ResourceShow } from '../generic/resource-show.tsx';
import { AppointmentAttendance } from './appointment-attendance.tsx';

/** The generated detail of an appointment, with the overlap warning and whether it took place. */
export function AppointmentShow({ declaration }: { declaration: ResourceBlueprint }) {
  const { t } = useTranslation();
  return (
    <ResourceShow declaration={declaration}>
      {(record) => (
        <>
          {record.overlaps === true && <Alert severity="warning">{t('appointment.overlapWarning')}</Alert>}
          <AppointmentAttendance record={record} />
        </>
      )}
    </ResourceShow>
  );
}
