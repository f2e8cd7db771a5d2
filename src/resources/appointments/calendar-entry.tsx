import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import type { SystemStyleObject, Theme } from '@mui/system';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { romeTime } from './calendar-grid.ts';
import type { CalendarAppointment } from './use-appointments-between.ts';

/** One appointment in the calendar: its Rome start time and title, a warning when it overlaps; opens its detail. */
export function CalendarEntry({
  appointment,
  sx = {},
}: {
  appointment: CalendarAppointment;
  sx?: SystemStyleObject<Theme>;
}) {
  const { t } = useTranslation();
  const time = romeTime(appointment.startsAt);
  const label = [
    t('appointment.calendar.open', { time, title: appointment.title }),
    appointment.overlaps ? t('appointment.calendar.overlaps') : null,
  ]
    .filter((part) => part !== null)
    .join(', ');
  return (
    <Box
      component={Link}
      to={`/appointment/show/${appointment.id}`}
      aria-label={label}
      title={label}
      sx={[
        {
          display: 'flex',
          gap: 0.5,
          alignItems: 'flex-start',
          overflow: 'hidden',
          textDecoration: 'none',
          borderRadius: 1,
          px: 0.75,
          py: 0.25,
          bgcolor: appointment.overlaps ? 'warning.light' : 'primary.main',
          color: appointment.overlaps ? 'warning.contrastText' : 'primary.contrastText',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 1 },
        },
        sx,
      ]}
    >
      {appointment.overlaps && <WarningAmberOutlined sx={{ fontSize: 16, mt: 0.25 }} aria-hidden />}
      <Typography variant="caption" sx={{ lineHeight: 1.4, overflow: 'hidden', textOverflow: 'ellipsis' }}>
        <strong>{time}</strong> {appointment.title}
      </Typography>
    </Box>
  );
}
