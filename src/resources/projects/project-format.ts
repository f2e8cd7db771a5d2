import { formatDay as formatRomeDay, formatMoney } from '../../../domain/format.ts';

/** A project amount in integer cents as euro ('12.500,00 €'); null is '—'. */
export const formatAmount = (cents: number | null): string => (cents === null ? '—' : formatMoney(cents));

/** A calendar day in Rome ('01/03/2026'); null is '—'. */
export const formatDay = (iso: string | null): string => (iso === null ? '—' : formatRomeDay(iso));
