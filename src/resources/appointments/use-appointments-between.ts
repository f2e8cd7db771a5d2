import { useQuery } from '@tanstack/react-query';
import { appointments } from '../../../domain/resources/appointments.ts';
import { listPathOf } from '../../../domain/resources/declaration.ts';
import { httpClient } from '../../providers/http-client.ts';
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

const PAGE_SIZE = 100;

/** Every appointment the user sees that starts between two Rome days (both included), page after page. */
export function useAppointmentsBetween(from: IsoDay, to: IsoDay) {
  return useQuery({
    queryKey: ['api', 'appointment-calendar', from, to],
    staleTime: 0,
    refetchOnMount: 'always',
    queryFn: async () => {
      const found: CalendarAppointment[] = [];
      for (let page = 1; ; page += 1) {
        const params = { startsAtFrom: from, startsAtTo: to, order: 'startsAt:asc', page, limit: PAGE_SIZE };
        const { data } = await httpClient.get<{ data: CalendarAppointment[]; total: number }>(listPathOf(appointments), { params });
        found.push(...data.data);
        if (found.length >= data.total || data.data.length === 0) return found;
      }
    },
  });
}
