/** The statuses of an opportunity (the spec leaves them open): drafted, submitted for financing, reviewed, decided. */
export const opportunityStatuses = ['Draft', 'Submitted', 'UnderReview', 'Approved', 'Rejected'] as const;

export type OpportunityStatus = (typeof opportunityStatuses)[number];

/** The statuses of the register: every one after submission. */
export const submittedStatuses = [
  'Submitted',
  'UnderReview',
  'Approved',
  'Rejected',
] as const satisfies readonly OpportunityStatus[];

/** Italian names for the messages the server sends (the screens take theirs from locales/it/opportunity.json). */
export const opportunityStatusLabels: Record<OpportunityStatus, string> = {
  Draft: 'Bozza',
  Submitted: 'Inviata',
  UnderReview: 'In valutazione',
  Approved: 'Approvata',
  Rejected: 'Respinta',
};

export const isOpportunityStatus = (value: string): value is OpportunityStatus =>
  (opportunityStatuses as readonly string[]).includes(value);
