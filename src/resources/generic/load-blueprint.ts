import { namedIn, type ResourceBlueprint } from '../../../domain/resources/declaration.ts';
import { outlineNamed } from '../../../domain/resources/outlines.ts';

/** The blueprints of each declaring file (domain/resources/blueprints/), loaded on demand, each its own chunk. */
const blueprintModules = import.meta.glob<readonly ResourceBlueprint[]>('../../../domain/resources/blueprints/*.ts', {
  import: 'blueprints',
});

/**
 * The blueprint of this name, loading only the file its outline names: a generated list or detail carries its own
 * resource's fields, without the schemas (and zod) its form validates with.
 */
export async function loadBlueprint(name: string): Promise<ResourceBlueprint> {
  const { module } = outlineNamed(name);
  const load = blueprintModules[`../../../domain/resources/blueprints/${module}.ts`];
  if (!load) throw new Error(`domain/resources/blueprints/${module}.ts, named by the outline of ${name}, is missing`);
  return namedIn(await load(), name);
}
