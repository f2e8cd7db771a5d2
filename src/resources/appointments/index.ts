import { createElement, lazy } from 'react';
import EventOutlined from '@mui/icons-material/EventOutlined';
import { appointments } from '../../../domain/resources/appointments.ts';
import { resourceUnit } from '../generic/resource-unit.ts';

const AppointmentsPage = lazy(() => import('./appointments-page.tsx').then((m) => ({ default: m.AppointmentsPage })));
const AppointmentShow = lazy(() => import('./appointment-show.tsx').then((m) => ({ default: m.AppointmentShow })));
const AppointmentCreate = lazy(() => import('./appointment-create.tsx').then((m) => ({ default: m.AppointmentCreate })));

/** Appointments: the week and month calendar as the list, their own detail and create screens. */
export const appointmentsUnit = resourceUnit({
  declaration: appointments,
  icon: createElement(EventOutlined),
  screens: { list: AppointmentsPage, show: AppointmentShow, create: AppointmentCreate },
});
