/**
 * Every Italian message of spec sections 5 and 8, verbatim, plus the messages we had to invent where the spec
 * names a rule without its text (length, min_value, max_value, numeric, digits, between, regex, transport errors).
 * {field} is the field label, {target} the compared value.
 */

// Section 5: fixed messages.
export const PASSWORDS_MISMATCH = 'Passwords non coincidenti';
export const EMAIL_IN_USE = 'Email già in uso';
export const PHONE_IN_USE = 'Numero di telefono non valido';
export const PHONE_FORMAT_INVALID = 'Deve essere un numero di telefono valido senza prefisso internazionale.';
/** A company's phone may be a landline too (our wording: the spec has the mobile rule only). */
export const BUSINESS_PHONE_INVALID =
  'Deve essere un numero di telefono fisso o cellulare valido, senza prefisso internazionale.';
export const FISCAL_CODE_INVALID = 'Il codice fiscale non è valido.';
export const DATE_OF_BIRTH_NOT_ADULT = 'Data di nascita non valida. Devi essere maggiorenne!';
export const EMAIL_INVALID = 'Email non valida';
export const PHONE_INVALID = 'Telefono non valido';
export const VAT_INVALID = 'Partita IVA non valida';
export const AGREEMENT_NOT_ACCEPTED = 'Accetta i termini per continuare';
export const INVITATION_ROLE_INVALID = 'Ruolo non valido';
export const INVITATION_EMAIL_INVALID = "E' stata individuata una mail non corretta";
export const INVITATION_EMAILS_EMPTY = "Inserire almeno un'email";

/** Geolocation address: one message per part, each with the Italian gender of its noun. */
export const ADDRESS_MESSAGES = {
  nation: 'La nazione è necessaria ai fini della geolocalizzazione',
  zip: 'Il CAP è necessario ai fini della geolocalizzazione',
  houseNumber: 'Il numero civico è necessario ai fini della geolocalizzazione',
  street: 'La via è necessaria ai fini della geolocalizzazione',
  city: 'La città è necessaria ai fini della geolocalizzazione',
} as const;

// Section 5: comparison rules.
export const lessThanMessage = (target: string | number): string =>
  `Il valore deve essere inferiore a ${String(target)}`;
export const lessThanOrEqualMessage = (target: string | number): string =>
  `Il valore deve essere inferiore o uguale a ${String(target)}`;
export const greaterThanMessage = (target: string | number): string =>
  `Il valore deve essere maggiore a ${String(target)}`;
export const greaterThanOrEqualMessage = (target: string | number): string =>
  `Il valore deve essere maggiore o uguale a ${String(target)}`;

// Section 5: generic rules (spec text).
export const requiredMessage = (field: string): string => `Il campo ${field} è richiesto`;
export const emailMessage = (field: string): string => `Il campo ${field} deve essere un indirizzo email valido`;
/** The spec's default message, kept in its original English form. */
export const defaultInvalidMessageEnglish = (field: string): string => `${field} is not valid`;
/** The default message in Italian, the one the interface shows. */
export const defaultInvalidMessage = (field: string): string => `${field} non è valido`;

// Generic rules whose text the spec does not give (our wording).
export const exactLengthMessage = (field: string, length: number): string =>
  `Il campo ${field} deve contenere esattamente ${String(length)} caratteri`;
export const minLengthMessage = (field: string, length: number): string =>
  `Il campo ${field} deve contenere almeno ${String(length)} caratteri`;
export const maxLengthMessage = (field: string, length: number): string =>
  `Il campo ${field} non può contenere più di ${String(length)} caratteri`;
export const minValueMessage = (field: string, min: number): string =>
  `Il campo ${field} deve essere maggiore o uguale a ${String(min)}`;
export const maxValueMessage = (field: string, max: number): string =>
  `Il campo ${field} deve essere inferiore o uguale a ${String(max)}`;
export const numericMessage = (field: string): string => `Il campo ${field} deve essere un numero`;
export const digitsMessage = (field: string): string => `Il campo ${field} può contenere solo cifre`;
export const digitsLengthMessage = (field: string, length: number): string =>
  `Il campo ${field} deve contenere esattamente ${String(length)} cifre`;
export const betweenMessage = (field: string, min: number, max: number): string =>
  `Il campo ${field} deve essere compreso tra ${String(min)} e ${String(max)}`;
export const regexMessage = (field: string): string => `Il formato del campo ${field} non è valido`;

// Section 8: error catalogue.
export const TOKEN_NOT_FOUND = 'Il token non esistente';
export const TOKEN_NO_LONGER_VALID = 'Token non più valido';
export const CONNECTION_ERROR = 'Errore nella connessione. Riprovare più tardi';
export const NETWORK_CODE_NOT_FOUND = 'Codice non trovato! Riprova';
export const DATA_LOAD_ERROR = 'Errore durante il caricamento dei dati';
export const GENERIC_ERROR = 'Si è verificato un errore!';
export const FILE_UPLOAD_ERROR = 'Errore durante il caricamento del file';
export const STARTUP_ERROR_TITLE = 'Errore';
export const STARTUP_ERROR_TEXT =
  "Non è stato possibile caricare i dati relativi all'utente, per favore riprova più tardi";
export const SESSION_EXPIRED_TEXT = 'La tua sessione non è più valida. Effettua il login nuovamente';

// Transport failures the spec lists without an Italian text (our wording).
export const REQUEST_TIMEOUT_ERROR = 'La richiesta ha impiegato troppo tempo. Riprovare più tardi';
export const REQUEST_ABORTED = 'La richiesta è stata interrotta. Riprovare più tardi';
export const REQUEST_CANCELED = 'La richiesta è stata annullata';

/** A path or body id that is not a UUID. */
export const ID_INVALID = 'Identificativo non valido';

/**
 * The message of a value that must be given and has a shape (a number, a date): nothing given (missing, null or blank)
 * says the spec's required message, anything else `invalid` ("La superficie deve essere un numero" said of an empty
 * field told the user the wrong thing). For zod's `error` option.
 */
export const requiredOr =
  (field: string, invalid: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null || issue.input === '' ? requiredMessage(field) : invalid;
