import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { openAddresses } from './addresses.js';

const nic = (address: string, internal = false): NetworkInterfaceInfo =>
  address.includes(':')
    ? {
        address,
        internal,
        family: 'IPv6',
        netmask: 'ffff:ffff:ffff:ffff::',
        mac: '00:00:00:00:00:00',
        cidr: null,
        scopeid: 0,
      }
    : { address, internal, family: 'IPv4', netmask: '255.255.255.0', mac: '00:00:00:00:00:00', cidr: null };

describe('where the app can be opened', () => {
  const interfaces = { lo: [nic('127.0.0.1', true)], eth0: [nic('192.168.1.20'), nic('fe80::1')] };

  it('on every interface: localhost, then the machine name and its LAN addresses', () => {
    expect(openAddresses('0.0.0.0', 3000, interfaces, 'clinic-pc')).toEqual({
      local: 'http://localhost:3000',
      lan: ['http://clinic-pc:3000', 'http://192.168.1.20:3000'],
    });
  });

  it('on one address: only that address', () => {
    expect(openAddresses('127.0.0.1', 4000, interfaces, 'clinic-pc')).toEqual({
      local: 'http://localhost:4000',
      lan: [],
    });
    expect(openAddresses('192.168.1.20', 3000, interfaces, 'clinic-pc').local).toBe('http://192.168.1.20:3000');
  });
});
