import { describe, expect, it } from 'vitest';
import {
  canChangeLeadStatus,
  LEAD_STATUSES,
  leadTransitionRefused,
  nextLeadStatus,
} from '../../../domain/leads/lead-status.ts';

describe('the lead status transitions', () => {
  it('allows only New -> Contacted -> Closed', () => {
    const allowed = LEAD_STATUSES.flatMap((from) =>
      LEAD_STATUSES.filter((to) => canChangeLeadStatus(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed).toEqual(['New->Contacted', 'Contacted->Closed']);
  });

  it('names the one next step, and none for a closed lead', () => {
    expect(LEAD_STATUSES.map(nextLeadStatus)).toEqual(['Contacted', 'Closed', undefined]);
  });

  it('explains a refused step in Italian', () => {
    expect(leadTransitionRefused('Closed', 'New')).toBe('Il contatto è «Chiuso» e non può passare a «Nuovo».');
  });
});
