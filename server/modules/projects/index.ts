import { projectsResource } from '../../../domain/resources/projects.ts';
import { defineUnit } from '../../crud/unit.ts';
import { projects } from '../../db/schema/index.ts';
import { projectReferenceSources } from './project-choices.ts';
import { beforeProjectDelete } from './project-documents.service.ts';
import { isProjectVisible, statusOf, withTutors } from './project-rows.ts';
import { applyProjectTransition } from './project-transitions.service.ts';
import { projectVisibility } from './project-visibility.ts';
import {
  projectCreateValues,
  projectUpdateValues,
  recordProjectCreation,
  recordProjectUpdate,
} from './project-writes.ts';
import { projectRoutes } from './projects.routes.ts';

/**
 * Projects (domain/resources/projects.ts): their people see them; the server sets the network, the creator and the
 * first status, checks who edits what, writes the first history row and the assignee's notice with the write, adds the
 * tutor's name and the workflow, people, documents and counts routes. Whoever sees a project reads and adds its files;
 * its pickers are the projects, their assignees and the people who take a part in them.
 */
export const projectsUnit = defineUnit({
  declaration: projectsResource,
  table: projects,
  visibility: projectVisibility,
  attachments: {
    Project: {
      record: { table: projects, id: projects.id },
      canRead: isProjectVisible,
      canWrite: isProjectVisible,
      notFound: 'Progetto non trovato',
    },
  },
  references: projectReferenceSources,
  behaviour: {
    prepareCreate: projectCreateValues,
    prepareUpdate: projectUpdateValues,
    beforeDelete: beforeProjectDelete,
    afterCreate: recordProjectCreation,
    afterUpdate: (context, row, _input, before) => recordProjectUpdate(context, row, before),
    decorate: ({ db }, rows) => withTutors(db, rows),
    async transition({ db, caller }, row, to) {
      await applyProjectTransition(db, caller, row.id, statusOf({ status: to }), {
        via: 'status',
        skipNotification: false,
        now: new Date(),
      });
    },
    async routes(app, services) {
      await app.register(projectRoutes, services);
    },
  },
});
