import { designer } from '../policies/policy.ts';
import { finalProjectStatuses } from './catalogue.ts';
import type { ProjectPermissions } from './schemas.ts';
import { actorKinds, type ProjectCaller, type TransitionSubject } from './transitions.ts';

/** The fields only back office and the network's hub head change; a designer's save must leave them as they are. */
export const managerOnlyProjectFields = ['type', 'networkId', 'assigneeId', 'amount', 'financing'] as const;

/**
 * What an actor may do on a project they see: back office and the network's hub head edit everything and manage the
 * people; the assigned designer edits the descriptive fields; a verified or cancelled project is closed to edits.
 */
export function projectPermissions(project: TransitionSubject, actor: ProjectCaller): ProjectPermissions {
  const kinds = actorKinds(project, actor);
  const open = !finalProjectStatuses.includes(project.status);
  const manager = kinds.includes('backOffice') || kinds.includes('networkHubHead');
  const assignedDesigner = kinds.includes('assignee') && designer(actor.activeRoles);
  return {
    edit: open && (manager || assignedDesigner),
    editAll: open && manager,
    delete: kinds.includes('backOffice'),
    managePeople: manager,
    confirmCmc: kinds.includes('backOffice') && project.status === 'Completed',
  };
}
