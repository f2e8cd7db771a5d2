/** One locale file's content, as `import.meta.glob` reads it. */
export type Messages = Record<string, unknown> | string;

/**
 * `locales/<lng>/<file>.json` → `<file>`: each file becomes the top-level key of its name (`welcome.json` →
 * `welcome.*`), for the portal's i18next and the public pages' texts alike. Files of other languages than
 * `language` are left out.
 */
export function bundleOf(files: Record<string, Messages>, language: string): Record<string, Messages> {
  const bundle: Record<string, Messages> = {};
  for (const [path, messages] of Object.entries(files)) {
    const [, lng, name] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (lng === language && name) bundle[name] = messages;
  }
  return bundle;
}
