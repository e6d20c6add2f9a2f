import {
  VendorChangedByAdminEvent,
  VendorSetUpEvent,
} from '../../registration/domain/vendor-admin.events.js';
import { VendorBoothAssignedEvent } from '../../registration/domain/vendor-booth-assigned.event.js';
import { VendorDepositPaidEvent } from '../../registration/domain/vendor-deposit-paid.event.js';
import { purposeOf } from './vendor-status-mails.reactor.js';

const assigned = (
  confirmed: boolean,
  previousBoothNumber: string | null,
  boothNumber = 'RS-02',
) => ({
  type: VendorBoothAssignedEvent.TYPE,
  payload: { boothId: 1, boothNumber, areaName: 'Rittersaal', previousBoothNumber, confirmed },
});
const changed = (status: { from: string; to: string } | null) => ({
  type: VendorChangedByAdminEvent.TYPE,
  payload: { fields: [], status, paymentAmount: null },
});

describe('which mail a vendor event sends', () => {
  it('confirms on the first assignment and tells a confirmed vendor of a new stall', () => {
    expect(purposeOf(assigned(true, null))).toBe('confirmation');
    expect(purposeOf(assigned(true, 'AK-01'))).toBe('confirmation');
    expect(purposeOf(assigned(false, 'AK-01'))).toBe('booth-changed');
    expect(purposeOf(assigned(false, 'RS-02'))).toBeNull();
    expect(purposeOf(assigned(false, null))).toBeNull();
  });

  it("confirms when the organiser sets 'confirmed' on an unconfirmed vendor, rejects on 'rejected'", () => {
    expect(purposeOf(changed({ from: 'approved', to: 'confirmed' }))).toBe('confirmation');
    expect(purposeOf(changed({ from: 'pending', to: 'confirmed' }))).toBe('confirmation');
    expect(purposeOf(changed({ from: 'aufgebaut', to: 'confirmed' }))).toBeNull();
    expect(purposeOf(changed({ from: 'paid', to: 'confirmed' }))).toBeNull();
    expect(purposeOf(changed({ from: 'confirmed', to: 'rejected' }))).toBe('rejection');
    expect(purposeOf(changed({ from: 'confirmed', to: 'paid' }))).toBeNull();
    expect(purposeOf(changed(null))).toBeNull();
  });

  it('thanks for the deposit and confirms the set-up', () => {
    expect(purposeOf({ type: VendorDepositPaidEvent.TYPE, payload: {} })).toBe('deposit-received');
    expect(purposeOf({ type: VendorSetUpEvent.TYPE, payload: {} })).toBe('setup-confirmed');
    expect(purposeOf({ type: 'registration.vendor-blocked.v1', payload: {} })).toBeNull();
  });
});
