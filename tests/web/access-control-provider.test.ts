import { describe, expect, it } from 'vitest';
import { appRoles, type AppRoleName, type RoleStatus } from '../../domain/auth/roles.ts';
import { createAccessControlProvider } from '../../src/providers/access-control-provider.ts';
import type { Session } from '../../src/providers/session.ts';

const config = { environment: 'test', issuer: 'http://localhost:3000/auth', clientId: 'frontend-happyway' };
const session = (roleName: AppRoleName, status: RoleStatus = 'Active'): Session => {
  const roles = [{ roleId: appRoles[roleName], roleName, status, page: null }];
  return {
    config,
    status: 'ready',
    user: {
      details: {
        id: '00000000-0000-4000-8000-000000000000',
        email: 'x@demo.example',
        firstName: 'X',
        lastName: 'Y',
        phone: null,
        fiscalCode: null,
        userType: 'Basic',
        platformId: 'HDHome',
        bio: null,
        dob: null,
        avatar: null,
        enabled: true,
        network: null,
        organizationId: null,
      },
      init: { roles, subscriptions: [], missingAgreements: [], payments: [], mandatorySubscriptionRequired: false },
      roleCatalogue: [],
      state: { roles, missingAgreements: [], mandatorySubscriptionSatisfied: true },
      bankService: false,
    },
  };
};

const visitor: Session = { config, status: 'anonymous' };
const withBankService = (value: Session): Session =>
  value.status === 'ready' ? { ...value, user: { ...value.user, bankService: true } } : value;

const can = async (value: Session, resource: string, action = 'list') =>
  (await createAccessControlProvider(value).can({ resource, action })).can;

describe('can(): the menu and buttons follow the navigation rule and the declarations', () => {
  it.each([
    ['a designer opens their dashboard', session('Designer'), 'designer-dashboard', 'list', true],
    ['a designer does not open the back office dashboard', session('Designer'), 'backoffice-dashboard', 'list', false],
    ['a designer lists apartment types', session('Designer'), 'apartment-types', 'list', true],
    ['a designer does not create apartment types', session('Designer'), 'apartment-types', 'create', false],
    ['back office creates apartment types', session('BackofficeUser'), 'apartment-types', 'create', true],
    ['back office deletes apartment types', session('BackofficeUser'), 'apartment-types', 'delete', true],
    [
      'a pending hub head does not see notifications until subscribed',
      session('HubHead', 'Pending'),
      'notifications',
      'list',
      false,
    ],
    [
      'a pending hub head does not see apartment types either',
      session('HubHead', 'Pending'),
      'apartment-types',
      'list',
      false,
    ],
    [
      'a pending hub head opens the hub head subscription page',
      session('HubHead', 'Pending'),
      'subscribe-capohub',
      'list',
      true,
    ],
    ['a suspended user opens nothing behind login', session('Designer', 'Suspended'), 'notifications', 'list', false],
    ['a visitor reads the privacy terms', visitor, 'privacy-terms', 'list', true],
    ['a visitor does not open notifications', visitor, 'notifications', 'list', false],
    ['nobody opens an unknown section', session('BackofficeAdmin'), 'nowhere', 'list', false],
    [
      'a designer without bank-service projects has no bank-service entry',
      session('Designer'),
      'bank-service',
      'list',
      false,
    ],
    [
      'a designer with a bank-service project has the bank-service entry',
      withBankService(session('Designer')),
      'bank-service',
      'list',
      true,
    ],
    ['a hub head never has the bank-service entry', withBankService(session('HubHead')), 'bank-service', 'list', false],
  ])('%s', async (_case, value, resource, action, expected) => {
    expect(await can(value, resource, action)).toBe(expected);
  });
});
