import { createElement, lazy } from 'react';
import EventOutlined from '@mui/icons-material/EventOutlined';
import type { appointments } from '../../../domain/resources/appointments.ts';
import { resourceUnit } from '../generic/resource-unit.ts';
import { withPortalTexts } from '../../i18n/with-portal-texts.ts';

const AppointmentsPage = lazy(() =>
  withPortalTexts(import('./appointments-page.tsx')).then((m) => ({ default: m.AppointmentsPage })),
);
const AppointmentShow = lazy(() =>
  withPortalTexts(import('./appointment-show.tsx')).then((m) => ({ default: m.AppointmentShow })),
);
const AppointmentCreate = lazy(() =>
  withPortalTexts(import('./appointment-create.tsx')).then((m) => ({ default: m.AppointmentCreate })),
);

/** Appointments: the week and month calendar as the list, their own detail and create screens. */
export const appointmentsUnit = resourceUnit<typeof appointments>({
  name: 'appointment',
  icon: createElement(EventOutlined),
  screens: { list: AppointmentsPage, show: AppointmentShow, create: AppointmentCreate },
});
