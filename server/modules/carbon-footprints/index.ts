import { carbonFootprints as carbonFootprintResource } from '../../../domain/resources/carbon-footprints.ts';
import { defineUnit, type StoredOf, type WriteContext } from '../../crud/unit.ts';
import { carbonFootprints } from '../../db/schema/index.ts';
import { isBackOffice } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { footprintVisibility } from './carbon-footprint-visibility.ts';
import { carbonFootprintRoutes } from './carbon-footprints.routes.ts';
import { figuresOf, requireVisibleProject, withAuthorNames } from './carbon-footprints.service.ts';

export const AUTHOR_ONLY = "Solo chi ha creato l'impronta può eliminarla";

function requireAuthor({ caller }: WriteContext, current: StoredOf<typeof carbonFootprintResource>): void {
  if (current.authorId !== caller.profileId && !isBackOffice(caller)) throw new HttpError(403, AUTHOR_ONLY);
}

/**
 * Carbon footprints (domain/resources/carbon-footprints.ts): the create is the spec's `POST /evaluator/carbon/footprint`;
 * the author is the caller and every figure is computed here from the input, whatever totals the client sends; a
 * project must be one the caller sees. The author, the project's people and back office see it.
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
    beforeDelete: requireAuthor,
    decorate: ({ db }, rows) => withAuthorNames(db, rows),
    routes: carbonFootprintRoutes,
  },
});
