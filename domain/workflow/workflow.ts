import { ROLE_REFUSED } from '../auth/roles.ts';

/**
 * One status workflow shape for every resource with states (projects, opportunities, leads, and those to come): its
 * statuses and their Italian names, the legal moves with who may make them and through which call, the refusal
 * messages. A resource that keeps a history of its moves (projects, opportunities) writes its row in the move's
 * transaction, in its own module.
 */

/** A legal move. */
export interface Transition<Status extends string, Actor extends string, Via extends string = 'status'> {
  from: Status;
  to: Status;
  /** Who may make it, as the kinds of actor the workflow knows; absent: whoever may see the row. */
  by?: readonly Actor[];
  /** The call that makes it (most moves go through the status call). */
  via: Via;
  /** The move needs a note (why it goes back). */
  noteRequired?: boolean;
}

export interface Workflow<Status extends string, Actor extends string, Via extends string = 'status'> {
  statuses: readonly Status[];
  /** The statuses as the server's messages name them. */
  labels: Readonly<Record<Status, string>>;
  transitions: readonly Transition<Status, Actor, Via>[];
  refusals: {
    /** 409: the move is not in the table. */
    notAllowed: (from: Status, to: Status) => string;
    /** 403: the move exists but this actor may not make it (default: the role refusal). */
    forbidden?: (transition: Transition<Status, Actor, Via>) => string;
    /** 409: the status is already the one asked for (default: `notAllowed`). */
    sameStatus?: string;
    /** 409: the move exists through another call. */
    wrongCall?: (transition: Transition<Status, Actor, Via>, via: Via) => string;
    /** 400: the move needs a note. */
    noteRequired?: string;
  };
}

/**
 * Why a move is refused: 409 when it is not legal (through this call), 403 for the wrong actor, 400 without its note.
 */
export interface Refusal {
  statusCode: 400 | 403 | 409;
  message: string;
}

export const defineWorkflow = <Status extends string, Actor extends string, Via extends string = 'status'>(
  workflow: Workflow<Status, Actor, Via>,
): Workflow<Status, Actor, Via> => workflow;

const performs = <Actor extends string>(by: readonly Actor[] | undefined, kinds: readonly Actor[]) =>
  by === undefined || by.some((kind) => kinds.includes(kind));

export const transitionBetween = <Status extends string, Actor extends string, Via extends string>(
  workflow: Workflow<Status, Actor, Via>,
  from: Status,
  to: Status,
): Transition<Status, Actor, Via> | undefined =>
  workflow.transitions.find((transition) => transition.from === from && transition.to === to);

/** The moves an actor of these kinds may make from a status, in table order. */
export const movesFrom = <Status extends string, Actor extends string, Via extends string>(
  workflow: Workflow<Status, Actor, Via>,
  status: Status,
  kinds: readonly Actor[],
): Transition<Status, Actor, Via>[] =>
  workflow.transitions.filter((transition) => transition.from === status && performs(transition.by, kinds));

/** Checks one move by an actor of these kinds, through one call and with its note; null when it may happen. */
export function refusalOf<Status extends string, Actor extends string, Via extends string>(
  workflow: Workflow<Status, Actor, Via>,
  from: Status,
  to: Status,
  kinds: readonly Actor[],
  move: { via: Via; note?: string | null },
): Refusal | null {
  const { refusals } = workflow;
  if (from === to && refusals.sameStatus !== undefined) return { statusCode: 409, message: refusals.sameStatus };
  const transition = transitionBetween(workflow, from, to);
  if (!transition) return { statusCode: 409, message: refusals.notAllowed(from, to) };
  if (transition.via !== move.via)
    return { statusCode: 409, message: refusals.wrongCall?.(transition, move.via) ?? refusals.notAllowed(from, to) };
  if (!performs(transition.by, kinds))
    return { statusCode: 403, message: refusals.forbidden?.(transition) ?? ROLE_REFUSED };
  if (transition.noteRequired && (move.note ?? '').trim() === '')
    return { statusCode: 400, message: refusals.noteRequired ?? refusals.notAllowed(from, to) };
  return null;
}
