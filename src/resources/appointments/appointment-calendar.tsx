import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftOutlined from '@mui/icons-material/ChevronLeftOutlined';
import ChevronRightOutlined from '@mui/icons-material/ChevronRightOutlined';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, useLocation } from 'react-router';
import {
  capitalised,
  dayName,
  dayOfMonth,
  monthWeeks,
  romeInstant,
  shiftDay,
  todayInRome,
  visibleRange,
  weekDays,
  type CalendarView,
  type IsoDay,
} from './calendar-grid.ts';
import { calendarLink } from './calendar-links.ts';
import { MonthView } from './month-view.tsx';
import { useAppointmentsBetween } from './use-appointments-between.ts';
import { WeekView } from './week-view.tsx';
import { QueryContent } from '../../components/query-content.tsx';

/** `2 – 8 marzo 2026`, `30 marzo – 5 aprile 2026` or `Marzo 2026`. */
function periodTitle(view: CalendarView, day: IsoDay): string {
  if (view === 'month') return capitalised(dayName(day, 'monthYear'));
  const days = weekDays(day);
  const first = days[0] ?? day;
  const last = days[6] ?? day;
  const sameMonth = first.slice(0, 7) === last.slice(0, 7);
  return `${sameMonth ? dayOfMonth(first) : dayName(first, 'dayMonth')} – ${dayName(last, 'dayMonthYear')}`;
}

/** The week or month calendar: navigation, the user's appointments by Rome time, a click opens or creates one. */
export function AppointmentCalendar({ view, day }: { view: CalendarView; day: IsoDay }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const today = todayInRome();
  const { from, to } = visibleRange(day, view);
  const query = useAppointmentsBetween(from, to);
  const here = `${pathname}${search}`;
  const createLink = (slotDay: IsoDay, minutes: number) =>
    `/appointment/create?${new URLSearchParams({ startsAt: romeInstant(slotDay, minutes), returnTo: here }).toString()}`;

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }} aria-live="polite">
          {periodTitle(view, day)}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button
            component={Link}
            to={calendarLink(view, shiftDay(day, view, -1))}
            variant="outlined"
            startIcon={<ChevronLeftOutlined />}
          >
            {t('appointment.calendar.previous')}
          </Button>
          <Button component={Link} to={calendarLink(view, today)} variant="outlined">
            {t('appointment.calendar.today')}
          </Button>
          <Button
            component={Link}
            to={calendarLink(view, shiftDay(day, view, 1))}
            variant="outlined"
            endIcon={<ChevronRightOutlined />}
          >
            {t('appointment.calendar.next')}
          </Button>
        </Stack>
      </Stack>
      <QueryContent
        query={query}
        loadingLabel={t('appointment.calendar.loading')}
        errorText={t('appointment.calendar.failed')}
      >
        {(items) =>
          view === 'week' ? (
            <WeekView days={weekDays(day)} today={today} appointments={items} createLink={createLink} />
          ) : (
            <MonthView
              weeks={monthWeeks(day)}
              today={today}
              appointments={items}
              createLink={createLink}
              weekLink={(target) => calendarLink('week', target)}
            />
          )
        }
      </QueryContent>
    </Stack>
  );
}
