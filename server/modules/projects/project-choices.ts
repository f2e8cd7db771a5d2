import { and, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { appRoles } from '../../../domain/auth/roles.ts';
import { projectPolicy } from '../../../domain/policies/projects.ts';
import type { ReferenceSources } from '../../crud/references.ts';
import type { Database } from '../../db/client.ts';
import { fullName } from '../../db/profile-name.ts';
import { networks, profiles, projects, userRoles } from '../../db/schema/index.ts';
import { allows, type Caller } from '../../plugins/auth.ts';
import { activeWith, personSource, takesPart } from '../profile/public.ts';
import { projectVisibility } from './project-visibility.ts';

const nothing = sql`false`;

/**
 * Whom the caller may put on a project (a role, the tutor, a coach): back office any member who takes a part; a hub
 * head their network's and the specialists; anyone else nobody.
 */
export function projectCandidates(caller: Caller, db: Database): SQL | undefined {
  if (allows(caller, projectPolicy.staffsFromEveryNetwork)) return takesPart(db);
  if (!allows(caller, projectPolicy.staffsFromOwnNetwork)) return nothing;
  const ofNetwork = caller.networkId ? eq(profiles.networkId, caller.networkId) : undefined;
  return and(takesPart(db), or(ofNetwork, activeWith(db, eq(userRoles.roleId, appRoles.Specialist))));
}

/**
 * Enabled profiles with an Active Designer or HWDesigner role: back office any, a hub head their network's, anyone
 * else the professionals of the projects they see.
 */
function choosableDesigners(caller: Caller, db: Database): SQL | undefined {
  const designers = activeWith(db, inArray(userRoles.roleId, [appRoles.Designer, appRoles.HWDesigner]));
  if (allows(caller, projectPolicy.picksEveryDesigner)) return designers;
  if (allows(caller, projectPolicy.picksOwnNetworkDesigners))
    return and(designers, caller.networkId ? eq(profiles.networkId, caller.networkId) : nothing);
  return and(
    designers,
    inArray(
      profiles.id,
      db
        .selectDistinct({ id: projects.assigneeId })
        .from(projects)
        .where(and(isNotNull(projects.assigneeId), projectVisibility(caller, db))),
    ),
  );
}

/** The pickers of a project's form: the projects themselves, the assignee and the people who take a part in one. */
export const projectReferenceSources: Pick<ReferenceSources, 'designers' | 'projectPeople' | 'projects'> = {
  designers: { ...personSource(choosableDesigners), parameters: { networkId: profiles.networkId } },
  projectPeople: personSource(projectCandidates),
  projects: {
    table: projects,
    id: projects.id,
    label: sql<string>`${projects.name}`,
    /** The network, the designer and the day it was created (Rome), so two projects of the same name are told apart. */
    hint: sql<string | null>`concat_ws(' · ',
      (select ${networks.name} from ${networks} where ${networks.id} = ${projects.networkId}),
      (select ${fullName} from ${profiles} where ${profiles.id} = ${projects.assigneeId}),
      'creato il ' || to_char(${projects.createdAt} at time zone 'Europe/Rome', 'DD/MM/YYYY'))`,
    choosable: (caller, db) => projectVisibility(caller, db),
  },
};
