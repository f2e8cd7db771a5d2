import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileApi } from '../../../domain/api/profile.ts';
import { profilePolicy } from '../../../domain/policies/profile.ts';
import { designerProfileSchema, designerProfileViewSchema } from '../../../domain/schemas/designer-profile.ts';
import type { Database } from '../../db/client.ts';
import { callerOf, requirePermission } from '../../plugins/auth.ts';
import { parseOrBadRequest } from '../../http/http-error.ts';
import { designerProfileOf, saveDesignerProfile } from './designer-profile.service.ts';

const tags = ['profile'];

/** The designer profile of spec section 3, for an Active Designer or HWDesigner only (403 for anyone else). */
export const designerProfileRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    profileApi.designerProfile.path,
    { schema: { tags, response: { 200: designerProfileViewSchema } } },
    (request) => {
      const caller = callerOf(request);
      requirePermission(caller, profilePolicy.hasDesignerProfile);
      return designerProfileOf(db, caller.profileId);
    },
  );

  app.put(
    profileApi.updateDesignerProfile.path,
    {
      schema: { tags, body: z.record(z.string(), z.unknown()), response: { 200: designerProfileViewSchema } },
    },
    (request) => {
      const caller = callerOf(request);
      requirePermission(caller, profilePolicy.hasDesignerProfile);
      return saveDesignerProfile(db, caller.profileId, parseOrBadRequest(designerProfileSchema, request.body));
    },
  );
};
