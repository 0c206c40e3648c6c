import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

const trustProxy = (value?: string) =>
  loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY;

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, and when empty or false', () => {
    expect(trustProxy()).toBe(false);
    expect(trustProxy('')).toBe(false);
    expect(trustProxy('false')).toBe(false);
  });

  it('reads a hop count', () => {
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy(' 2 ')).toBe(2);
  });

  it('reads a comma-separated list of addresses and CIDRs', () => {
    expect(trustProxy('10.0.0.1, 10.1.0.0/16,::1,fd00::/8')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
    ]);
  });

  it.each(['true', '0', '11', 'proxy.local', '10.0.0.1/33', '10.0.0.1/8/8', '10.0.0.1,', '::1/129', '-1'])(
    'refuses %j and says what it expects',
    (value) => {
      expect(() => trustProxy(value)).toThrow(/TRUST_PROXY/);
    },
  );
});
