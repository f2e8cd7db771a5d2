// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '../../src/i18n.ts';
import type { UserInit } from '../../domain/schemas/profile.ts';
import { SubscriptionExpiryNotice } from '../../src/pages/dashboard/subscription-expiry-notice.tsx';

const init = (status: string, expirationDate: string | null, entity_id = 200): UserInit => ({
  roles: [],
  missingAgreements: [],
  payments: [],
  mandatorySubscriptionRequired: true,
  subscriptions: [{ status, expirationDate, entityType: 'Role', entity_id }],
});
const now = new Date('2026-11-23T10:00:00Z');
const show = (value: UserInit) =>
  render(
    <MemoryRouter>
      <SubscriptionExpiryNotice init={value} now={now} />
    </MemoryRouter>,
  );

describe('near-expiration warning', () => {
  afterEach(cleanup);

  it('warns within 30 days of the expiry, with the date and a renew link', () => {
    show(init('Confirmed', '2026-12-20'));
    expect(screen.getByRole('alert').textContent).toContain(
      "Il tuo abbonamento scade il 20 dicembre 2026: rinnovalo per non perdere l'accesso.",
    );
    expect(screen.getByRole('link', { name: 'Rinnova' }).getAttribute('href')).toBe('/subscription-checkout');
  });

  it.each([
    ['more than 30 days away', init('Confirmed', '2027-01-10')],
    ['already expired', init('Confirmed', '2026-11-01')],
    ['still pending', init('Pending', '2026-12-01')],
    ['without expiry', init('Confirmed', null)],
    ['for another entity than the role subscription', init('Confirmed', '2026-12-01', 103)],
  ])('says nothing when the subscription is %s', (_case, value) => {
    show(value);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
