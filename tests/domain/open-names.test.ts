import { describe, expect, it } from 'vitest';
import type { RepositoryEntityType } from '../../domain/files/repository-objects.ts';
import type { ReferenceSourceName, ReferenceTarget } from '../../domain/resources/declaration.ts';

/**
 * The reference sources and the entity types with files are named by the units' own domain files (declaration
 * merging), with no list to keep beside them: `npm run typecheck` refuses a name no unit declares. Each
 * `@ts-expect-error` below is itself an error if the line after it typechecks.
 */
describe('names the units declare', () => {
  it('take a source a unit declares in a reference field, and refuse one that none does', () => {
    const projectPicker: ReferenceTarget = { source: 'projects', labelField: 'projectName' };
    const skills: ReferenceSourceName = 'skills';
    // @ts-expect-error: no unit's domain file declares an `invoices` source.
    const unknown: ReferenceTarget = { source: 'invoices', labelField: 'invoiceName' };
    expect([projectPicker.source, skills, unknown.source]).toEqual(['projects', 'skills', 'invoices']);
  });

  it('take an entity type a unit declares as holding files, and refuse one that none does', () => {
    const held: RepositoryEntityType[] = ['Project', 'Profile', 'Organization', 'Lesson', 'Condominium', 'NewsPost'];
    // @ts-expect-error: opportunities hold no files.
    const unknown: RepositoryEntityType = 'Opportunity';
    expect([...held, unknown]).toHaveLength(7);
  });
});
