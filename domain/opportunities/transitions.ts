import { opportunityStatusLabels, type OpportunityStatus } from './statuses.ts';

/** Who may make a transition: the opportunity's creator, or back office. */
export type TransitionActor = 'creator' | 'backOffice';

export interface OpportunityTransition {
  from: OpportunityStatus;
  to: OpportunityStatus;
  by: TransitionActor;
  /** The transition needs a note (why it goes back to the creator). */
  noteRequired: boolean;
}

/**
 * Every legal move: the creator submits a draft for financing; back office takes it into review, approves or rejects
 * it, or sends it back to draft with a note so the creator can correct it.
 */
export const opportunityTransitions: readonly OpportunityTransition[] = [
  { from: 'Draft', to: 'Submitted', by: 'creator', noteRequired: false },
  { from: 'Submitted', to: 'UnderReview', by: 'backOffice', noteRequired: false },
  { from: 'Submitted', to: 'Draft', by: 'backOffice', noteRequired: true },
  { from: 'UnderReview', to: 'Approved', by: 'backOffice', noteRequired: false },
  { from: 'UnderReview', to: 'Rejected', by: 'backOffice', noteRequired: false },
  { from: 'UnderReview', to: 'Draft', by: 'backOffice', noteRequired: true },
];

/** What the caller is to this opportunity. */
export interface TransitionCaller {
  isCreator: boolean;
  isBackOffice: boolean;
}

const performs = (caller: TransitionCaller, actor: TransitionActor) => (actor === 'creator' ? caller.isCreator : caller.isBackOffice);

export const transitionBetween = (from: OpportunityStatus, to: OpportunityStatus): OpportunityTransition | undefined =>
  opportunityTransitions.find((transition) => transition.from === from && transition.to === to);

/** The moves this caller may make from the current status (the buttons of the detail page). */
export const allowedTransitions = (status: OpportunityStatus, caller: TransitionCaller): OpportunityTransition[] =>
  opportunityTransitions.filter((transition) => transition.from === status && performs(caller, transition.by));

export const illegalTransitionMessage = (from: OpportunityStatus, to: OpportunityStatus): string =>
  `Un'opportunità «${opportunityStatusLabels[from]}» non può passare a «${opportunityStatusLabels[to]}».`;
export const TRANSITION_FORBIDDEN = {
  creator: 'Solo chi ha creato l\'opportunità può inviarla.',
  backOffice: 'Solo il back office può valutare le opportunità.',
} as const satisfies Record<TransitionActor, string>;
export const NOTE_REQUIRED = 'Indica il motivo per cui l\'opportunità torna in bozza';
export const NOTE_MAX_LENGTH = 2000;

export type TransitionCheck =
  | { ok: true; transition: OpportunityTransition }
  | { ok: false; status: 409 | 403 | 400; message: string };

/** Whether this caller may move an opportunity from `from` to `to` with this note; the status says why not. */
export function checkTransition(from: OpportunityStatus, to: OpportunityStatus, caller: TransitionCaller, note: string | null): TransitionCheck {
  const transition = transitionBetween(from, to);
  if (!transition) return { ok: false, status: 409, message: illegalTransitionMessage(from, to) };
  if (!performs(caller, transition.by)) return { ok: false, status: 403, message: TRANSITION_FORBIDDEN[transition.by] };
  if (transition.noteRequired && (note === null || note.trim() === '')) return { ok: false, status: 400, message: NOTE_REQUIRED };
  return { ok: true, transition };
}

/** Only the creator changes or deletes an opportunity, and only while it is a draft. */
export const DRAFT_ONLY = 'L\'opportunità può essere modificata o eliminata solo mentre è in bozza.';
export const CREATOR_ONLY = 'Solo chi ha creato l\'opportunità può modificarla o eliminarla.';
export const isEditable = (status: OpportunityStatus, caller: TransitionCaller): boolean => caller.isCreator && status === 'Draft';
