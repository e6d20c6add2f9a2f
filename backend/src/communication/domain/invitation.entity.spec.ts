import { Invitation } from './invitation.entity.js';

function invitation(): Invitation {
  const created = new Invitation();
  Object.assign(created, { email: 'a@example.at', marketYear: 2027, source: 'manual' });
  return created;
}

describe('an invitation', () => {
  it('is invited (again) until the vendor registered', () => {
    const one = invitation();
    expect(one.markInvited(new Date('2026-12-01T10:00:00Z'))).toBe(true);
    expect(one).toMatchObject({ status: 'invited' });
    one.markRegistered('v1', new Date('2026-12-02T10:00:00Z'));
    expect(one.markInvited(new Date('2026-12-03T10:00:00Z'))).toBe(false);
    expect(one).toMatchObject({ status: 'registered', vendorId: 'v1' });
    expect(one.invitedAt).toEqual(new Date('2026-12-01T10:00:00Z'));
  });

  it('has a personal token that is hard to guess', () => {
    expect(invitation().token).toMatch(/^[\w-]{32}$/);
    expect(invitation().token).not.toBe(invitation().token);
  });
});
