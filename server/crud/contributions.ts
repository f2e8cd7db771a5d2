import { REPOSITORY_ENTITY_TYPES } from '../../domain/files/repository-objects.ts';
import { REFERENCE_SOURCE_NAMES } from '../../domain/resources/declaration.ts';
import type { AttachmentRules } from '../files/attachment-rules.ts';
import type { JobDefinition } from '../jobs/job-queue.ts';
import type { JobServices, ServerModule } from './module.ts';
import type { ReferenceSources } from './references.ts';

/**
 * One entry per key from exactly one module: a key no module gives, or that two give, stops the server at startup,
 * so a picker or an entity's files never fall back to some other rule.
 */
function exactlyOnce<K extends string, V>(
  what: string,
  keys: readonly K[],
  parts: readonly (Partial<Record<K, V>> | undefined)[],
): Record<K, V> {
  const merged: Partial<Record<K, V>> = {};
  const problems: string[] = [];
  for (const key of keys) {
    const given = parts.flatMap((part) => (part?.[key] === undefined ? [] : [part[key]]));
    if (given.length === 1) merged[key] = given[0];
    else
      problems.push(
        `${key} (${given.length === 0 ? 'no module gives it' : `${String(given.length)} modules give it`})`,
      );
  }
  if (problems.length > 0)
    throw new Error(`Every ${what} needs exactly one server module (server/modules/units.ts): ${problems.join(', ')}`);
  return merged as Record<K, V>;
}

/** Every reference source, each from the one module that owns its rows. */
export const referenceSourcesOf = (modules: readonly ServerModule[]): ReferenceSources =>
  exactlyOnce(
    'reference source',
    REFERENCE_SOURCE_NAMES,
    modules.map((contributor) => contributor.references),
  );

/** The attachment rule of every entity type that holds files, each from the module that owns the entity. */
export const attachmentRulesOf = (modules: readonly ServerModule[]): AttachmentRules =>
  exactlyOnce(
    'entity type with files',
    REPOSITORY_ENTITY_TYPES,
    modules.map((contributor) => contributor.attachments),
  );

/** The background jobs of every module. */
export const moduleJobsOf = (modules: readonly ServerModule[], services: JobServices): JobDefinition[] =>
  modules.flatMap((contributor) => contributor.jobs?.(services) ?? []);
