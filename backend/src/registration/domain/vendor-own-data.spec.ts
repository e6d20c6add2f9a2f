import { VENDOR_MESSAGES, VENDOR_PROFILE_MESSAGES, type VendorLanguage } from '@standl/contracts';
import { VendorEmailChange } from './vendor-email-change.entity.js';
import { Vendor } from './vendor.entity.js';

const now = new Date('2026-11-20T10:00:00Z');

function vendor(): Vendor {
  return Object.assign(new Vendor(), {
    id: 'v-1',
    name: 'Kerzenzieherei Huber',
    email: 'alt@example.at',
    phone: '+43 664 1234567',
    description: 'Handgezogene Bienenwachskerzen',
    updatedAt: new Date('2026-11-01T00:00:00Z'),
  });
}

describe('a vendor correcting their own data', () => {
  it('names the fields that changed, leaves out what was not sent, and touches nothing when all is the same', () => {
    const huber = vendor();
    const event = huber.editOwnProfile({ phone: '+43 660 7654321', name: huber.name }, now);
    expect(event?.payload).toEqual({ fields: ['phone'] });
    expect(huber).toMatchObject({ phone: '+43 660 7654321', updatedAt: now });
    const later = new Date('2026-11-21T10:00:00Z');
    expect(huber.editOwnProfile({ phone: '+43 660 7654321' }, later)).toBeNull();
    expect(huber.updatedAt).toEqual(now);
  });

  it('may correct in any state, rejected included', () => {
    const huber = Object.assign(vendor(), { registrationState: 'rejected' });
    expect(huber.editOwnProfile({ name: 'Huber Kerzen OG' }, now)?.payload.fields).toEqual([
      'name',
    ]);
  });
});

describe('the vendor’s language (issue 33)', () => {
  it('is German until the vendor chooses another', () => {
    expect(vendor().language).toBe('de');
  });

  it('changes with its new value in the event, alone or with other fields, and once', () => {
    const huber = vendor();
    expect(huber.editOwnProfile({ language: 'en' }, now)?.payload).toEqual({
      fields: ['language'],
      language: 'en',
    });
    expect(huber).toMatchObject({ language: 'en', updatedAt: now });
    expect(huber.editOwnProfile({ language: 'en' }, new Date('2026-11-21T10:00:00Z'))).toBeNull();
    expect(
      huber.editOwnProfile(
        { phone: '+43 660 7654321', language: 'de', directoryConsent: true },
        now,
      )?.payload,
    ).toEqual({
      fields: ['phone', 'directoryConsent', 'language'],
      directoryConsent: true,
      language: 'de',
    });
  });

  it('may change in any state, a withdrawn registration included', () => {
    const huber = Object.assign(vendor(), { registrationState: 'withdrawn' });
    expect(huber.editOwnProfile({ language: 'en' }, now)?.payload.language).toBe('en');
  });

  it('refuses anything but de and en with the German message, whoever changes it', () => {
    const huber = vendor();
    expect(() => huber.changeLanguage('fr' as VendorLanguage)).toThrow(
      VENDOR_MESSAGES.invalidLanguage,
    );
    expect(() => huber.editByAdmin({ language: 'EN' as VendorLanguage })).toThrow(
      VENDOR_MESSAGES.invalidLanguage,
    );
    expect(huber.language).toBe('de');
  });

  it('is set by the organiser in the console by the same rule, its new value in the event (decision 372)', () => {
    const huber = vendor();
    const summary = {
      statusBefore: 'pending' as const,
      statusAfter: 'pending' as const,
      amountBefore: 0,
      amountAfter: 0,
    };
    const fields = huber.editByAdmin({ phone: '+43 660 7654321', language: 'en' });
    expect(fields).toEqual(['phone', 'language']);
    expect(huber.changedByAdmin({ ...summary, fields }, now)?.payload).toEqual({
      fields: ['phone', 'language'],
      status: null,
      paymentAmount: null,
      language: 'en',
    });
    expect(huber).toMatchObject({ language: 'en', updatedAt: now });
    // The same language again is no change, and a contact edit carries no language.
    expect(huber.editByAdmin({ language: 'en' })).toEqual([]);
    const later = huber.changedByAdmin(
      { ...summary, fields: huber.editByAdmin({ name: 'Huber Kerzen OG' }) },
      now,
    );
    expect(later?.payload).toEqual({
      fields: ['name'],
      status: null,
      paymentAmount: null,
    });
  });
});

describe('a new e-mail address', () => {
  it('is refused when it is the current one, in any case', () => {
    const huber = vendor();
    const change = VendorEmailChange.request(huber.id, huber.email, ' ALT@example.at', now);
    expect(() => huber.requestEmailChange(' ALT@example.at', change)).toThrow(
      VENDOR_PROFILE_MESSAGES.sameEmail,
    );
  });

  it('becomes the vendor’s once by its link, within 24 hours', () => {
    const huber = vendor();
    const change = VendorEmailChange.request(huber.id, huber.email, 'neu@example.at', now);
    expect(change.expiresAt).toEqual(new Date('2026-11-21T10:00:00Z'));
    expect(huber.requestEmailChange('neu@example.at', change).payload).toEqual({
      changeId: change.id,
    });
    expect(huber.email).toBe('alt@example.at');

    const event = huber.confirmEmailChange(change, new Date('2026-11-21T09:59:59Z'));
    expect(event.payload).toEqual({ changeId: change.id });
    expect(huber.email).toBe('neu@example.at');
    expect(() => huber.confirmEmailChange(change, now)).toThrow(VENDOR_PROFILE_MESSAGES.linkUsed);
  });

  it('is refused after 24 hours (410) and once a newer request replaced it (409)', () => {
    const huber = vendor();
    const expired = VendorEmailChange.request(huber.id, huber.email, 'neu@example.at', now);
    expect(() => huber.confirmEmailChange(expired, new Date('2026-11-21T10:00:00Z'))).toThrow(
      expect.objectContaining({ status: 410, message: VENDOR_PROFILE_MESSAGES.linkExpired }),
    );
    const replaced = VendorEmailChange.request(huber.id, huber.email, 'neu@example.at', now);
    replaced.replacedAt = now;
    expect(replaced.isOpen(now)).toBe(false);
    expect(() => huber.confirmEmailChange(replaced, now)).toThrow(
      expect.objectContaining({ status: 409, message: VENDOR_PROFILE_MESSAGES.linkReplaced }),
    );
    expect(huber.email).toBe('alt@example.at');
  });
});
