import type { ServerModule } from '../../crud/module.ts';
import { subscriptionExpiryNotices } from './subscription-expiry.ts';
import { subscriptionRoutes } from './subscriptions.routes.ts';

/** Subscriptions (spec section 9): their routes and the morning notice of those about to expire. */
export const subscriptionsModule: ServerModule = {
  routes: subscriptionRoutes,
  jobs: ({ db, mailer, config }) => [subscriptionExpiryNotices(db, mailer, config.publicUrl)],
};
