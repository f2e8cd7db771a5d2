import { sql } from 'drizzle-orm';
import { profiles } from './schema/index.ts';

/** 'Nome Cognome' of a profile: how every module's lists and histories name a person. */
export const fullName = sql<string>`${profiles.firstName} || ' ' || ${profiles.lastName}`;
