import type { z } from 'zod';
import type {
  buildingCreateSchema,
  buildingInputSchema,
  buildingSchema,
  condominiumRoleAssignSchema,
  condominiumRoleListSchema,
  progressInputSchema,
  siteInputSchema,
  siteViewSchema,
  stairCreateSchema,
  stairInputSchema,
  stairSchema,
  validationResultSchema,
  workInputSchema,
} from '../construction-site/schemas.ts';
import type { excludeQuerySchema, uniquenessResultSchema } from '../schemas/uniqueness.ts';
import { endpoint } from './endpoint.ts';

type Building = z.output<typeof buildingSchema>;
type Stair = z.output<typeof stairSchema>;
type SiteView = z.output<typeof siteViewSchema>;
type CondominiumRoleList = z.output<typeof condominiumRoleListSchema>;
/** Whether a fiscal code is free for a condominium, leaving out the one named by `exclude`. */
const fiscalCodeCheck = endpoint<z.output<typeof uniquenessResultSchema>, z.input<typeof excludeQuerySchema>>();

/** The buildings and stairs of a condominium and the roles on it (spec section 7, beyond the generated CRUD). */
export const condominiumsApi = {
  /** Adds a building to a condominium. */
  createBuilding: endpoint<Building, undefined, z.input<typeof buildingCreateSchema>>()('POST', '/happyway/building'),
  updateBuilding: endpoint<Building, undefined, z.input<typeof buildingInputSchema>>()('PUT', '/happyway/building/:id'),
  /** Deletes a building with its stairs. */
  removeBuilding: endpoint<null>()('DELETE', '/happyway/building/:id'),
  /** Adds a stair to a building. */
  createStair: endpoint<Stair, undefined, z.input<typeof stairCreateSchema>>()('POST', '/happyway/stair'),
  updateStair: endpoint<Stair, undefined, z.input<typeof stairInputSchema>>()('PUT', '/happyway/stair/:id'),
  removeStair: endpoint<null>()('DELETE', '/happyway/stair/:id'),
  /** Who holds which role on a condominium. */
  roles: endpoint<CondominiumRoleList>()('GET', '/property/condominium/:id/role'),
  /** Gives someone a role on a condominium; answers every role on it. */
  assignRole: endpoint<CondominiumRoleList, undefined, z.input<typeof condominiumRoleAssignSchema>>()(
    'POST',
    '/property/condominium/:id/role',
  ),
  /** Takes a role on a condominium from someone. */
  removeRole: endpoint<null>()('DELETE', '/property/condominium/:id/role/:profileId/:role'),
  checkFiscalCode: fiscalCodeCheck('GET', '/property/condominium/checkfiscalcode/:cf'),
  /** The same check under the path the spec gives it among the HappyWay calls. */
  checkFiscalCodeHappyway: fiscalCodeCheck('GET', '/happyway/condominiums/check/:cf'),
};

/**
 * The construction site of a condominium (spec section 7, cantiere): its data, works and progress reports (SAL), the
 * technical validation's checks and its report. Every write answers the whole site as it is now.
 */
export const constructionSiteApi = {
  /** The site with its works, progress reports and documents (an empty one before it is opened). */
  site: endpoint<SiteView>()('GET', '/happyway/cantiere/condominiums/:id'),
  /** Opens the site with its first data. */
  open: endpoint<SiteView, undefined, z.input<typeof siteInputSchema>>()('POST', '/happyway/cantiere/condominiums/:id'),
  update: endpoint<SiteView, undefined, z.input<typeof siteInputSchema>>()(
    'PUT',
    '/happyway/cantiere/condominiums/:id',
  ),
  addWork: endpoint<SiteView, undefined, z.input<typeof workInputSchema>>()(
    'POST',
    '/happyway/cantiere/condominiums/:id/works',
  ),
  updateWork: endpoint<SiteView, undefined, z.input<typeof workInputSchema>>()(
    'PUT',
    '/happyway/cantiere/condominiums/:id/works/:workId',
  ),
  removeWork: endpoint<null>()('DELETE', '/happyway/cantiere/condominiums/:id/works/:workId'),
  /** Adds a progress report (SAL). */
  addProgress: endpoint<SiteView, undefined, z.input<typeof progressInputSchema>>()(
    'POST',
    '/happyway/cantiere/condominiums/:id/sal',
  ),
  updateProgress: endpoint<SiteView, undefined, z.input<typeof progressInputSchema>>()(
    'PUT',
    '/happyway/cantiere/condominiums/:id/sal/:salId',
  ),
  /** Deletes a progress report with its documents. */
  removeProgress: endpoint<null>()('DELETE', '/happyway/cantiere/condominiums/:id/sal/:salId'),
  /**
   * The technical validation: each check of each stage, passed or with its reasons, and the buildings' energy figures.
   */
  validation: endpoint<z.output<typeof validationResultSchema>>()(
    'GET',
    '/happyway/cantiere/condominiums/:id/bt-results',
  ),
  /** The technical validation's report, as PDF. */
  reportPdf: endpoint<ArrayBuffer>()('GET', '/happyway/cantiere/condominiums/:id/report-pdf'),
};
