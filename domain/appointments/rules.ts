/** The rules of an appointment that both the server and the screens apply. */

export const END_BEFORE_START = "La fine dell'appuntamento deve essere successiva all'inizio";
export const ORGANISER_ONLY = "Solo chi organizza l'appuntamento può modificarlo o eliminarlo.";
export const ATTENDED_ORGANISER_ONLY = "Solo chi organizza l'appuntamento può indicare se si è svolto.";
export const ATTENDED_BEFORE_START = "Potrai indicare se l'appuntamento si è svolto solo dopo il suo inizio.";
export const PARTICIPANT_INVALID = 'Puoi invitare solo persone della tua rete';
export const PROJECT_INVALID = 'Progetto non trovato tra quelli che puoi vedere';

export const hasStarted = (startsAt: string, now: Date): boolean => Date.parse(startsAt) <= now.getTime();

/** Whether this person may say the appointment took place: its organiser, once it has started. */
export const canMarkAttended = (
  appointment: { organiserId: string; startsAt: string },
  profileId: string,
  now: Date,
): boolean => appointment.organiserId === profileId && hasStarted(appointment.startsAt, now);
