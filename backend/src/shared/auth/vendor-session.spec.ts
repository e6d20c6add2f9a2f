import { readCookie, signVendorSession, verifyVendorSession } from './vendor-session.js';

const SECRET = 'a-secret-that-is-long-enough-for-tests';
const vendorId = '7b0f3c9e-52a4-4f7e-9b1e-3c2d1a0f9e8d';
const now = new Date('2026-11-21T10:00:00Z');
const later = new Date('2026-12-21T10:00:00Z');

describe('vendor session cookie', () => {
  it('proves the vendor until it expires', () => {
    const value = signVendorSession(SECRET, vendorId, later);

    expect(verifyVendorSession(SECRET, value, now)).toBe(vendorId);
    expect(verifyVendorSession(SECRET, value, later)).toBeNull();
  });

  it('is worthless when forged, altered or signed with another secret', () => {
    const value = signVendorSession(SECRET, vendorId, later);
    const otherVendor = value.replace(vendorId, '00000000-0000-4000-8000-000000000000');

    expect(verifyVendorSession(SECRET, otherVendor, now)).toBeNull();
    expect(verifyVendorSession('another-secret-of-sufficient-length', value, now)).toBeNull();
    expect(verifyVendorSession(SECRET, `${vendorId}.${later.getTime()}.x`, now)).toBeNull();
    expect(verifyVendorSession(SECRET, undefined, now)).toBeNull();
  });

  it('reads one cookie from the header', () => {
    expect(readCookie('a=1; standl_vendor=abc.def; b=2', 'standl_vendor')).toBe('abc.def');
    expect(readCookie(undefined, 'standl_vendor')).toBeUndefined();
    expect(readCookie('standl_vendor=%E2%82; x', 'standl_vendor')).toBeUndefined();
  });
});
