import { rateLimitClient } from './client-address.js';

describe('rateLimitClient', () => {
  it('counts IPv4 addresses one by one, also when written IPv4-mapped', () => {
    expect(rateLimitClient('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitClient('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 addresses by their /64 network', () => {
    expect(rateLimitClient('2001:db8:85a3:1:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:85a3:1::/64');
    expect(rateLimitClient('2001:0db8:85a3:0001:0:0:0:1')).toBe('2001:db8:85a3:1::/64');
    expect(rateLimitClient('2001:db8:85a3:1::1')).toBe('2001:db8:85a3:1::/64');
    expect(rateLimitClient('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitClient('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(rateLimitClient('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitClient('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });

  it('keeps two addresses of one /64 together and of two /64s apart', () => {
    const a = rateLimitClient('2001:db8:1:2::a');
    expect(rateLimitClient('2001:db8:1:2:ffff::b')).toBe(a);
    expect(rateLimitClient('2001:db8:1:3::a')).not.toBe(a);
  });

  it('names a request without address', () => {
    expect(rateLimitClient(undefined)).toBe('unknown');
  });
});
