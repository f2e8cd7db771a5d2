import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { CalendarEntry } from './calendar-entry.tsx';
import { dayName, romeSlot, type IsoDay } from './calendar-grid.ts';
import type { CalendarAppointment } from './use-appointments-between.ts';

const HOUR_HEIGHT = 48;
const FIRST_VISIBLE_HOUR = 7;
const MIN_MINUTES = 30;
const hours = Array.from({ length: 24 }, (_, hour) => hour);

interface Placed {
  appointment: CalendarAppointment;
  start: number;
  end: number;
  lane: number;
  lanes: number;
}

/** A day's appointments by Rome time, side by side where they overlap (each its lane, the width shared). */
function placeDay(day: IsoDay, items: readonly CalendarAppointment[]): Placed[] {
  const placed = items
    .map((appointment) => {
      const start = romeSlot(appointment.startsAt);
      const end = romeSlot(appointment.endsAt);
      const endMinutes = end.day === day ? end.minutes : 24 * 60;
      return {
        appointment,
        start: start.minutes,
        end: Math.min(24 * 60, Math.max(endMinutes, start.minutes + MIN_MINUTES)),
        lane: 0,
        lanes: 1,
      };
    })
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const laneEnds: number[] = [];
  for (const item of placed) {
    const free = laneEnds.findIndex((end) => end <= item.start);
    item.lane = free === -1 ? laneEnds.length : free;
    laneEnds[item.lane] = item.end;
  }
  for (const item of placed) {
    item.lanes = placed
      .filter((other) => other.start < item.end && item.start < other.end)
      .reduce((most, other) => Math.max(most, other.lane + 1), item.lane + 1);
  }
  return placed;
}

export interface WeekViewProps {
  days: IsoDay[];
  today: IsoDay;
  appointments: readonly CalendarAppointment[];
  /** The create link of a slot (the day and the minutes since midnight in Rome). */
  createLink: (day: IsoDay, minutes: number) => string;
}

/**
 * Seven day columns, Monday first, with one slot per hour to create an appointment and the appointments by Rome time.
 */
export function WeekView({ days, today, appointments, createLink }: WeekViewProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = FIRST_VISIBLE_HOUR * HOUR_HEIGHT;
  }, []);
  const columns = '56px repeat(7, minmax(96px, 1fr))';
  return (
    <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box sx={{ minWidth: 760 }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: columns, borderBottom: 1, borderColor: 'divider' }}>
          <span />
          {days.map((day) => (
            <Typography
              key={day}
              component="div"
              variant="subtitle2"
              title={dayName(day, 'weekdayDayMonth')}
              sx={{
                textAlign: 'center',
                py: 1,
                color: day === today ? 'primary.main' : undefined,
                fontWeight: day === today ? 700 : 500,
              }}
            >
              {dayName(day, 'weekdayShort')}
            </Typography>
          ))}
        </Box>
        <Box ref={scroller} sx={{ maxHeight: 600, overflowY: 'auto' }}>
          <Box sx={{ display: 'grid', gridTemplateColumns: columns, position: 'relative' }}>
            <Box>
              {hours.map((hour) => (
                <Typography
                  key={hour}
                  variant="caption"
                  color="text.secondary"
                  component="div"
                  sx={{ height: HOUR_HEIGHT, textAlign: 'right', pr: 1 }}
                >
                  {`${String(hour).padStart(2, '0')}:00`}
                </Typography>
              ))}
            </Box>
            {days.map((day) => (
              <Box
                key={day}
                sx={{
                  position: 'relative',
                  borderLeft: 1,
                  borderColor: 'divider',
                  bgcolor: day === today ? 'action.hover' : undefined,
                }}
              >
                {hours.map((hour) => (
                  <ButtonBase
                    key={hour}
                    component={Link}
                    to={createLink(day, hour * 60)}
                    aria-label={t('appointment.calendar.newAt', {
                      when: t('appointment.calendar.slot', {
                        day: dayName(day, 'weekdayDayMonth'),
                        time: `${String(hour).padStart(2, '0')}:00`,
                      }),
                    })}
                    sx={{
                      display: 'block',
                      width: '100%',
                      height: HOUR_HEIGHT,
                      borderTop: 1,
                      borderColor: 'divider',
                      '&:hover, &:focus-visible': { bgcolor: 'action.selected' },
                    }}
                  />
                ))}
                {placeDay(
                  day,
                  appointments.filter((appointment) => romeSlot(appointment.startsAt).day === day),
                ).map(({ appointment, start, end, lane, lanes }) => (
                  <CalendarEntry
                    key={appointment.id}
                    appointment={appointment}
                    sx={{
                      position: 'absolute',
                      top: (start / 60) * HOUR_HEIGHT + 1,
                      height: ((end - start) / 60) * HOUR_HEIGHT - 2,
                      left: `calc(${String((lane / lanes) * 100)}% + 2px)`,
                      width: `calc(${String(100 / lanes)}% - 4px)`,
                    }}
                  />
                ))}
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
