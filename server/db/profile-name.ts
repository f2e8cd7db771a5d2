import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { profiles } from './schema/index.ts';

/** The name columns of a profile row, of `profiles` itself or of an alias of it (a record's assigner). */
interface NamedPerson {
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
}

/**
 * 'Nome Cognome' of the profile a query reaches as `person`: how every module's lists, histories and searches name a
 * person. Through a left join the name may be null: `fullNameOf<string | null>(assigner)`.
 */
export const fullNameOf = <Name extends string | null = string>(person: NamedPerson = profiles) =>
  sql<Name>`${person.firstName} || ' ' || ${person.lastName}`;

/** 'Nome Cognome' of the `profiles` row of the query. */
export const fullName = fullNameOf();
