import { formatCalendarDay, formatTime, type CalendarDayStyle } from '../../../domain/format.ts';
import { dayjs, ROME } from '../../components/date-time/rome-dayjs.ts';

/** The calendar's two views. */
export type CalendarView = 'week' | 'month';

/** A calendar day as `YYYY-MM-DD` (a Rome day: the calendar shows Rome times whatever the browser's zone). */
export type IsoDay = string;

const DAY = 'YYYY-MM-DD';

/** A day as a plain local date for calendar arithmetic (no time, no zone), in Italian (weeks start on Monday). */
const calendarDay = (day: IsoDay) => dayjs(day).locale('it');

export const isIsoDay = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && calendarDay(value).format(DAY) === value;

/** Today in Rome. */
export const todayInRome = (now: Date = new Date()): IsoDay => dayjs(now).tz(ROME).format(DAY);

/** The seven days, Monday to Sunday, of the week holding `day`. */
export function weekDays(day: IsoDay): IsoDay[] {
  const monday = calendarDay(day).startOf('week');
  return Array.from({ length: 7 }, (_, index) => monday.add(index, 'day').format(DAY));
}

export interface MonthCell {
  day: IsoDay;
  inMonth: boolean;
}

/** The month holding `day` as whole weeks, Monday to Sunday, with the days of the months around it marked. */
export function monthWeeks(day: IsoDay): MonthCell[][] {
  const first = calendarDay(day).startOf('month');
  const month = first.month();
  const weeks: MonthCell[][] = [];
  for (
    let monday = first.startOf('week');
    monday.month() === month || weeks.length === 0;
    monday = monday.add(1, 'week')
  ) {
    weeks.push(
      Array.from({ length: 7 }, (_, index) => {
        const cell = monday.add(index, 'day');
        return { day: cell.format(DAY), inMonth: cell.month() === month };
      }),
    );
  }
  return weeks;
}

/** The same place one week or month before (`steps` -1) or after (+1). */
export const shiftDay = (day: IsoDay, view: CalendarView, steps: number): IsoDay =>
  calendarDay(day).add(steps, view).format(DAY);

/** The first and last day a view shows (what it asks the API for). */
export function visibleRange(day: IsoDay, view: CalendarView): { from: IsoDay; to: IsoDay } {
  const days =
    view === 'week'
      ? weekDays(day)
      : monthWeeks(day)
          .flat()
          .map((cell) => cell.day);
  return { from: days[0] ?? day, to: days[days.length - 1] ?? day };
}

/** Where an instant falls in Rome: its day and the minutes since that day's midnight. */
export function romeSlot(iso: string): { day: IsoDay; minutes: number } {
  const rome = dayjs.utc(iso).tz(ROME);
  return { day: rome.format(DAY), minutes: rome.hour() * 60 + rome.minute() };
}

/** The instant (ISO UTC) of a Rome day and time. */
export const romeInstant = (day: IsoDay, minutes: number): string =>
  dayjs
    .tz(`${day} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`, ROME)
    .toISOString();

/** `09:30` in Rome. */
export const romeTime = (iso: string): string => formatTime(iso);

/** Italian names: `lunedì 2 marzo`, `lun 2`, `marzo 2026`... (domain/format.ts). */
export const dayName = (day: IsoDay, style: CalendarDayStyle): string => formatCalendarDay(day, style);

/** The day of the month, `2`. */
export const dayOfMonth = (day: IsoDay): string => String(Number(day.slice(8, 10)));

export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
