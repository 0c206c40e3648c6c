import { describe, expect, it } from 'vitest';
import { addressAllowed } from './public-address.ts';

describe('addressAllowed (docs/product.md#from-a-web-page)', () => {
  it.each(['8.8.8.8', '93.184.216.34', '2606:4700::1111', '2a00:1450:4003:80f::200e', '::ffff:8.8.8.8'])(
    'lets a public address through: %s',
    (address) => expect(addressAllowed(address, false)).toBe(true),
  );

  // Each refused class, by its range name in ipaddr.js.
  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback, anywhere in 127/8', '127.45.0.9'],
    ['private 10/8', '10.0.0.1'],
    ['private 172.16/12', '172.31.255.254'],
    ['private 192.168/16', '192.168.1.1'],
    ['CGNAT 100.64/10', '100.64.0.1'],
    ['link-local, the metadata address', '169.254.169.254'],
    ['this network 0/8', '0.0.0.0'],
    ['this network 0/8, not only 0.0.0.0', '0.1.2.3'],
    ['multicast', '224.0.0.1'],
    ['broadcast', '255.255.255.255'],
    ['reserved 240/4', '240.0.0.1'],
    ['documentation', '192.0.2.10'],
    ['benchmarking', '198.18.0.1'],
    ['IPv6 loopback', '::1'],
    ['IPv6 unspecified', '::'],
    ['unique-local fc00::/7', 'fc00::1'],
    ['unique-local fd00::/8', 'fd12:3456::1'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 link-local with a zone', 'fe80::1%eth0'],
    ['IPv6 multicast', 'ff02::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped private', '::ffff:10.0.0.1'],
    ['IPv4-mapped metadata', '::ffff:169.254.169.254'],
    ['IPv4-compatible loopback', '::127.0.0.1'],
    ['NAT64 of a private address', '64:ff9b::a00:1'],
    ['6to4', '2002:7f00:1::1'],
    ['Teredo', '2001::1'],
    ['IPv6 documentation', '2001:db8::1'],
    ['not an address', 'receptes.cat'],
    ['empty', ''],
  ])('refuses %s (%s)', (_name, address) => expect(addressAllowed(address, false)).toBe(false));

  it('IMPORT_ALLOW_PRIVATE=1 opens loopback and private networks, never link-local, multicast or reserved', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.0.10',
      '100.64.1.1',
      '::1',
      'fd00::5',
    ])
      expect(addressAllowed(address, true), address).toBe(true);
    for (const address of [
      '169.254.169.254',
      'fe80::1',
      '0.0.0.0',
      '224.0.0.1',
      '240.0.0.1',
      '::',
      '2001:db8::1',
    ])
      expect(addressAllowed(address, true), address).toBe(false);
  });

  it('a list opens only the addresses and networks it names, of the private ones', () => {
    const listed = ['127.0.0.1', '192.168.1.0/24', 'fd00::/8'];
    for (const address of ['127.0.0.1', '::ffff:127.0.0.1', '192.168.1.77', 'fd00::9', '8.8.8.8'])
      expect(addressAllowed(address, listed), address).toBe(true);
    for (const address of ['127.0.0.2', '::1', '192.168.2.1', '10.0.0.1', 'fc00::1'])
      expect(addressAllowed(address, listed), address).toBe(false);
    // A listed link-local network is still refused.
    expect(addressAllowed('169.254.169.254', ['169.254.0.0/16'])).toBe(false);
  });
});
