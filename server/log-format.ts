/**
 * The logs' shape: pino's JSON lines only. A database error's query parameters (profile ids, subjects, search terms),
 * the server's `detail` and its message (which quote the values: a violated key, an invalid uuid) never reach a log
 * line: the query text, the SQLSTATE code, the constraint and the table say what went wrong.
 */

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/** Fields that carry the data a query ran with, not what went wrong. */
const dataFields = new Set(['params', 'parameters', 'detail', 'where', 'message', 'stack', 'cause']);

/** The message a log may show: a query's text without its parameters, a database server's code without its quotes. */
function safeMessage(error: Error, fields: Record<string, unknown>, fromDatabase: boolean): string {
  if (fromDatabase) return `database error ${typeof fields.code === 'string' ? fields.code : 'without code'}`;
  if (typeof fields.query === 'string') return `Failed query: ${fields.query}`;
  return error.message;
}

/**
 * Serializes an error for the log (pino's `err`), cause by cause: a failed query keeps its text, not its parameters,
 * and the database server's error under it keeps its code, constraint and table, not its message or detail.
 */
export function errorWithoutParameters(error: unknown, depth = 0, fromDatabase = false): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  if (depth > 5) return { type: error.constructor.name, message: 'cause chain cut', stack: '' };
  const fields = Object.fromEntries(Object.entries(error).filter(([key]) => !dataFields.has(key)));
  const message = safeMessage(error, fields, fromDatabase);
  const stack = error.stack?.replace(`${error.name}: ${error.message}`, `${error.name}: ${message}`) ?? '';
  return {
    ...fields,
    type: error.constructor.name,
    message,
    stack,
    ...(error.cause !== undefined && {
      cause: errorWithoutParameters(error.cause, depth + 1, fromDatabase || typeof fields.query === 'string'),
    }),
  };
}

const levels = { info: 30, warn: 40, error: 50 } as const;

/** One JSON log line in pino's shape, for the few events before the app's logger exists (the database pool). */
export function writeLogLine(level: keyof typeof levels, details: Record<string, unknown>, message: string): void {
  process.stdout.write(
    `${JSON.stringify({ level: levels[level], time: Date.now(), pid: process.pid, ...details, msg: message })}\n`,
  );
}
