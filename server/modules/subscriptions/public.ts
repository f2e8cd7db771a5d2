/** What other modules may use of the subscriptions: a person's subscriptions and whether one is still owed. */
export { initSubscriptionItems, mandatorySubscriptionRequired, subscriptionsOf } from './subscriptions.service.ts';
