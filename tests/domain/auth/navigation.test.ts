import { describe, expect, it } from 'vitest';
import { decideNavigation, homePath, type SessionState } from '../../../domain/auth/navigation.ts';
import { appRoles, type AppRoleName, type RoleStatus, type UserRole } from '../../../domain/auth/roles.ts';

const role = (roleName: AppRoleName, status: RoleStatus = 'Active', page: string | null = null): UserRole => ({
  roleId: appRoles[roleName],
  roleName,
  status,
  page,
});
const user = (roles: UserRole[], extra: Partial<SessionState> = {}): SessionState => ({
  roles,
  missingAgreements: [],
  mandatorySubscriptionSatisfied: true,
  ...extra,
});

describe('home redirect (spec section 2)', () => {
  it.each([
    ['a HubHead', user([role('HubHead')]), '/capohub-dashboard?mode=HubHead'],
    ['a Designer', user([role('Designer')]), '/designer-dashboard?mode=Designer'],
    ['a Specialist', user([role('Specialist')]), '/specialist-dashboard?mode=Specialist'],
    ['a BackofficeUser', user([role('BackofficeUser')]), '/backoffice-dashboard?mode=BackofficeUser'],
    ['a BackofficeAdmin', user([role('BackofficeAdmin')]), '/placeholder?mode=BackofficeAdmin'],
    ['a user whose only role is Waiting', user([role('Designer', 'Waiting')]), '/waiting-placeholer?mode=waiting'],
    ['a FinalUser (any other logged-in user)', user([role('FinalUser')]), '/placeholder?mode=default'],
    ['a user with no role at all', user([]), '/placeholder?mode=default'],
    ['a logged-out visitor', null, '/welcome?mode=guest'],
    [
      'a HubHead who is also a Designer (first in the table wins)',
      user([role('Designer'), role('HubHead')]),
      '/capohub-dashboard?mode=HubHead',
    ],
    [
      'an Active Designer with a Waiting HubHead role',
      user([role('HubHead', 'Waiting'), role('Designer')]),
      '/designer-dashboard?mode=Designer',
    ],
    [
      'a user whose only role is Pending (to its subscription page)',
      user([role('Specialist', 'Pending')]),
      '/subscribe-specialist?mode=pending',
    ],
    [
      'a user whose only role is a Pending FinalUser',
      user([role('FinalUser', 'Pending')]),
      '/placeholder?mode=default',
    ],
    [
      'a suspended user (suspended wins over any Active role)',
      user([role('HubHead'), role('Designer', 'Suspended')]),
      '/profile-suspended?mode=suspended',
    ],
  ])('sends %s to %s', (_who, session, expected) => {
    expect(homePath(session)).toBe(expected);
    expect(decideNavigation('/home', '', session)).toEqual({ kind: 'redirect', to: expected });
  });

  it('sends / to the same place as /home', () => {
    expect(decideNavigation('/', '', user([role('Designer')]))).toEqual({
      kind: 'redirect',
      to: '/designer-dashboard?mode=Designer',
    });
    expect(decideNavigation('/', '', null)).toEqual({ kind: 'redirect', to: '/welcome?mode=guest' });
  });
});

describe('route access (spec section 2)', () => {
  const designer = user([role('Designer')]);
  it.each([
    [
      'an unknown path goes home',
      '/non-esiste',
      '',
      designer,
      { kind: 'redirect', to: '/designer-dashboard?mode=Designer' },
    ],
    [
      'an unknown path goes home for a visitor too',
      '/non-esiste',
      '',
      null,
      { kind: 'redirect', to: '/welcome?mode=guest' },
    ],
    [
      'an auth-only route sends a visitor to welcome',
      '/projects',
      '',
      null,
      { kind: 'redirect', to: '/welcome?mode=guest' },
    ],
    [
      'a sub-route of an auth-only route sends a visitor to welcome',
      '/projects/edit/7',
      '',
      null,
      { kind: 'redirect', to: '/welcome?mode=guest' },
    ],
    ['an auth-only route is open to any logged-in user', '/projects', '', user([role('FinalUser')]), { kind: 'allow' }],
    [
      'a role-restricted route sends a user without the role home',
      '/backoffice-dashboard',
      '',
      designer,
      { kind: 'redirect', to: '/designer-dashboard?mode=Designer', refused: 'backoffice-dashboard' },
    ],
    ['a role-restricted route opens for the role', '/designer-dashboard', '', designer, { kind: 'allow' }],
    [
      'a role only Waiting does not open its route (home is then the waiting page)',
      '/designer-dashboard',
      '',
      user([role('Designer', 'Waiting'), role('FinalUser')]),
      { kind: 'redirect', to: '/waiting-placeholer?mode=waiting' },
    ],
    ['/network opens for a Specialist', '/network/edit', '', user([role('Specialist')]), { kind: 'allow' }],
    [
      '/professional opens for a BackofficeUser',
      '/professional/4/9',
      '',
      user([role('BackofficeUser')]),
      { kind: 'allow' },
    ],
    [
      '/specialist is closed to a Specialist',
      '/specialist',
      '',
      user([role('Specialist')]),
      { kind: 'redirect', to: '/specialist-dashboard?mode=Specialist', refused: 'specialist' },
    ],
    [
      '/bo-professional is closed to a HubHead',
      '/bo-professional',
      '',
      user([role('HubHead')]),
      { kind: 'redirect', to: '/capohub-dashboard?mode=HubHead', refused: 'bo-professional' },
    ],
    [
      '/agora-professional is closed to a HubHead, naming it',
      '/agora-professional',
      '',
      user([role('HubHead')]),
      { kind: 'redirect', to: '/capohub-dashboard?mode=HubHead', refused: 'agora-professional' },
    ],
    ['a public route opens for a visitor', '/privacy-terms', '', null, { kind: 'allow' }],
    ['a public route with a parameter opens for a visitor', '/agreement/12', '', null, { kind: 'allow' }],
    ['a guest-only route opens for a visitor', '/login', '', null, { kind: 'allow' }],
    [
      'a guest-only route sends a logged-in user home',
      '/welcome',
      '',
      designer,
      { kind: 'redirect', to: '/designer-dashboard?mode=Designer' },
    ],
    [
      'a guest-only route honours ?redirect= with a route name',
      '/login',
      '?redirect=logged-user-profile',
      designer,
      { kind: 'redirect', to: '/logged-user-profile?mode=redirect' },
    ],
    [
      'a guest-only route ignores ?redirect= naming no route',
      '/welcome',
      '?redirect=https://evil.example',
      designer,
      { kind: 'redirect', to: '/designer-dashboard?mode=Designer' },
    ],
    ['a trailing slash is the same route', '/designer-dashboard/', '', designer, { kind: 'allow' }],
  ] as const)('%s', (_rule, path, search, session, expected) => {
    expect(decideNavigation(path, search, session)).toEqual(expected);
  });
});

describe('role status and session redirects (spec section 4)', () => {
  it.each([
    [
      'a suspended role sends every auth-only route to profile-suspended',
      '/projects',
      user([role('Designer'), role('HubHead', 'Suspended')]),
      { kind: 'redirect', to: '/profile-suspended?mode=suspended' },
    ],
    [
      'profile-suspended itself stays open',
      '/profile-suspended',
      user([role('Designer', 'Suspended')]),
      { kind: 'allow' },
    ],
    [
      'a Pending HubHead goes to subscribe-capohub',
      '/projects',
      user([role('HubHead', 'Pending')]),
      { kind: 'redirect', to: '/subscribe-capohub?mode=pending' },
    ],
    [
      'a Pending Specialist goes to subscribe-specialist',
      '/projects',
      user([role('Specialist', 'Pending')]),
      { kind: 'redirect', to: '/subscribe-specialist?mode=pending' },
    ],
    [
      'a Pending HWDesigner goes to subscribe-designercompany',
      '/projects',
      user([role('HWDesigner', 'Pending')]),
      { kind: 'redirect', to: '/subscribe-designercompany?mode=pending' },
    ],
    [
      'a Pending role 103 leaves the app for its page',
      '/projects',
      user([role('Designer', 'Pending', 'https://account.example/designer')]),
      { kind: 'leave', url: 'https://account.example/designer' },
    ],
    [
      'a Pending role 103 without a page goes to subscribe-designer',
      '/projects',
      user([role('Designer', 'Pending')]),
      { kind: 'redirect', to: '/subscribe-designer?mode=pending' },
    ],
    [
      'the first Pending role decides',
      '/projects',
      user([role('Specialist', 'Pending'), role('HubHead', 'Pending')]),
      { kind: 'redirect', to: '/subscribe-specialist?mode=pending' },
    ],
    [
      'a Pending FinalUser does nothing',
      '/projects',
      user([role('FinalUser', 'Pending'), role('Designer')]),
      { kind: 'allow' },
    ],
    [
      'the subscription page of the Pending role stays open',
      '/subscribe-capohub',
      user([role('HubHead', 'Pending')]),
      { kind: 'allow' },
    ],
    [
      'a Waiting-only user goes to the waiting placeholder from any auth-only route',
      '/projects',
      user([role('Designer', 'Waiting')]),
      { kind: 'redirect', to: '/waiting-placeholer?mode=waiting' },
    ],
    [
      'missing agreements go to additional-agreement',
      '/projects',
      user([role('Designer')], { missingAgreements: ['privacy'] }),
      { kind: 'redirect', to: '/additional-agreement?mode=agreements' },
    ],
    [
      'additional-agreement stays open while agreements are missing',
      '/additional-agreement',
      user([role('Designer')], { missingAgreements: ['privacy'] }),
      { kind: 'allow' },
    ],
    [
      'a missing mandatory subscription goes to subscription-checkout',
      '/projects',
      user([role('HubHead')], { mandatorySubscriptionSatisfied: false }),
      { kind: 'redirect', to: '/subscription-checkout?mode=subscription' },
    ],
    [
      'subscription-checkout stays open while the subscription is missing',
      '/subscription-checkout',
      user([role('HubHead')], { mandatorySubscriptionSatisfied: false }),
      { kind: 'allow' },
    ],
  ] as const)('%s', (_rule, path, session, expected) => {
    expect(decideNavigation(path, '', session)).toEqual(expected);
  });
});
