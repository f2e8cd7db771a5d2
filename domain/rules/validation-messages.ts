import { z } from 'zod';

/**
 * The Italian message of every validation issue a schema does not word itself: zod's own are English ("Invalid input:
 * expected string, received number"), and an API or a form must never show one. A schema's own `error` still wins.
 */

const kinds: Readonly<Partial<Record<string, string>>> = {
  string: 'un testo',
  number: 'un numero',
  int: 'un numero intero',
  bigint: 'un numero intero',
  boolean: 'sì o no',
  array: 'un elenco',
  object: 'un insieme di campi',
  date: 'una data',
  null: 'nessun valore',
  file: 'un file',
};

const formats: Readonly<Partial<Record<string, string>>> = {
  email: "un'email valida",
  uuid: 'un identificativo valido',
  guid: 'un identificativo valido',
  url: 'un indirizzo web valido',
  datetime: 'una data e ora ISO 8601',
  date: 'una data nel formato AAAA-MM-GG',
  time: "un'ora nel formato hh:mm",
  regex: 'un valore nel formato richiesto',
  starts_with: "un testo con l'inizio richiesto",
  ends_with: 'un testo con la fine richiesta',
  includes: 'un testo con la parte richiesta',
};

const limit = (value: unknown): string => (typeof value === 'bigint' || typeof value === 'number' ? String(value) : '');

/** What one issue says in Italian (zod's `customError`: the schema's own message, when it has one, is used instead). */
export function italianIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? 'Il campo è richiesto'
        : `Valore non valido: serve ${kinds[issue.expected] ?? 'un altro tipo di valore'}`;
    case 'too_small': {
      const least = limit(issue.minimum);
      if (issue.origin === 'string') return `Il testo deve contenere almeno ${least} caratteri`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Servono almeno ${least} elementi`;
      return issue.inclusive === false
        ? `Il valore deve essere maggiore a ${least}`
        : `Il valore deve essere maggiore o uguale a ${least}`;
    }
    case 'too_big': {
      const most = limit(issue.maximum);
      if (issue.origin === 'string') return `Il testo può contenere al massimo ${most} caratteri`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Sono ammessi al massimo ${most} elementi`;
      return issue.inclusive === false
        ? `Il valore deve essere inferiore a ${most}`
        : `Il valore deve essere inferiore o uguale a ${most}`;
    }
    case 'invalid_format':
      return `Valore non valido: serve ${formats[issue.format] ?? 'un valore nel formato richiesto'}`;
    case 'not_multiple_of':
      return `Il valore deve essere un multiplo di ${limit(issue.divisor)}`;
    case 'unrecognized_keys':
      return `Campi non previsti: ${issue.keys.join(', ')}`;
    case 'invalid_value':
      return 'Valore non ammesso';
    default:
      return 'Valore non valido';
  }
}

/** Makes `italianIssueMessage` zod's message for every issue without its own (once per process or page). */
export function applyItalianValidationMessages(): void {
  z.config({ customError: italianIssueMessage });
}
