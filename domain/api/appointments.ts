import type { z } from 'zod';
import type { appointmentAttendedBodySchema } from '../schemas/appointments.ts';
import type { appointments } from '../resources/appointments.ts';
import { endpoint } from './endpoint.ts';

/** An appointment as the API answers it. */
export type AppointmentRecord = z.output<typeof appointments.record>;

export const appointmentsApi = {
  /** The organiser says whether the appointment took place, once it has started (spec section 4). */
  markAttended: endpoint<AppointmentRecord, undefined, z.input<typeof appointmentAttendedBodySchema>>()(
    'PUT',
    '/happyway/appointments/:id/attended',
  ),
};
