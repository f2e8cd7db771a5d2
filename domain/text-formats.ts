import { formatDateTime, formatDay, formatEuroRounded, formatLongDay, formatMoney, formatNumber } from './format.ts';

type TextFormat = (value: unknown) => string;

const asInstant = (value: unknown): Date | string => (value instanceof Date ? value : String(value));

/**
 * The formats a text asks for by name (`{{amount, money}}`, `{{since, day}}`), so the texts of the SPA, the public
 * pages and the server format their values through i18next in the portal's one voice (domain/format.ts). `number`
 * replaces i18next's own, which writes it-IT's four-digit numbers without the thousands dot ("1234").
 */
export const TEXT_FORMATS = {
  /** Integer cents → `1.500,50 €`. */
  money: (value) => formatMoney(Number(value)),
  /** Whole euro, rounded → `1.235 €`. */
  euro: (value) => formatEuroRounded(Number(value)),
  /** `1.234,5`, at most three decimals. */
  number: (value) => formatNumber(Number(value)),
  /** `05/03/2026`, the day in Rome. */
  day: (value) => formatDay(asInstant(value)),
  /** `05/03/2026, 14:30` in Rome. */
  dateTime: (value) => formatDateTime(asInstant(value)),
  /** `5 marzo 2026`. */
  longDay: (value) => formatLongDay(asInstant(value)),
} as const satisfies Readonly<Record<string, TextFormat>>;

/** What of an i18next instance the formats need: its formatter, present once it is initialised. */
export interface FormatterHost {
  services: { formatter?: { add: (name: string, format: (value: unknown) => string) => void } };
}

/** Teaches an initialised i18next instance the portal's formats. */
export function addTextFormats(instance: FormatterHost): void {
  for (const [name, format] of Object.entries(TEXT_FORMATS)) instance.services.formatter?.add(name, format);
}
