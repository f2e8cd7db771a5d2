import { readdirSync, readFileSync } from 'node:fs';
import i18next, { type Resource, type ResourceKey } from 'i18next';
import type { z } from 'zod';
import { addTextFormats } from '../../domain/text-formats.ts';

const ITALIAN = 'it';
const italianDir = new URL('../../locales/it/', import.meta.url);

/** Every `locales/it/<name>.json`, each its namespace `<name>`: the same files the SPA reads. */
function italianFiles(): Resource[string] {
  const files = readdirSync(italianDir).filter((file) => file.endsWith('.json'));
  return Object.fromEntries(
    files.map((file) => [
      file.replace(/\.json$/, ''),
      JSON.parse(readFileSync(new URL(file, italianDir), 'utf8')) as ResourceKey,
    ]),
  );
}

const namespaces = italianFiles();

/**
 * The server's texts (CSV headers, PDF reports, mails) through i18next, from the SPA's own Italian locale files, with
 * the SPA's key convention: `<file>.<key>` (`trainings.csv.name`), `{{placeholders}}`, plurals by `count`.
 */
export const serverI18n = i18next.createInstance();
void serverI18n.init({
  lng: ITALIAN,
  fallbackLng: ITALIAN,
  resources: { [ITALIAN]: namespaces },
  ns: Object.keys(namespaces),
  defaultNS: false,
  nsSeparator: '.',
  keySeparator: '.',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
addTextFormats(serverI18n);

/** The Italian text at `<file>.<key>`; a missing one is a programming error, so it throws rather than print the key. */
export function serverText(key: string, values: Readonly<Record<string, unknown>> = {}): string {
  if (!serverI18n.exists(key, values)) throw new Error(`missing Italian text ${key}`);
  return serverI18n.t(key, values);
}

/**
 * A group of Italian texts (`trainings.csv`), checked against its shape; a missing or wrong one is a programming error.
 */
export function serverTexts<T>(key: string, shape: z.ZodType<T>): T {
  const found: unknown = serverI18n.t(key, { returnObjects: true });
  const checked = shape.safeParse(found);
  if (!checked.success) throw new Error(`missing Italian texts ${key}`, { cause: checked.error });
  return checked.data;
}
