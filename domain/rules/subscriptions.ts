import { type CalendarDate, daysBetween, romeCalendarDate, romeDayOf } from './calendar.ts';
import { SUBSCRIPTION } from './constants.ts';

/**
 * Subscription states of spec section 4. Time is a parameter: `now` is an instant, turned into the Europe/Rome
 * calendar day it falls on. Expiry is by calendar day: a subscription whose expirationDate falls on day D (a bare
 * 'YYYY-MM-DD' is D itself; a date-time is the Rome day of that instant) is active through the whole of D and
 * expired from D + 1. A Confirmed item whose expirationDate cannot be read counts as inactive (never active).
 */

/** One of the caller's subscriptions in GET /profile/init (its schema: domain/schemas/profile.ts). */
export interface SubscriptionItem {
  status: string;
  expirationDate: string | null;
  entityType: string;
  entity_id: number | string;
}

export const SUBSCRIPTION_STATES = ['active', 'inactive', 'expired'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** Days from today (Rome) to the expiry day: 0 on the last valid day, negative once expired; null without expiry. */
function daysToExpiry(item: SubscriptionItem, today: CalendarDate): number | null | 'unreadable' {
  if (item.expirationDate === null) return null;
  const expiry = romeDayOf(item.expirationDate);
  return expiry ? daysBetween(today, expiry) : 'unreadable';
}

export function subscriptionState(item: SubscriptionItem, now: Date): SubscriptionState {
  if (item.status !== 'Confirmed') return 'inactive';
  const days = daysToExpiry(item, romeCalendarDate(now));
  if (days === null) return 'active';
  if (days === 'unreadable') return 'inactive';
  return days >= 0 ? 'active' : 'expired';
}

/** Active with an expiry at most 30 days away (the expiry day itself included). */
export function isNearExpiration(item: SubscriptionItem, now: Date): boolean {
  if (subscriptionState(item, now) !== 'active') return false;
  const days = daysToExpiry(item, romeCalendarDate(now));
  return typeof days === 'number' && days <= SUBSCRIPTION.expirationWarningDays;
}

/** Satisfied when the user's roles require none, or the subscription is Confirmed and not expired. */
export function isMandatorySubscriptionSatisfied(
  required: boolean,
  item: SubscriptionItem | undefined,
  now: Date,
): boolean {
  if (!required) return true;
  return item !== undefined && subscriptionState(item, now) === 'active';
}

/** The subscription of the role entity (entityType 'Role', entity_id 200), if the user has one. */
export const lastSubscription = (items: readonly SubscriptionItem[]): SubscriptionItem | undefined =>
  items.find(
    (item) =>
      item.entityType === SUBSCRIPTION.roleEntityType && String(item.entity_id) === String(SUBSCRIPTION.roleEntityId),
  );
