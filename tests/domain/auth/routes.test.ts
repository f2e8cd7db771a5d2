import { describe, expect, it } from 'vitest';
import { findRoute, menuRoutes, pathOf, routeTable } from '../../../domain/auth/routes.ts';

describe('route table (spec section 2)', () => {
  it('lists every route name once', () => {
    const names = routeTable.map((rule) => rule.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each([
    ['/login', 'guest'],
    ['/welcome', 'guest'],
    ['/agreement/5', 'public'],
    ['/privacy-terms', 'public'],
    ['/profile-suspended', 'public'],
    ['/placeholder', 'public'],
    ['/waiting-placeholer', 'public'],
    ['/logged-user-profile', 'auth'],
    ['/additional-agreement', 'auth'],
    ['/notifications', 'auth'],
    ['/appointment', 'auth'],
    ['/agora-professional', 'auth'],
    ['/carbon-foot-print/detail/3', 'auth'],
    ['/carbon-foot-print-calculator/evaluator', 'auth'],
    ['/hw-networks/designer/1/2', 'auth'],
    ['/training-module/lesson/4', 'auth'],
    ['/projects/edit', 'auth'],
    ['/opportunity/create', 'auth'],
    ['/opportunity-register', 'auth'],
    ['/coach-assignation/1', 'auth'],
    ['/networkcoach-assignation/1', 'auth'],
    ['/project-landing/a/1', 'auth'],
    ['/project-bt/1/bt/2', 'auth'],
    ['/tutor/assign/1/profile/2', 'auth'],
  ])('%s is %s', (path, access) => {
    expect(findRoute(path)?.access).toBe(access);
  });

  it.each([
    ['/designer-dashboard', ['Designer']],
    ['/specialist-dashboard', ['Specialist']],
    ['/capohub-dashboard', ['HubHead']],
    ['/capohubprojects/detail/3', ['HubHead']],
    ['/backoffice-dashboard', ['BackofficeUser']],
    ['/backoffice-training/module/1/lesson-form/2', ['BackofficeUser']],
    ['/network/edit', ['HubHead', 'Specialist']],
    ['/designer-network', ['Designer']],
    ['/bank-service', ['Designer']],
    ['/professional/1/2', ['HubHead', 'BackofficeUser', 'Specialist']],
    ['/bo-professional/1', ['BackofficeUser', 'Specialist']],
    ['/specialist/1/2', ['BackofficeUser']],
  ])('%s is restricted to %j', (path, roles) => {
    expect(findRoute(path)?.roles).toEqual(roles);
  });

  it('tells /carbon-foot-print-calculator apart from /carbon-foot-print', () => {
    expect(findRoute('/carbon-foot-print-calculator/evaluator')?.name).toBe('carbon-foot-print-calculator');
  });

  it('knows no route for an unknown path, nor for a path that only starts like a route', () => {
    expect(findRoute('/projectsx')).toBeUndefined();
    expect(findRoute('/nothing')).toBeUndefined();
  });

  it('gives the menu of a Designer without the back office or hub head areas', () => {
    const names = menuRoutes(['Designer']).map((rule) => rule.name);
    expect(names).toContain('designer-dashboard');
    expect(names).toContain('bank-service');
    expect(names).not.toContain('backoffice-dashboard');
    expect(names).not.toContain('capohub-dashboard');
  });

  it('gives every generated resource its route from its declaration', () => {
    expect(findRoute('/apartment-types/edit/3')).toMatchObject({ name: 'apartment-types', access: 'auth', menu: true });
    expect(findRoute('/apartment-types')?.roles).toBeUndefined();
    expect(findRoute('/opportunity/edit/3')).toMatchObject({ name: 'opportunity', access: 'auth', menu: true });
    expect(findRoute('/appointment/calendar')).toMatchObject({ name: 'appointment', access: 'auth', menu: true });
    expect(findRoute('/opportunity-register/show/3')).toMatchObject({
      name: 'opportunity-register',
      roles: ['HubHead', 'BackofficeUser', 'BackofficeAdmin'],
    });
    expect(routeTable.filter((rule) => rule.path === '/opportunity' || rule.path === '/appointment')).toHaveLength(2);
  });

  it('refuses a route name it does not know', () => {
    expect(() => pathOf('nowhere')).toThrow('Unknown route name: nowhere');
    expect(pathOf('waiting-placeholer')).toBe('/waiting-placeholer');
  });
});
