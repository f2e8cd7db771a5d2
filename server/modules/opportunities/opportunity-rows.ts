import { isEditable, type OpportunityCaller } from '../../../domain/opportunities/transitions.ts';
import { opportunityPolicy } from '../../../domain/policies/opportunities.ts';
import type { opportunities } from '../../../domain/resources/opportunities.ts';
import type { RecordOf, StoredOf } from '../../crud/unit.ts';
import { allows, type Caller } from '../../plugins/auth.ts';

type StoredOpportunity = StoredOf<typeof opportunities>;

/** What the caller is to this opportunity: its creator, back office, both or neither. */
export const relationOf = (caller: Caller, row: Pick<StoredOpportunity, 'creatorId'>): OpportunityCaller => ({
  isCreator: row.creatorId === caller.profileId,
  isBackOffice: allows(caller, opportunityPolicy.evaluatesOpportunities),
});

/** Adds `editable`: only the creator, only while a draft. */
export const withEditable = (caller: Caller, rows: StoredOpportunity[]): RecordOf<typeof opportunities>[] =>
  rows.map((row) => ({ ...row, editable: isEditable(row.status, relationOf(caller, row)) }));
