import { describe, expect, it } from 'vitest';
import { assertInitHasRoles, UserInitError } from '../../../domain/rules/user-init.ts';

describe('user init consistency', () => {
  it('passes when init holds every role of the roles call', () => {
    expect(() => {
      assertInitHasRoles([{ id: 103 }, { id: 200 }, { id: 7 }], [{ id: 200 }, { id: 103 }]);
    }).not.toThrow();
  });

  it('passes when the roles call returns no role', () => {
    expect(() => {
      assertInitHasRoles([], []);
    }).not.toThrow();
  });

  it('compares numeric and string ids, and roleId of user roles, alike', () => {
    expect(() => {
      assertInitHasRoles([{ roleId: '103' }], [{ id: 103 }]);
    }).not.toThrow();
  });

  it('raises an internal error listing the roles init lacks', () => {
    const call = () => {
      assertInitHasRoles([{ id: 103 }], [{ id: 103 }, { id: 200 }, { id: 5 }, { id: 200 }]);
    };
    expect(call).toThrow(UserInitError);
    expect(call).toThrow('User init is missing roles returned by the roles call: 200, 5');
    try {
      call();
    } catch (error) {
      expect(error).toBeInstanceOf(Error);
      expect((error as UserInitError).missingRoleIds).toEqual(['200', '5']);
    }
  });
});
