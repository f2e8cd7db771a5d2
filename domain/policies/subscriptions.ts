import { opensRoute } from './policy.ts';

/** Who handles the subscriptions. */
export const subscriptionPolicy = {
  /** Lists the subscriptions and confirms or rejects a bank transfer (the page /backoffice-subscriptions). */
  reviewsSubscriptions: opensRoute('backoffice-subscriptions'),
};
