import type { ServerModule } from '../../crud/module.ts';
import { notificationStreamRoutes } from './notification-stream.routes.ts';
import { notificationRoutes } from './notifications.routes.ts';

/** The caller's notifications: the list and its reads, and the stream that tells of a new one. */
export const notificationsModule: ServerModule = {
  async routes(app, services) {
    await app.register(notificationRoutes, services);
    await app.register(notificationStreamRoutes, services);
  },
};
