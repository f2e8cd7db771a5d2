import { LOCALE } from '../../../domain/rules/constants.ts';

const number = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

/** A file size as Italian users read it: '850 byte', '12,5 KB', '3,2 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${number.format(bytes)} byte`;
  if (bytes < 1024 * 1024) return `${number.format(bytes / 1024)} KB`;
  return `${number.format(bytes / (1024 * 1024))} MB`;
}
