import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { CalendarEntry } from './calendar-entry.tsx';
import { dayName, dayOfMonth, romeSlot, weekDays, type IsoDay, type MonthCell } from './calendar-grid.ts';
import type { CalendarAppointment } from './use-appointments-between.ts';

const SHOWN_PER_DAY = 3;
const NEW_APPOINTMENT_MINUTES = 9 * 60;

export interface MonthViewProps {
  weeks: MonthCell[][];
  today: IsoDay;
  appointments: readonly CalendarAppointment[];
  createLink: (day: IsoDay, minutes: number) => string;
  /** The week view of a day (where a day with more appointments than fit shows them all). */
  weekLink: (day: IsoDay) => string;
}

/** The month in whole weeks, Monday first: each day its first appointments by Rome time and a button to add one. */
export function MonthView({ weeks, today, appointments, createLink, weekLink }: MonthViewProps) {
  const { t } = useTranslation();
  const byDay = new Map<IsoDay, CalendarAppointment[]>();
  for (const appointment of appointments) {
    const { day } = romeSlot(appointment.startsAt);
    byDay.set(day, [...(byDay.get(day) ?? []), appointment]);
  }
  const columns = 'repeat(7, minmax(100px, 1fr))';
  return (
    <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box sx={{ minWidth: 720 }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: columns, borderBottom: 1, borderColor: 'divider' }}>
          {weekDays(weeks[0]?.[0]?.day ?? today).map((day) => (
            <Typography key={day} component="div" variant="subtitle2" sx={{ textAlign: 'center', py: 1 }}>
              {dayName(day, 'weekday')}
            </Typography>
          ))}
        </Box>
        {weeks.map((week) => (
          <Box key={week[0]?.day} sx={{ display: 'grid', gridTemplateColumns: columns }}>
            {week.map(({ day, inMonth }) => {
              const items = byDay.get(day) ?? [];
              const label = dayName(day, 'weekdayDayMonth');
              return (
                <Box
                  key={day}
                  aria-label={label}
                  role="group"
                  sx={{
                    minHeight: 112,
                    p: 0.5,
                    borderTop: 1,
                    borderLeft: 1,
                    borderColor: 'divider',
                    bgcolor: inMonth ? undefined : 'action.hover',
                  }}
                >
                  <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                    <Typography
                      variant="body2"
                      sx={{
                        fontWeight: day === today ? 700 : 400,
                        color: day === today ? 'primary.main' : inMonth ? 'text.primary' : 'text.secondary',
                      }}
                    >
                      {dayOfMonth(day)}
                    </Typography>
                    <IconButton
                      size="small"
                      component={Link}
                      to={createLink(day, NEW_APPOINTMENT_MINUTES)}
                      aria-label={t('appointment.calendar.newAt', { when: label })}
                    >
                      <AddOutlined fontSize="inherit" />
                    </IconButton>
                  </Stack>
                  <Stack spacing={0.5}>
                    {items.slice(0, SHOWN_PER_DAY).map((appointment) => (
                      <CalendarEntry key={appointment.id} appointment={appointment} />
                    ))}
                    {items.length > SHOWN_PER_DAY && (
                      <Typography variant="caption" component={Link} to={weekLink(day)} sx={{ color: 'primary.main' }}>
                        {t('appointment.calendar.more', { count: items.length - SHOWN_PER_DAY })}
                      </Typography>
                    )}
                  </Stack>
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
