import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileApi } from '../../../domain/api/profile.ts';
import { profilePolicy } from '../../../domain/policies/profile.ts';
import { designerProfileSchema, designerProfileViewSchema } from '../../../domain/schemas/designer-profile.ts';
import type { Database } from '../../db/client.ts';
import { serve } from '../../http/serve.ts';
import { callerOf, requirePermission } from '../../plugins/auth.ts';
import { parseOrBadRequest } from '../../http/http-error.ts';
import { designerProfileOf, saveDesignerProfile } from './designer-profile.service.ts';

const tags = ['profile'];

/** The designer profile of spec section 3, for an Active Designer or HWDesigner only (403 for anyone else). */
export const designerProfileRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  serve(app, profileApi.designerProfile, {
    schema: { tags, response: { 200: designerProfileViewSchema } },
    handler: (request) => {
      const caller = callerOf(request);
      requirePermission(caller, profilePolicy.hasDesignerProfile);
      return designerProfileOf(db, caller.profileId);
    },
  });

  serve(app, profileApi.updateDesignerProfile, {
    schema: { tags, body: z.record(z.string(), z.unknown()), response: { 200: designerProfileViewSchema } },
    handler: (request) => {
      const caller = callerOf(request);
      requirePermission(caller, profilePolicy.hasDesignerProfile);
      return saveDesignerProfile(db, caller.profileId, parseOrBadRequest(designerProfileSchema, request.body));
    },
  });
};
