import type { AppRoleName } from '../auth/roles.ts';
import { backOffice, hubHead, inOwnNetwork } from '../policies/policy.ts';
import { defineWorkflow, movesFrom, refusalOf, type Refusal, type Transition } from '../workflow/workflow.ts';
import { finalProjectStatuses, projectStatuses, type ProjectStatus } from './catalogue.ts';
import {
  PROJECT_MESSAGES,
  projectStatusNames,
  transitionForbiddenMessage,
  transitionNotAllowedMessage,
} from './messages.ts';

/**
 * Who may make a move: `backOffice` (an Active BackofficeUser or BackofficeAdmin), `networkHubHead` (an Active HubHead
 * of the project's network), `assignee` (the professional the project is assigned to).
 */
export type ProjectActorKind = 'backOffice' | 'networkHubHead' | 'assignee';

/** Which call makes the move: the status call, or the confirm-cmc action (spec section 4). */
export type TransitionVia = 'status' | 'confirmcmc';

export type ProjectTransition = Transition<ProjectStatus, ProjectActorKind, TransitionVia>;

const cancellable = projectStatuses.filter((status) => !finalProjectStatuses.includes(status));

/**
 * The project workflow: every legal move of a project's status, with its history. Completed -> Verified happens only
 * through `PUT /happyway/projects/{id}/confirmcmc`, which also needs an end-of-project verification document.
 */
export const projectWorkflow = defineWorkflow<ProjectStatus, ProjectActorKind, TransitionVia>({
  statuses: projectStatuses,
  labels: projectStatusNames,
  transitions: [
    { from: 'Draft', to: 'Submitted', by: ['networkHubHead', 'backOffice'], via: 'status' },
    { from: 'Submitted', to: 'InProgress', by: ['networkHubHead', 'backOffice'], via: 'status' },
    { from: 'Submitted', to: 'Draft', by: ['backOffice'], via: 'status' },
    { from: 'InProgress', to: 'Completed', by: ['assignee', 'backOffice'], via: 'status' },
    { from: 'Completed', to: 'Verified', by: ['backOffice'], via: 'confirmcmc' },
    { from: 'Completed', to: 'InProgress', by: ['backOffice'], via: 'status' },
    ...cancellable.map((from): ProjectTransition => ({ from, to: 'Cancelled', by: ['backOffice'], via: 'status' })),
  ],
  refusals: {
    notAllowed: transitionNotAllowedMessage,
    forbidden: ({ from, to }) => transitionForbiddenMessage(from, to),
    sameStatus: PROJECT_MESSAGES.sameStatus,
    wrongCall: ({ from, to }, via) =>
      via === 'status' ? PROJECT_MESSAGES.confirmCmcOnly : transitionNotAllowedMessage(from, to),
  },
});

/** The caller as the workflow sees them. */
export interface ProjectCaller {
  profileId: string;
  activeRoles: readonly AppRoleName[];
  networkId: string | null;
}

/** The project as the workflow sees it. */
export interface TransitionSubject {
  status: ProjectStatus;
  assigneeId: string | null;
  networkId: string | null;
}

/** The kinds this caller is for this project. */
export function actorKinds(project: TransitionSubject, caller: ProjectCaller): ProjectActorKind[] {
  const kinds: ProjectActorKind[] = [];
  if (backOffice(caller.activeRoles)) kinds.push('backOffice');
  if (
    hubHead(caller.activeRoles) &&
    inOwnNetwork({ callerNetworkId: caller.networkId, recordNetworkId: project.networkId })
  )
    kinds.push('networkHubHead');
  if (project.assigneeId !== null && project.assigneeId === caller.profileId) kinds.push('assignee');
  return kinds;
}

/** The moves this caller may make on this project now, in table order. */
export const allowedTransitions = (project: TransitionSubject, caller: ProjectCaller): ProjectTransition[] =>
  movesFrom(projectWorkflow, project.status, actorKinds(project, caller));

/** Checks one move through one call; null when it may happen. */
export const checkTransition = (
  project: TransitionSubject,
  to: ProjectStatus,
  caller: ProjectCaller,
  via: TransitionVia,
): Refusal | null => refusalOf(projectWorkflow, project.status, to, actorKinds(project, caller), { via });
