/** Where a visitor was going when the guard sent them to log in: kept in this tab until the login brings them back. */
const KEY = 'happyway.returnPath';

export function rememberReturnPath(path: string): void {
  sessionStorage.setItem(KEY, path);
}

/** The remembered path, if any: always one of our own paths (it starts with one slash). */
export function returnPath(): string | null {
  const path = sessionStorage.getItem(KEY);
  return path !== null && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

export function forgetReturnPath(): void {
  sessionStorage.removeItem(KEY);
}
