import type { AppRoleName } from '../auth/roles.ts';
import { finalProjectStatuses, projectStatuses, type ProjectStatus } from './catalogue.ts';
import { PROJECT_MESSAGES, transitionForbiddenMessage, transitionNotAllowedMessage } from './messages.ts';

/**
 * Who may make a move: `backOffice` (an Active BackofficeUser or BackofficeAdmin), `networkHubHead` (an Active HubHead
 * of the project's network), `assignee` (the professional the project is assigned to).
 */
export type TransitionActorKind = 'backOffice' | 'networkHubHead' | 'assignee';

/** Which call makes the move: the status call, or the confirm-cmc action (spec section 4). */
export type TransitionVia = 'status' | 'confirmcmc';

export interface ProjectTransition {
  from: ProjectStatus;
  to: ProjectStatus;
  by: readonly TransitionActorKind[];
  via: TransitionVia;
}

const cancellable = projectStatuses.filter((status) => !finalProjectStatuses.includes(status));

/**
 * The transition table: every legal move of a project's status. Completed -> Verified happens only through
 * `PUT /happyway/projects/{id}/confirmcmc`, which also needs an end-of-project verification document.
 */
export const projectTransitions: readonly ProjectTransition[] = [
  { from: 'Draft', to: 'Submitted', by: ['networkHubHead', 'backOffice'], via: 'status' },
  { from: 'Submitted', to: 'InProgress', by: ['networkHubHead', 'backOffice'], via: 'status' },
  { from: 'Submitted', to: 'Draft', by: ['backOffice'], via: 'status' },
  { from: 'InProgress', to: 'Completed', by: ['assignee', 'backOffice'], via: 'status' },
  { from: 'Completed', to: 'Verified', by: ['backOffice'], via: 'confirmcmc' },
  { from: 'Completed', to: 'InProgress', by: ['backOffice'], via: 'status' },
  ...cancellable.map((from): ProjectTransition => ({ from, to: 'Cancelled', by: ['backOffice'], via: 'status' })),
];

/** The caller as the table sees them. */
export interface TransitionActor {
  profileId: string;
  activeRoles: readonly AppRoleName[];
  networkId: string | null;
}

/** The project as the table sees it. */
export interface TransitionSubject {
  status: ProjectStatus;
  assigneeId: string | null;
  networkId: string | null;
}

/** The kinds this actor is for this project. */
export function actorKinds(project: TransitionSubject, actor: TransitionActor): TransitionActorKind[] {
  const kinds: TransitionActorKind[] = [];
  if (actor.activeRoles.includes('BackofficeUser') || actor.activeRoles.includes('BackofficeAdmin')) kinds.push('backOffice');
  if (actor.activeRoles.includes('HubHead') && actor.networkId !== null && actor.networkId === project.networkId) kinds.push('networkHubHead');
  if (project.assigneeId !== null && project.assigneeId === actor.profileId) kinds.push('assignee');
  return kinds;
}

/** The moves this actor may make on this project now, in table order. */
export function allowedTransitions(project: TransitionSubject, actor: TransitionActor): ProjectTransition[] {
  const kinds = actorKinds(project, actor);
  return projectTransitions.filter((transition) =>
    transition.from === project.status && transition.by.some((kind) => kinds.includes(kind)));
}

/** Why a move is refused: 409 when the move is not legal (for this call), 403 when this actor may not make it. */
export interface TransitionRefusal {
  statusCode: 403 | 409;
  message: string;
}

/** Checks one move through one call; null when it may happen. */
export function checkTransition(project: TransitionSubject, to: ProjectStatus, actor: TransitionActor, via: TransitionVia): TransitionRefusal | null {
  if (project.status === to) return { statusCode: 409, message: PROJECT_MESSAGES.sameStatus };
  const transition = projectTransitions.find((candidate) => candidate.from === project.status && candidate.to === to);
  if (!transition) return { statusCode: 409, message: transitionNotAllowedMessage(project.status, to) };
  if (transition.via !== via) {
    return { statusCode: 409, message: via === 'status' ? PROJECT_MESSAGES.confirmCmcOnly : transitionNotAllowedMessage(project.status, to) };
  }
  const kinds = actorKinds(project, actor);
  if (!transition.by.some((kind) => kinds.includes(kind))) return { statusCode: 403, message: transitionForbiddenMessage(project.status, to) };
  return null;
}
