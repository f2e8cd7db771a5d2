/**
 * `Idempotency-Key`: the SPA sends one per user action on every create and action, the same on each retry of that
 * action; the server answers a repeat with the first answer and writes nothing.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Printable ASCII without spaces, 8 to 200 characters: a UUID, or any opaque token of that kind. */
const keyPattern = /^[\x21-\x7e]{8,200}$/;

export const isIdempotencyKey = (value: string): boolean => keyPattern.test(value);

export const IDEMPOTENCY_MESSAGES = {
  keyInvalid: 'Intestazione Idempotency-Key non valida: da 8 a 200 caratteri stampabili, senza spazi.',
  keyReused: 'La chiave Idempotency-Key è già stata usata per una richiesta diversa.',
  stillRunning: 'La stessa richiesta è ancora in corso: riprova tra qualche istante.',
} as const;
