import { isOpportunityStatus, type OpportunityStatus } from '../../../domain/opportunities/statuses.ts';
import { isEditable, type TransitionCaller } from '../../../domain/opportunities/transitions.ts';
import { opportunities } from '../../../domain/resources/opportunities.ts';
import type { Row } from '../../crud/store.ts';
import { tableFor } from '../../crud/table-for.ts';
import { isBackOffice, type Caller } from '../../plugins/auth.ts';

/** The generator's view of the opportunities table (columns by field name, the record's selection). */
export const opportunityTable = tableFor(opportunities);


export function statusOf(row: Row): OpportunityStatus {
  const status = String(row.status);
  if (!isOpportunityStatus(status)) throw new Error(`opportunity ${String(row.id)} has an unknown status ${status}`);
  return status;
}

/** What the caller is to this opportunity: its creator, back office, both or neither. */
export const relationOf = (caller: Caller, row: Row): TransitionCaller => ({
  isCreator: row.creatorId === caller.profileId,
  isBackOffice: isBackOffice(caller),
});

/** Adds `editable`: only the creator, only while a draft. */
export const withEditable = (caller: Caller, rows: Row[]): Row[] =>
  rows.map((row) => ({ ...row, editable: isEditable(statusOf(row), relationOf(caller, row)) }));
