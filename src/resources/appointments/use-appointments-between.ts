import { appointments } from '../../../domain/resources/appointments.ts';
import { listPathOf } from '../../../domain/resources/declaration.ts';
import { useApiListAll } from '../../hooks/use-api.ts';
import type { IsoDay } from './calendar-grid.ts';

/** What the calendar needs of an appointment record. */
export interface CalendarAppointment {
  id: string;
  title: string;
  startsAt: string;
  endsAt: string;
  place: string | null;
  overlaps: boolean;
  attended: boolean | null;
}

/** Every appointment the user sees that starts between two Rome days (both included), page after page. */
export const useAppointmentsBetween = (from: IsoDay, to: IsoDay) =>
  useApiListAll<CalendarAppointment>(listPathOf(appointments), { startsAtFrom: from, startsAtTo: to, order: 'startsAt:asc' });
