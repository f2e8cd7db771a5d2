import { describe, expect, it } from 'vitest';
import {
  isMandatorySubscriptionSatisfied,
  isNearExpiration,
  lastSubscription,
  type SubscriptionItem,
  type SubscriptionState,
  subscriptionState,
} from '../../../domain/rules/subscriptions.ts';

/** 10:00 in Rome on 15 June 2025. */
const NOW = new Date('2025-06-15T08:00:00Z');

const item = (status: string, expirationDate: string | null, entityType = 'Role', entity_id: number | string = 200) =>
  ({ status, expirationDate, entityType, entity_id }) satisfies SubscriptionItem;

describe('subscription state', () => {
  it.each<readonly [string, SubscriptionItem, Date, SubscriptionState]>([
    ['Pending is inactive even with a future expiry', item('Pending', '2026-01-01'), NOW, 'inactive'],
    ['Pending is inactive without expiry', item('Pending', null), NOW, 'inactive'],
    ['Confirmed without expiry is active', item('Confirmed', null), NOW, 'active'],
    ['Confirmed expiring tomorrow is active', item('Confirmed', '2025-06-16'), NOW, 'active'],
    ['Confirmed expiring today is active through the day', item('Confirmed', '2025-06-15'), NOW, 'active'],
    ['Confirmed that expired yesterday is expired', item('Confirmed', '2025-06-14'), NOW, 'expired'],
    [
      'Confirmed is active on its expiry day in Rome even after 22:00 UTC (already the next UTC-shifted day)',
      item('Confirmed', '2025-06-15'),
      new Date('2025-06-15T21:30:00Z'),
      'active',
    ],
    [
      'Confirmed is expired once Rome reaches the next day, while UTC is still on the expiry day',
      item('Confirmed', '2025-06-15'),
      new Date('2025-06-15T22:30:00Z'),
      'expired',
    ],
    [
      'a date-time expiry counts by its Rome day (22:30 UTC on 31 March is 1 April in Rome)',
      item('Confirmed', '2025-03-31T22:30:00Z'),
      new Date('2025-04-01T15:00:00Z'),
      'active',
    ],
    ['Canceled is inactive', item('Canceled', null), NOW, 'inactive'],
    ['a status in other case is inactive', item('confirmed', null), NOW, 'inactive'],
    ['Confirmed with an unreadable expiry is inactive', item('Confirmed', 'presto'), NOW, 'inactive'],
  ])('%s', (_name, subscription, now, expected) => {
    expect(subscriptionState(subscription, now)).toBe(expected);
  });
});

describe('near expiration', () => {
  it.each<readonly [string, SubscriptionItem, boolean]>([
    ['is near 30 days before expiry', item('Confirmed', '2025-07-15'), true],
    ['is not near 31 days before expiry', item('Confirmed', '2025-07-16'), false],
    ['is near on the expiry day', item('Confirmed', '2025-06-15'), true],
    ['is not near once expired', item('Confirmed', '2025-06-14'), false],
    ['is never near without expiry', item('Confirmed', null), false],
    ['is not near when Pending', item('Pending', '2025-06-20'), false],
  ])('%s', (_name, subscription, expected) => {
    expect(isNearExpiration(subscription, NOW)).toBe(expected);
  });
});

describe('mandatory subscription', () => {
  it.each<readonly [string, boolean, SubscriptionItem | undefined, boolean]>([
    ['is satisfied when the roles require none and there is none', false, undefined, true],
    ['is satisfied when the roles require none even if expired', false, item('Confirmed', '2020-01-01'), true],
    ['is missing when required and absent', true, undefined, false],
    ['is satisfied when Confirmed without expiry', true, item('Confirmed', null), true],
    ['is satisfied when Confirmed with a future expiry', true, item('Confirmed', '2025-12-31'), true],
    ['is satisfied on the expiry day', true, item('Confirmed', '2025-06-15'), true],
    ['is missing when Confirmed but expired', true, item('Confirmed', '2025-06-14'), false],
    ['is missing when Pending', true, item('Pending', null), false],
  ])('%s', (_name, required, subscription, expected) => {
    expect(isMandatorySubscriptionSatisfied(required, subscription, NOW)).toBe(expected);
  });
});

describe('last subscription', () => {
  it('is the one of entityType Role and entity_id 200', () => {
    const wanted = item('Confirmed', null, 'Role', 200);
    const items = [item('Confirmed', null, 'Role', 103), item('Confirmed', null, 'Training', 200), wanted];
    expect(lastSubscription(items)).toBe(wanted);
  });

  it('matches an entity_id sent as a string', () => {
    const wanted = item('Pending', null, 'Role', '200');
    expect(lastSubscription([wanted])).toBe(wanted);
  });

  it('is undefined when there is none', () => {
    expect(lastSubscription([item('Confirmed', null, 'Role', 103)])).toBeUndefined();
    expect(lastSubscription([])).toBeUndefined();
  });
});
