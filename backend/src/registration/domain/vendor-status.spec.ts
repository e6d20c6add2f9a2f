import { deriveVendorStatus, type VendorStatusFacts } from './vendor-status.js';

const facts = (change: Partial<VendorStatusFacts> = {}): VendorStatusFacts => ({
  registrationState: 'pending',
  paymentAmount: 0,
  totalAmount: 0,
  setUpAt: null,
  lastCheckIn: null,
  holdsBooth: false,
  ...change,
});

describe('deriveVendorStatus (docs/decisions.md 190)', () => {
  it.each([
    [facts(), 'pending'],
    [facts({ holdsBooth: true, totalAmount: 15000 }), 'pending_payment'],
    [facts({ registrationState: 'approved', paymentAmount: 1000, totalAmount: 15000 }), 'approved'],
    [facts({ registrationState: 'confirmed', totalAmount: 15000 }), 'confirmed'],
    [
      facts({ registrationState: 'confirmed', setUpAt: new Date(), totalAmount: 15000 }),
      'aufgebaut',
    ],
    [facts({ registrationState: 'confirmed', paymentAmount: 15000, totalAmount: 15000 }), 'paid'],
    [facts({ paymentAmount: 15000, totalAmount: 15000, lastCheckIn: new Date() }), 'checked_in'],
    [facts({ registrationState: 'rejected', holdsBooth: true }), 'rejected'],
  ] as const)('%o is %s', (input, status) => {
    expect(deriveVendorStatus(input)).toBe(status);
  });

  it('is not paid while nothing is owed', () => {
    expect(deriveVendorStatus(facts({ paymentAmount: 0, totalAmount: 0 }))).toBe('pending');
  });
});
