import { ROME_TIME_ZONE } from '../../../domain/rules/calendar.ts';
import { LOCALE } from '../../../domain/rules/constants.ts';

const euro = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR' });
const day = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: ROME_TIME_ZONE });
const moment = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'short', timeStyle: 'short', timeZone: ROME_TIME_ZONE });

/** A project amount in euro ('12.500,00 €'); null is '—'. */
export const formatAmount = (value: number | null): string => (value === null ? '—' : euro.format(value));

/** A calendar day in Rome ('01/03/2026'); null is '—'. */
export const formatDay = (iso: string | null): string => (iso === null ? '—' : day.format(new Date(iso)));

/** A moment in Rome ('01/03/26, 10:15'). */
export const formatMoment = (iso: string): string => moment.format(new Date(iso));
