import { isDeclarationNamed, type ResourceDeclaration } from '../../../domain/resources/declaration.ts';
import { outlineNamed } from '../../../domain/resources/outlines.ts';

/** Each declaring file of domain/resources/, loaded on demand (each its own chunk, with the schemas it names). */
const declaringModules = import.meta.glob<Record<string, unknown>>([
  '../../../domain/resources/*.ts',
  '!../../../domain/resources/{declaration,outlines}.ts',
]);

/**
 * The declaration of this name, loading only the file its outline names: a generated screen carries its own
 * resource's schemas, not the whole registry's.
 */
export async function loadDeclaration(name: string): Promise<ResourceDeclaration> {
  const { module } = outlineNamed(name);
  const load = declaringModules[`../../../domain/resources/${module}.ts`];
  if (!load) throw new Error(`domain/resources/${module}.ts, named by the outline of ${name}, is not a declaring file`);
  const declaration = Object.values(await load()).find((value): value is ResourceDeclaration =>
    isDeclarationNamed(value, name),
  );
  if (!declaration) throw new Error(`domain/resources/${module}.ts does not export the declaration ${name}`);
  return declaration;
}

const loading = new Map<string, Promise<ResourceDeclaration>>();

/** The declaration of this name, loaded once: a form reads it with `use()`, which wants one promise across renders. */
export function declarationNamed(name: string): Promise<ResourceDeclaration> {
  const known = loading.get(name);
  if (known) return known;
  const loaded = loadDeclaration(name);
  loading.set(name, loaded);
  return loaded;
}
