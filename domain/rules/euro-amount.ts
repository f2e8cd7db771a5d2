import { z } from 'zod';
import { greaterThanOrEqualMessage, lessThanOrEqualMessage, requiredMessage } from './messages.ts';

/** The largest amount a form accepts: one billion euro (the columns hold numeric(14,2)). */
export const EURO_AMOUNT_MAX = 1_000_000_000;

/** True when a number has at most two decimals (0.07 * 100 is 7.000000000000001 in floating point). */
export const hasCents = (value: number): boolean => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** An amount in euro, zero or more, with at most two decimals: what a numeric(14,2) column stores exactly. */
export const euroAmount = (label: string) =>
  z.number({ error: (issue) => (issue.input === undefined || issue.input === null ? requiredMessage(label) : `Il campo ${label} deve essere un importo in euro`) })
    .min(0, { error: greaterThanOrEqualMessage(0) })
    .max(EURO_AMOUNT_MAX, { error: lessThanOrEqualMessage('1.000.000.000') })
    .refine(hasCents, { error: `Il campo ${label} può avere al massimo due decimali` });
