import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { directoriesApi } from '../../../domain/api/directories.ts';
import { appRoles } from '../../../domain/auth/roles.ts';
import { directoryPolicy } from '../../../domain/policies/directories.ts';
import { professionalDirectory } from '../../../domain/resources/directories.ts';
import type { FieldDeclaration } from '../../../domain/resources/declaration.ts';
import { contactRequestSchema, DIRECTORY_MESSAGES, suspensionSchema } from '../../../domain/schemas/directories.ts';
import { profileIdParamsSchema } from '../../../domain/schemas/network.ts';
import { referenceOptionsSchema } from '../../../domain/schemas/reference-options.ts';
import { endSessionsOf } from '../../auth/session-revocation.ts';
import { idParams } from '../../crud/params.ts';
import { parseReferenceQuery, referenceOptions } from '../../crud/references.ts';
import type { ResourceServices } from '../../crud/module.ts';
import { networks, profiles, projects, userRoles } from '../../db/schema/index.ts';
import { serve } from '../../http/serve.ts';
import { allows, callerOf, requirePermission } from '../../plugins/auth.ts';
import { HttpError } from '../../http/http-error.ts';
import { suspensionMessages } from '../network/public.ts';
import { notify } from '../../notices/notify.ts';
import { activeProfessional, isListed } from './directory-conditions.ts';

const tags = ['directories'];
const rawQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
const projectField: FieldDeclaration = {
  name: 'projectId',
  kind: 'reference',
  reference: { source: 'projects', labelField: 'projectName' },
};

/**
 * The routes of the directories beyond their generated lists: the projects a caller may put a professional on
 * ("associate to project", then the project roles call), a back-office suspension with a reason (notice and e-mail),
 * and the agora's "ask for contact", which notifies the professional.
 */
export async function directoryRoutes(
  app: FastifyInstance,
  { db, mailer, references }: ResourceServices,
): Promise<void> {
  serve(app, directoriesApi.projectOptions, {
    schema: { tags, querystring: rawQuery, response: { 200: referenceOptionsSchema } },
    handler: async (request) => {
      const caller = callerOf(request);
      requirePermission(caller, directoryPolicy.mayAssociateToProject);
      const query = parseReferenceQuery(professionalDirectory, projectField, request.query);
      const managed = allows(caller, directoryPolicy.associatesToEveryNetwork)
        ? undefined
        : caller.networkId
          ? eq(projects.networkId, caller.networkId)
          : sql`false`;
      const source = references.projects;
      return { data: await referenceOptions(db, caller, { ...source, choosable: () => managed }, query) };
    },
  });

  serve(app, directoriesApi.suspend, {
    schema: { tags, params: profileIdParamsSchema, body: suspensionSchema, response: { 204: z.null() } },
    handler: async (request, reply) => {
      const caller = callerOf(request);
      requirePermission(caller, directoryPolicy.managesAccounts);
      const { profileId } = request.params;
      if (profileId === caller.profileId) throw new HttpError(400, DIRECTORY_MESSAGES.nothingToSuspend);
      const [member] = await db
        .select({ email: profiles.email, firstName: profiles.firstName })
        .from(profiles)
        .where(eq(profiles.id, profileId));
      if (!member) throw new HttpError(404, DIRECTORY_MESSAGES.professionalNotFound);
      const { notice, mail } = suspensionMessages(member, request.body.reason);
      await db.transaction(async (tx) => {
        const changed = await tx
          .update(userRoles)
          .set({ status: 'Suspended', statusReason: request.body.reason, page: null })
          .where(
            and(
              eq(userRoles.profileId, profileId),
              ne(userRoles.status, 'Suspended'),
              sql`${userRoles.roleId} not in (${appRoles.BackofficeUser}, ${appRoles.BackofficeAdmin})`,
            ),
          )
          .returning({ roleId: userRoles.roleId });
        if (changed.length === 0) throw new HttpError(409, DIRECTORY_MESSAGES.nothingToSuspend);
        await endSessionsOf(tx, [profileId]);
        await notify(tx, profileId, notice);
        await mailer.send(mail, { transaction: tx });
      });
      return reply.code(204).send(null);
    },
  });

  serve(app, directoriesApi.contact, {
    schema: { tags, params: idParams, body: contactRequestSchema, response: { 204: z.null() } },
    handler: async (request, reply) => {
      const caller = callerOf(request);
      requirePermission(caller, directoryPolicy.mayAskForContact);
      const listed = await isListed(
        db,
        request.params.id,
        and(eq(profiles.agoraVisible, true), activeProfessional, ne(profiles.id, caller.profileId)),
      );
      if (!listed) throw new HttpError(404, DIRECTORY_MESSAGES.professionalNotFound);
      const [asker] = await db
        .select({
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          email: profiles.email,
          network: networks.name,
        })
        .from(profiles)
        .leftJoin(networks, eq(networks.id, profiles.networkId))
        .where(inArray(profiles.id, [caller.profileId]));
      if (!asker) throw new HttpError(404, DIRECTORY_MESSAGES.professionalNotFound);
      const from = `${asker.firstName} ${asker.lastName} (${asker.email}${asker.network ? `, rete «${asker.network}»` : ''})`;
      await notify(db, request.params.id, {
        kind: 'agora.contact',
        title: "Richiesta di contatto dall'agorà",
        body: `${from} chiede di essere contattato: ${request.body.message}`,
        link: null,
      });
      return reply.code(204).send(null);
    },
  });
}
