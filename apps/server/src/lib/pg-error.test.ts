import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './pg-error.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
/** As Drizzle wraps a driver's error. */
const wrapped = (cause: unknown) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection, wrapped by Drizzle', wrapped(withCode('ECONNRESET'))],
    ['every address refused (AggregateError)', new AggregateError([withCode('ECONNREFUSED')], '')],
    ['an administrator shutdown (57P01)', wrapped(withCode('57P01'))],
    ['a server starting up (57P03)', withCode('57P03')],
    ['a connection exception (08006)', withCode('08006')],
    ['no connection slot left (53300)', withCode('53300')],
    ['a statement past the statement timeout (57014)', wrapped(withCode('57014'))],
    ['a connection cut mid-query', wrapped(new Error('Connection terminated unexpectedly'))],
    ['the pool connect timeout', new Error('timeout exceeded when trying to connect')],
  ])('is true for %s', (_, err) => expect(isDatabaseUnavailable(err)).toBe(true));

  it.each([
    ['a unique violation', wrapped(withCode('23505'))],
    ['a syntax error', withCode('42601')],
    ['a bug', new TypeError('x is undefined')],
    ['no error at all', undefined],
  ])('is false for %s', (_, err) => expect(isDatabaseUnavailable(err)).toBe(false));
});
