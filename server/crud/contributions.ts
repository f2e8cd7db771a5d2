import type { AttachmentRules } from '../files/attachment-rules.ts';
import type { JobDefinition } from '../jobs/job-queue.ts';
import type { JobServices, ServerModule } from './module.ts';
import { referenceFieldsOf, type ReferenceSource, type ReferenceSources } from './references.ts';
import type { ServerUnit } from './unit.ts';

const REGISTRY = 'server/modules/units.ts';

/** The modules' entries merged, with the keys two modules or more give. */
function merged<V>(parts: readonly (Readonly<Partial<Record<string, V>>> | undefined)[]) {
  const entries: Record<string, V> = {};
  const givers = new Map<string, number>();
  for (const part of parts)
    for (const [key, value] of Object.entries(part ?? {})) {
      if (value === undefined) continue;
      givers.set(key, (givers.get(key) ?? 0) + 1);
      entries[key] = value;
    }
  const twice = [...givers].flatMap(([key, count]) => (count > 1 ? [`${key} (${String(count)} modules give it)`] : []));
  return { entries, twice };
}

function stopUnless(what: string, problems: readonly string[]): void {
  if (problems.length > 0)
    throw new Error(`Every ${what} needs exactly one server module (${REGISTRY}): ${problems.join(', ')}`);
}

/** What adds to the shared services: a module, or a unit that also serves a declaration. */
type Contributor = ServerModule | ServerUnit;

/**
 * Every reference source, each from the one module that owns its rows. The sources are the ones the units'
 * declarations name in their reference fields: one no module gives, one two modules give, or one no field names stops
 * the server at startup.
 */
export function referenceSourcesOf(modules: readonly Contributor[]): ReferenceSources {
  const { entries, twice } = merged<ReferenceSource>(modules.map((contributor) => contributor.references));
  const named = new Set(
    modules.flatMap((contributor) =>
      'declaration' in contributor
        ? referenceFieldsOf(contributor.declaration).map(({ reference }) => reference.source)
        : [],
    ),
  );
  stopUnless('reference source', [
    ...[...named].filter((name) => !Object.hasOwn(entries, name)).map((name) => `${name} (no module gives it)`),
    ...twice,
    ...Object.keys(entries)
      .filter((name) => !named.has(name as keyof ReferenceSources))
      .map((name) => `${name} (no declaration's field names it)`),
  ]);
  return entries as ReferenceSources;
}

/**
 * The attachment rule of every entity type that holds files, each from the module that owns the entity: two modules
 * giving one stops the server at startup; a request naming a type no module gives is refused (`entityAccessOf`).
 */
export function attachmentRulesOf(modules: readonly ServerModule[]): AttachmentRules {
  const { entries, twice } = merged(modules.map((contributor) => contributor.attachments));
  stopUnless('entity type with files', twice);
  return entries as AttachmentRules;
}

/** The background jobs of every module. */
export const moduleJobsOf = (modules: readonly ServerModule[], services: JobServices): JobDefinition[] =>
  modules.flatMap((contributor) => contributor.jobs?.(services) ?? []);
