import type { z } from 'zod';
import type { wizardAnswersSchema } from '../energy/answers-schema.ts';
import type { comuneSchema, comuniQuerySchema, energyEstimateSchema } from '../energy/evaluator-schemas.ts';
import type {
  coverageQuerySchema,
  coverageSchema,
  landingContactCreatedSchema,
  landingResultSchema,
} from '../schemas/landing-answers.ts';
import type { landingContactInputSchema, landingNetworkSchema } from '../schemas/landing-contacts.ts';
import { endpoint } from './endpoint.ts';

/** The home wizard's public calls (issue 7): the energy estimate, the comuni autocomplete and the landing contact. */
export const publicApi = {
  /** The energy class, CO2 and yearly cost of a home from the wizard's answers. */
  estimate: endpoint<z.output<typeof energyEstimateSchema>, undefined, z.input<typeof wizardAnswersSchema>>()(
    'POST',
    '/evaluator/energy/estimate',
  ),
  /** The comuni of the official list whose name starts as the search. */
  comuni: endpoint<z.output<typeof comuneSchema>[], z.input<typeof comuniQuerySchema>>()('GET', '/evaluator/comuni'),
  /**
   * The home-owner leaves their contact: the estimate recomputed, the home and the contact saved, the Local Manager
   * told.
   */
  submitContact: endpoint<
    z.output<typeof landingContactCreatedSchema>,
    undefined,
    z.input<typeof landingContactInputSchema>
  >()('POST', '/profile/landingcontact/'),
  /** The saved estimate behind the link sent to the home-owner. */
  savedResult: endpoint<z.output<typeof landingResultSchema>>()('GET', '/profile/landingcontact/token/:token'),
  /** Whether a contact from this province (through this network's link) would reach a Local Manager. */
  coverage: endpoint<z.output<typeof coverageSchema>, z.input<typeof coverageQuerySchema>>()(
    'GET',
    '/profile/landingcontact/coverage',
  ),
  /** The network a landing link belongs to. */
  landingNetwork: endpoint<z.output<typeof landingNetworkSchema>>()('GET', '/profile/landingcontact/network/:code'),
};
