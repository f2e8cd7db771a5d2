import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditTrail } from '../audit/audit-trail.ts';
import type { AppConfig } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import type { AttachmentRules } from '../files/attachment-rules.ts';
import type { FileServices } from '../files/file-services.ts';
import type { JobDefinition } from '../jobs/job-queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { NotificationSignals } from '../notices/notification-signals.ts';
import type { ReferenceSources } from './references.ts';

/** What the server needs beyond the generated routes: the services a resource module registers. */
export interface ResourceServices {
  db: Database;
  mailer: Mailer;
  files: FileServices;
  config: AppConfig;
  /** The audit log every generated write records itself in, in its transaction. */
  audit: AuditTrail;
  /** The time now, for the rules that measure real time (a lesson's playback); tests hand in one they control. */
  clock: () => Date;
  /** Where every reference field's rows come from, merged from the modules that own them. */
  references: ReferenceSources;
  /** Who reads and adds the files of each entity type, merged from the modules that own them. */
  attachments: AttachmentRules;
}

/** What a module's routes may use: the resource services and the signals that tell of new notices. */
export interface ModuleServices extends ResourceServices {
  signals: NotificationSignals;
}

/** A module's routes, registered under the API base with the shared services as options. */
export type ModuleRoutes = FastifyPluginAsyncZod<ModuleServices>;

/** What a module's background jobs may use; mail goes through the queued mailer. */
export interface JobServices {
  db: Database;
  files: FileServices;
  attachments: AttachmentRules;
  mailer: Mailer;
  config: AppConfig;
}

/**
 * What a server module adds to the shared services (a CRUD unit may add the same): the shared code takes them from the
 * registry (server/modules/units.ts) and imports no module itself.
 */
export interface ServerModule {
  /** Routes anyone may call, registered before the signed-in ones. */
  publicRoutes?: ModuleRoutes;
  /** Routes for a signed-in caller whose account may use the portal. */
  routes?: ModuleRoutes;
  /** Who reads and adds the files of the entity types it owns. */
  attachments?: Partial<AttachmentRules>;
  /** The pickers over its rows, by the source name the declarations give. */
  references?: Partial<ReferenceSources>;
  /** Its scheduled and queued background work. */
  jobs?: (services: JobServices) => JobDefinition[];
  /** The reference data it keeps in the database, written at every start after the migrations. */
  prepare?: (db: Database) => Promise<void>;
}
