/**
 * The one formatter of money, numbers and dates the SPA, the server's mails and the CSV use: it-IT, Europe/Rome.
 * Money is integer cents (`150050` → `1.500,50 €`).
 */
export const LOCALE = 'it-IT';
export const ROME_TIME_ZONE = 'Europe/Rome';

/**
 * A formatter made on its first use: the first one created loads the locale's data (about 12 ms in Node here, four
 * times that on Lighthouse's phone), which a page that formats nothing in its first view should not pay as it starts.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** An it-IT number format, made on first use. */
const numberFormat = (options: Intl.NumberFormatOptions) => onFirstUse(() => new Intl.NumberFormat(LOCALE, options));

/** A date format in Rome's time zone (it-IT unless `locale` says otherwise), made on first use. */
const romeDateFormat = (options: Intl.DateTimeFormatOptions, locale = LOCALE) =>
  onFirstUse(() => new Intl.DateTimeFormat(locale, { ...options, timeZone: ROME_TIME_ZONE }));

const euro = numberFormat({ style: 'currency', currency: 'EUR', useGrouping: 'always' });
const euroRounded = numberFormat({
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
  useGrouping: 'always',
});
const centsPlain = numberFormat({
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});
const numberFormats = new Map<number, Intl.NumberFormat>();
const dayFormat = romeDateFormat({
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const dateTimeFormat = romeDateFormat({
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const longDayFormat = romeDateFormat({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** `150050` cents → `1.500,50 €`. */
export const formatMoney = (cents: number): string => euro().format(cents / 100);

/** `150050` cents → `1.500,50`: what a money input shows (the € sign sits beside it). */
export const formatMoneyInput = (cents: number): string => centsPlain().format(cents / 100);

/** Whole euro, rounded (the wizard's estimates, in euro, not cents): `1.235 €`. */
export const formatEuroRounded = (euros: number): string => euroRounded().format(euros);

/** A range of whole euro, as the wizard's cards and sentences show it: `10.400 € – 17.400 €`. */
export const formatEuroRange = (range: { min: number; max: number }): string =>
  `${formatEuroRounded(range.min)} – ${formatEuroRounded(range.max)}`;

const oneDecimal = numberFormat({
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  useGrouping: 'always',
});

/** Exactly one decimal, for a figure read beside others of its kind ("4,0 t" next to "3,6 t"). */
export const formatOneDecimal = (value: number): string => oneDecimal().format(value);

/** A number it-IT (`1.234,5`), with at most `fractionDigits` decimals (default 3, Intl's). */
export function formatNumber(value: number, fractionDigits = 3): string {
  let format = numberFormats.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: fractionDigits, useGrouping: 'always' });
    numberFormats.set(fractionDigits, format);
  }
  return format.format(value);
}

const asDate = (value: Date | string): Date | null => {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
};
const formatted =
  (format: () => Intl.DateTimeFormat) =>
  (value: Date | string): string => {
    const date = asDate(value);
    return date ? format().format(date) : String(value);
  };

/** `05/03/2026`, the day in Rome: the one way a day is written in tables, lists and histories (one voice). */
export const formatDay = formatted(dayFormat);
/** `05/03/2026, 14:30` in Rome: the one way a moment is written. */
export const formatDateTime = formatted(dateTimeFormat);
/** `5 marzo 2026`. */
export const formatLongDay = formatted(longDayFormat);

const timeFormat = romeDateFormat({ hour: '2-digit', minute: '2-digit' });
/** `14:30` in Rome. */
export const formatTime = formatted(timeFormat);

const isoDayFormat = romeDateFormat(
  {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  },
  'en-CA',
);
/** The Rome day of an instant as `2026-03-05` (a key, a file name, a calendar's day: not shown as such). */
export const isoDayInRome = (instant: Date): string => isoDayFormat().format(instant);

const calendarDayFormats = {
  /** `02/03/2026`, as `formatDay` writes a day. */
  day: dayFormat,
  /** `lunedì` */
  weekday: romeDateFormat({ weekday: 'long' }),
  /** `lun 2` */
  weekdayShort: romeDateFormat({ weekday: 'short', day: 'numeric' }),
  /** `lunedì 2 marzo` */
  weekdayDayMonth: romeDateFormat({
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }),
  /** `lunedì 2 marzo 2026` */
  weekdayDayMonthYear: romeDateFormat({
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }),
  /** `marzo` */
  month: romeDateFormat({ month: 'long' }),
  /** `2 marzo` */
  dayMonth: romeDateFormat({ day: 'numeric', month: 'long' }),
  /** `2 marzo 2026` */
  dayMonthYear: longDayFormat,
  /** `marzo 2026` */
  monthYear: romeDateFormat({ month: 'long', year: 'numeric' }),
};
export type CalendarDayStyle = keyof typeof calendarDayFormats;

/** A calendar day `2026-03-02` the Italian way (`02/03/2026`, `lunedì 2 marzo`, `lun 2`, `marzo 2026`...). */
export const formatCalendarDay = (day: string, style: CalendarDayStyle): string =>
  formatted(calendarDayFormats[style])(`${day}T12:00:00Z`);

const plainDecimal = numberFormat({ useGrouping: false, maximumFractionDigits: 6 });
/** A number without thousands separators, up to six decimals (`1234,5`): what a CSV cell holds. */
export const formatPlainNumber = (value: number): string => plainDecimal().format(value);

/**
 * Integer cents `123450` → euro `1234,50`, no grouping (the CSV keeps euro), by integer arithmetic, never through a
 * float.
 */
export function formatPlainMoney(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const magnitude = cents < 0n ? -cents : cents;
  return `${sign}${String(magnitude / 100n)},${String(magnitude % 100n).padStart(2, '0')}`;
}

const fileSizeNumber = numberFormat({ maximumFractionDigits: 1 });
/** A file size as Italian users read it: '850 byte', '12,5 KB', '3,2 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${fileSizeNumber().format(bytes)} byte`;
  if (bytes < 1024 * 1024) return `${fileSizeNumber().format(bytes / 1024)} KB`;
  return `${fileSizeNumber().format(bytes / (1024 * 1024))} MB`;
}

/**
 * Whether an Italian article before this number, read aloud, loses its vowel: `l'8%`, `l'11%`, `l'80%`, `l'1,5%`
 * (otto, undici, ottanta, uno) but `il 60%`, `il 100%`. A text with an article before a number has a `_elided` twin
 * in the locale files, chosen by this rule.
 */
export function italianElides(value: number): boolean {
  const whole = Math.floor(Math.abs(value));
  const digits = String(whole);
  if (digits.startsWith('8')) return true;
  if (whole === 1 || whole === 11) return true;
  // 11.000-11.999 (undicimila), 1.000.000 (un milione), 11.000.000...: the words start as the leading group does.
  const leading = digits.length > 3 ? Number(digits.slice(0, ((digits.length - 1) % 3) + 1)) : null;
  if (leading === 11) return true;
  return leading === 1 && digits.length > 6;
}
