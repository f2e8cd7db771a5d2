import type { z } from 'zod';
import type {
  checkoutSchema,
  rejectionSchema,
  subscriptionListQuerySchema,
  subscriptionSchema,
  subscriptionTemplateSchema,
} from '../schemas/subscriptions.ts';
import { endpoint } from './endpoint.ts';

type Subscription = z.output<typeof subscriptionSchema>;

/** Subscription plans, the checkout by bank transfer and back office's confirmation of it (issue 4). */
export const subscriptionsApi = {
  /** The plans the caller's roles allow. */
  templates: endpoint<z.output<typeof subscriptionTemplateSchema>[]>()('GET', '/subscription/templates'),
  /** Subscribes to a plan, every agreement it carries accepted: Pending until the transfer is seen. */
  checkout: endpoint<Subscription, undefined, z.input<typeof checkoutSchema>>()('POST', '/subscription/subscriptions'),
  /** The caller's own subscriptions. */
  mine: endpoint<Subscription[]>()('GET', '/subscription/subscriptions/mine'),
  /** Back office: the subscriptions in one status. */
  list: endpoint<Subscription[], z.input<typeof subscriptionListQuerySchema>>()('GET', '/subscription/subscriptions'),
  /** Back office confirms the bank transfer it received. */
  confirm: endpoint<Subscription>()('PUT', '/subscription/subscriptions/:id/confirm'),
  /** Back office rejects the subscription, with the reason the subscriber reads. */
  reject: endpoint<Subscription, undefined, z.input<typeof rejectionSchema>>()(
    'PUT',
    '/subscription/subscriptions/:id/reject',
  ),
};
