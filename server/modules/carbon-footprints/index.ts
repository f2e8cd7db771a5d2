import { carbonFootprints as carbonFootprintResource } from '../../../domain/resources/carbon-footprints.ts';
import { defineUnit } from '../../crud/unit.ts';
import { carbonFootprints } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { footprintVisibility, mayEditFootprint } from './carbon-footprint-visibility.ts';
import { carbonFootprintRoutes } from './carbon-footprints.routes.ts';
import { figuresOf, requireVisibleProject, withAuthorNames } from './carbon-footprints.service.ts';

export const AUTHOR_ONLY = "Solo chi ha creato l'impronta può modificarla o eliminarla";

/**
 * Carbon footprints (domain/resources/carbon-footprints.ts): the create is the spec's `POST
 * /evaluator/carbon/footprint`; the author is the caller and every figure is computed here from the input, whatever
 * totals the client sends; a project must be one the caller sees. The author, the project's people and back office see
 * it; the author and back office edit it (its figures computed again from the new input, its author unchanged) and
 * delete it.
 */
export const carbonFootprintUnit = defineUnit({
  declaration: carbonFootprintResource,
  table: carbonFootprints,
  visibility: footprintVisibility,
  behaviour: {
    async prepareCreate({ db, caller }, input) {
      await requireVisibleProject(db, caller, input.projectId);
      return { authorId: caller.profileId, ...figuresOf(input.input) };
    },
    requireEditor({ caller }, current) {
      if (!mayEditFootprint(caller, current.authorId)) throw new HttpError(403, AUTHOR_ONLY);
    },
    async prepareUpdate({ db, caller }, _current, input) {
      await requireVisibleProject(db, caller, input.projectId);
      return figuresOf(input.input);
    },
    decorate: async ({ db, caller }, rows) =>
      (await withAuthorNames(db, rows)).map((row) => ({ ...row, editable: mayEditFootprint(caller, row.authorId) })),
    routes: carbonFootprintRoutes,
  },
});
