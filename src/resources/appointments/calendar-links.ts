import type { CalendarView, IsoDay } from './calendar-grid.ts';

/** Where the calendar lives below the appointments list. */
export const CALENDAR_PATH = '/appointment/calendar';

/** The calendar at a view and a day: `/appointment/calendar?view=week&day=2026-03-02`, so a reload shows the same. */
export const calendarLink = (view: CalendarView, day: IsoDay): string =>
  `${CALENDAR_PATH}?${new URLSearchParams({ view, day }).toString()}`;

/** Only a path inside the appointments section is a place to return to after saving (never another site). */
export const safeReturnPath = (value: string | null): string | undefined =>
  value !== null && value.startsWith('/appointment') && !value.startsWith('//') ? value : undefined;
