import { needTexts, textsAskedSoFar } from './text-needs.ts';

/**
 * A screen's module once the texts it draws are in: the namespaces its modules asked for as they loaded
 * (src/i18n/text-needs.ts), and `namespaces` beyond them (a generated screen's resource, named by data), so it never
 * draws a raw key.
 */
export async function withPortalTexts<T>(module: Promise<T>, namespaces: readonly string[] = []): Promise<T> {
  needTexts(namespaces);
  const loaded = await module;
  await textsAskedSoFar();
  return loaded;
}
