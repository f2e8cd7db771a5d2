import type { z } from 'zod';
import type {
  leadListQuerySchema,
  leadListSchema,
  leadSchema,
  leadStatusChangeSchema,
  localManagerSchema,
} from '../schemas/landing-contacts.ts';
import { endpoint } from './endpoint.ts';

/** The leads of the Local Managers and back office (issue 7): the home-owners who left their contact in the wizard. */
export const leadsApi = {
  /** One page of the leads the caller may see, newest first, with how many there are per status. */
  list: endpoint<z.output<typeof leadListSchema>, z.input<typeof leadListQuerySchema>>()(
    'GET',
    '/profile/landingcontact',
  ),
  /** Moves a lead to another status. */
  changeStatus: endpoint<z.output<typeof leadSchema>, undefined, z.input<typeof leadStatusChangeSchema>>()(
    'PUT',
    '/profile/landingcontact/:id/status',
  ),
  /** The Local Manager who covers a property's province. */
  localManagerOfProperty: endpoint<z.output<typeof localManagerSchema>>()(
    'GET',
    '/profile/organization/localmanager/:propertyId',
  ),
};
