import { describe, expect, it } from 'vitest';
import { databaseFailureOf } from '../../server/db/unavailable.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** Drizzle wraps the driver's error as the cause of its own. */
const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

describe('what says the database cannot serve', () => {
  it.each([
    ['a pool with no connection free in time', new Error('timeout exceeded when trying to connect'), 'saturated'],
    ['too many connections (53300)', withCode('sorry, too many clients already', '53300'), 'saturated'],
    [
      'a connection limit of the database (53300)',
      withCode('too many connections for database "happyway"', '53300'),
      'saturated',
    ],
    ['a statement timeout (57014)', withCode('canceling statement due to statement timeout', '57014'), 'timeout'],
    ['a lock timeout (55P03)', withCode('canceling statement due to lock timeout', '55P03'), 'timeout'],
    ['no answer at all (query_timeout)', new Error('Query read timeout'), 'timeout'],
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'), 'unavailable'],
    [
      'a connection that cannot be made in time',
      new Error('Connection terminated due to connection timeout'),
      'unavailable',
    ],
    ['a closed connection', new Error('Connection terminated unexpectedly'), 'unavailable'],
    [
      'ALLOW_CONNECTIONS false (55000)',
      withCode('database "happyway" is not currently accepting connections', '55000'),
      'unavailable',
    ],
    [
      'a server shutting down (57P01)',
      withCode('terminating connection due to administrator command', '57P01'),
      'unavailable',
    ],
    ['a server starting (57P03)', withCode('the database system is starting up', '57P03'), 'unavailable'],
  ] as const)('%s', (_name, error, kind) => {
    expect(databaseFailureOf(error)).toBe(kind);
    expect(databaseFailureOf(wrapped(error))).toBe(kind);
  });

  it('leaves the errors of a request (a constraint, a bad statement) to the 4xx or 500 they are', () => {
    expect(databaseFailureOf(withCode('duplicate key value violates unique constraint', '23505'))).toBeNull();
    expect(databaseFailureOf(withCode('object not in prerequisite state', '55000'))).toBeNull();
    expect(databaseFailureOf(new Error('something else'))).toBeNull();
  });
});
