import type { AppointmentRecord } from '../../../domain/api/appointments.ts';
import { resourceEndpoints } from '../../../domain/api/resources.ts';
import { appointments } from '../../../domain/resources/appointments.ts';
import { useApiListAll } from '../../hooks/use-api.ts';
import type { IsoDay } from './calendar-grid.ts';

/** Every appointment the user sees that starts between two Rome days (both included), page after page. */
export const useAppointmentsBetween = (from: IsoDay, to: IsoDay) =>
  useApiListAll(resourceEndpoints(appointments).list, {
    query: { startsAtFrom: from, startsAtTo: to, order: 'startsAt:asc' },
  });

/** An appointment as the calendar draws it. */
export type CalendarAppointment = AppointmentRecord;
