import { defineWorkflow, movesFrom, refusalOf, type Refusal, type Transition } from '../workflow/workflow.ts';
import { opportunityStatuses, opportunityStatusLabels, type OpportunityStatus } from './statuses.ts';

/** Who may make a move: the opportunity's creator, or back office. */
export type OpportunityActorKind = 'creator' | 'backOffice';

export type OpportunityTransition = Transition<OpportunityStatus, OpportunityActorKind>;

export const NOTE_REQUIRED = "Indica il motivo per cui l'opportunità torna in bozza";
export const NOTE_MAX_LENGTH = 2000;

const TRANSITION_FORBIDDEN: Readonly<Record<OpportunityActorKind, string>> = {
  creator: "Solo chi ha creato l'opportunità può inviarla.",
  backOffice: 'Solo il back office può valutare le opportunità.',
};

/**
 * The opportunity workflow, with its history: the creator submits a draft for financing; back office takes it into
 * review, approves or rejects it, or sends it back to draft with a note so the creator can correct it.
 */
export const opportunityWorkflow = defineWorkflow<OpportunityStatus, OpportunityActorKind>({
  statuses: opportunityStatuses,
  labels: opportunityStatusLabels,
  transitions: [
    { from: 'Draft', to: 'Submitted', by: ['creator'], via: 'status' },
    { from: 'Submitted', to: 'UnderReview', by: ['backOffice'], via: 'status' },
    { from: 'Submitted', to: 'Draft', by: ['backOffice'], via: 'status', noteRequired: true },
    { from: 'UnderReview', to: 'Approved', by: ['backOffice'], via: 'status' },
    { from: 'UnderReview', to: 'Rejected', by: ['backOffice'], via: 'status' },
    { from: 'UnderReview', to: 'Draft', by: ['backOffice'], via: 'status', noteRequired: true },
  ],
  refusals: {
    notAllowed: (from, to) =>
      `Un'opportunità «${opportunityStatusLabels[from]}» non può passare a «${opportunityStatusLabels[to]}».`,
    forbidden: ({ by = [] }) => TRANSITION_FORBIDDEN[by.includes('creator') ? 'creator' : 'backOffice'],
    noteRequired: NOTE_REQUIRED,
  },
});

/** What the caller is to this opportunity. */
export interface OpportunityCaller {
  isCreator: boolean;
  isBackOffice: boolean;
}

const kindsOf = (caller: OpportunityCaller): OpportunityActorKind[] => [
  ...(caller.isCreator ? ['creator' as const] : []),
  ...(caller.isBackOffice ? ['backOffice' as const] : []),
];

/** The moves this caller may make from the current status (the buttons of the detail page). */
export const allowedTransitions = (status: OpportunityStatus, caller: OpportunityCaller): OpportunityTransition[] =>
  movesFrom(opportunityWorkflow, status, kindsOf(caller));

/** Whether this caller may move an opportunity from `from` to `to` with this note; null when it may. */
export const checkTransition = (
  from: OpportunityStatus,
  to: OpportunityStatus,
  caller: OpportunityCaller,
  note: string | null,
): Refusal | null => refusalOf(opportunityWorkflow, from, to, kindsOf(caller), { via: 'status', note });

/** Only the creator changes or deletes an opportunity, and only while it is a draft. */
export const DRAFT_ONLY = "L'opportunità può essere modificata o eliminata solo mentre è in bozza.";
export const CREATOR_ONLY = "Solo chi ha creato l'opportunità può modificarla o eliminarla.";
export const isEditable = (status: OpportunityStatus, caller: OpportunityCaller): boolean =>
  caller.isCreator && status === 'Draft';
