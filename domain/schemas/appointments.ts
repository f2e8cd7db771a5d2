import { z } from 'zod';

/** PUT /happyway/appointments/{id}/attended: whether the appointment took place. */
export const appointmentAttendedBodySchema = z.object({
  attended: z.boolean({ error: "Indica se l'appuntamento si è svolto (true o false)" }),
});
