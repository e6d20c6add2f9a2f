import {
  ADMIN_MESSAGES,
  ARCHIVE_MESSAGES,
  VENDOR_MESSAGES,
  WITHDRAWAL_MESSAGES,
} from '@standl/contracts';
import type { DomainEvent } from '../../shared/events/domain-event.js';
import { ConflictError } from '../../shared/errors/domain-error.js';
import {
  VendorBlockedEvent,
  VendorBlockPermanenceChangedEvent,
  VendorChangedByAdminEvent,
  VendorCheckedInEvent,
  VendorSetUpEvent,
  VendorUnblockedEvent,
} from './vendor-admin.events.js';
import { VendorBoothAssignedEvent } from './vendor-booth-assigned.event.js';
import { VendorBoothSelectedEvent } from './vendor-booth-selected.event.js';
import { VendorBoothUnassignedEvent } from './vendor-booth-unassigned.event.js';
import { VendorChoseCashDepositEvent } from './vendor-chose-cash-deposit.event.js';
import { VendorDepositPaidEvent } from './vendor-deposit-paid.event.js';
import { VendorWithdrawnEvent } from './vendor-withdrawn.event.js';
import {
  type AdminEditFacts,
  type AdminStatusEffects,
  REGISTRATION_STATES,
  type RegistrationState,
  Vendor,
  type VendorStall,
} from './vendor.entity.js';

/**
 * The vendor's life cycle as a table (docs/decisions.md 193): every transition from every
 * registration state, allowed ones with the next state and the event (or the organiser's
 * effects), refused ones with the German message and the vendor unchanged.
 */

const now = new Date('2026-12-05T09:00:00Z');
const earlier = new Date('2026-12-04T08:00:00Z');

const occupied: VendorStall = {
  number: 'AK-01',
  status: 'occupied',
  holdExpiresAt: null,
  area: { price: 15000 },
};
const reserved: VendorStall = { ...occupied, status: 'reserved' };
const held: VendorStall = { ...occupied, status: 'available', holdExpiresAt: now };
const freeOfCharge: VendorStall = { ...occupied, area: { price: 0 } };

type EventClass = abstract new (...args: never[]) => DomainEvent<object>;

type Outcome =
  | {
      to: RegistrationState;
      event?: [EventClass, object];
      effects?: Partial<AdminStatusEffects>;
      /** Other facts of the vendor after the transition. */
      then?: Partial<Vendor>;
    }
  | { refused: string };

interface Transition {
  name: string;
  /** Facts of the vendor before, besides the registration state. */
  given?: Partial<Vendor>;
  run(vendor: Vendor): unknown;
  outcome(state: RegistrationState): Outcome;
}

const refused = (message: string) => () => ({ refused: message });

const edit = (facts: Partial<AdminEditFacts>): AdminEditFacts => ({
  stall: null,
  paidAmount: 0,
  depositPaid: false,
  paymentCorrected: false,
  ...facts,
});
const noEffects: AdminStatusEffects = {
  occupyReservedBooth: false,
  releaseBooth: false,
  bookPaidAmountTo: null,
};

const withdrawal = {
  by: 'vendor' as const,
  boothNumber: 'AK-01',
  areaName: 'Am Kirchplatz',
  stallFee: 15000,
  feeAmount: 7500,
  feePercent: 50,
  free: false,
  lastFreeDay: '2026-11-06',
  waived: false,
  waiverReason: null,
  paidAmount: 1000,
  refundAmount: 0,
};

/** A withdrawal from `state`: refused once withdrawn or rejected, else final (issue 31). */
const withdrawOutcome =
  (otherwise?: string) =>
  (state: RegistrationState): Outcome => {
    if (state === 'withdrawn') return { refused: WITHDRAWAL_MESSAGES.alreadyWithdrawn };
    if (state === 'rejected') return { refused: WITHDRAWAL_MESSAGES.rejected };
    if (otherwise) return { refused: otherwise };
    return {
      to: 'withdrawn',
      event: [VendorWithdrawnEvent, { ...withdrawal, reason: 'Krank' }],
      then: { withdrawnAt: now, withdrawnBy: 'vendor', withdrawalReason: 'Krank', updatedAt: now },
    };
  };

/**
 * Transitions a withdrawn registration refuses: it gets no stall, deposit choice or status any
 * more (docs/decisions.md 246).
 */
const REFUSED_WHEN_WITHDRAWN = /^(selectBooth|chooseCashDeposit|assignBooth|organiser sets)/;

const TRANSITIONS: Transition[] = [
  {
    name: 'withdraw',
    run: (v) => v.withdraw(withdrawal, ' Krank ', now),
    outcome: withdrawOutcome(),
  },
  {
    name: 'withdraw a blocked vendor (by the organiser)',
    given: { isBlocked: true, blockedReason: 'Nicht aufgebaut' },
    run: (v) => v.withdraw(withdrawal, 'Krank', now),
    outcome: withdrawOutcome(),
  },
  {
    name: 'withdraw after set-up',
    given: { setUpAt: earlier },
    run: (v) => v.withdraw(withdrawal, null, now),
    outcome: withdrawOutcome(WITHDRAWAL_MESSAGES.afterSetUp),
  },
  {
    name: 'withdraw after a check-in',
    given: { lastCheckIn: earlier },
    run: (v) => v.withdraw(withdrawal, null, now),
    outcome: withdrawOutcome(WITHDRAWAL_MESSAGES.afterSetUp),
  },
  {
    name: 'selectBooth, deposit not paid',
    given: { selectedBoothId: 3, boothAssignmentPreference: 'admin' },
    run: (v) =>
      v.selectBooth({ boothId: 7, boothNumber: 'AK-07', current: null, depositPaid: false }, now),
    outcome: (state) =>
      state === 'rejected'
        ? { refused: VENDOR_MESSAGES.boothUnavailable }
        : {
            to: state,
            event: [
              VendorBoothSelectedEvent,
              { boothId: 7, boothNumber: 'AK-07', requiresPayment: true },
            ],
            then: { selectedBoothId: 7, boothAssignmentPreference: 'self', updatedAt: now },
          },
  },
  {
    name: 'selectBooth, deposit already paid',
    run: (v) =>
      v.selectBooth({ boothId: 7, boothNumber: 'AK-07', current: held, depositPaid: true }, now),
    outcome: (state) =>
      state === 'rejected'
        ? { refused: VENDOR_MESSAGES.boothUnavailable }
        : {
            to: state === 'pending' ? 'approved' : state,
            event: [
              VendorBoothSelectedEvent,
              { boothId: 7, boothNumber: 'AK-07', requiresPayment: false },
            ],
          },
  },
  {
    name: 'selectBooth with a stall already given',
    run: (v) =>
      v.selectBooth(
        { boothId: 7, boothNumber: 'AK-07', current: reserved, depositPaid: true },
        now,
      ),
    outcome: (state) => ({
      refused:
        state === 'rejected' ? VENDOR_MESSAGES.boothUnavailable : VENDOR_MESSAGES.alreadyHasBooth,
    }),
  },
  {
    name: 'chooseCashDeposit',
    given: { selectedBoothId: 3, boothAssignmentPreference: 'self' },
    run: (v) => v.chooseCashDeposit(false, now),
    outcome: (state) => ({
      to: state,
      event: [VendorChoseCashDepositEvent, { wishedBoothId: 3 }],
      then: { boothAssignmentPreference: 'admin', updatedAt: now },
    }),
  },
  {
    name: 'chooseCashDeposit after the deposit',
    run: (v) => v.chooseCashDeposit(true, now),
    outcome: refused(VENDOR_MESSAGES.depositAlreadyPaid),
  },
  {
    name: 'recordDepositPaid, stall secured',
    run: (v) => v.recordDepositPaid(1000, true, now),
    outcome: (state) => ({
      to: state === 'pending' ? 'approved' : state,
      event: [VendorDepositPaidEvent, { amount: 1000, approved: true }],
      then: { boothAssignmentPreference: 'self' },
    }),
  },
  {
    name: 'recordDepositPaid, no stall to be had',
    run: (v) => v.recordDepositPaid(1000, false, now),
    outcome: (state) => ({
      to: state,
      event: [VendorDepositPaidEvent, { amount: 1000, approved: false }],
    }),
  },
  {
    name: 'assignBooth',
    given: { setUpAt: earlier, lastCheckIn: earlier },
    run: (v) =>
      v.assignBooth(
        { boothId: 1, boothNumber: 'AK-01', areaName: 'Am Kirchplatz', previousBoothNumber: null },
        now,
      ),
    outcome: (state) => ({
      to: 'confirmed',
      event: [
        VendorBoothAssignedEvent,
        {
          boothId: 1,
          boothNumber: 'AK-01',
          areaName: 'Am Kirchplatz',
          previousBoothNumber: null,
          confirmed: state !== 'confirmed',
        },
      ],
      then: { selectedBoothId: 1, setUpAt: earlier, lastCheckIn: earlier },
    }),
  },
  {
    name: 'assignBooth, moved from another stall',
    given: { setUpAt: earlier, lastCheckIn: earlier },
    run: (v) =>
      v.assignBooth(
        {
          boothId: 2,
          boothNumber: 'AK-02',
          areaName: 'Am Kirchplatz',
          previousBoothNumber: 'AK-01',
        },
        now,
      ),
    outcome: (state) => ({
      to: 'confirmed',
      event: [
        VendorBoothAssignedEvent,
        {
          boothId: 2,
          boothNumber: 'AK-02',
          areaName: 'Am Kirchplatz',
          previousBoothNumber: 'AK-01',
          confirmed: state !== 'confirmed',
        },
      ],
      then: { setUpAt: null, lastCheckIn: earlier },
    }),
  },
  {
    name: 'assignBooth to a blocked vendor',
    given: { isBlocked: true, blockedReason: 'Nicht aufgebaut' },
    run: (v) =>
      v.assignBooth(
        { boothId: 1, boothNumber: 'AK-01', areaName: 'Am Kirchplatz', previousBoothNumber: null },
        now,
      ),
    outcome: refused(ADMIN_MESSAGES.blockedVendorCannotGetBooth),
  },
  {
    name: 'unassignBooth, deposit paid',
    given: { setUpAt: earlier, lastCheckIn: earlier },
    run: (v) => v.unassignBooth({ boothId: 1, boothNumber: 'AK-01' }, true, now),
    outcome: (state) => {
      const to = state === 'confirmed' ? 'approved' : state;
      return {
        to,
        event: [
          VendorBoothUnassignedEvent,
          { boothId: 1, boothNumber: 'AK-01', previousState: state, registrationState: to },
        ],
        then: { setUpAt: null, lastCheckIn: null },
      };
    },
  },
  {
    name: 'unassignBooth, no deposit',
    run: (v) => v.unassignBooth({ boothId: 1, boothNumber: 'AK-01' }, false, now),
    outcome: (state) => {
      const to = state === 'confirmed' ? 'pending' : state;
      return {
        to,
        event: [
          VendorBoothUnassignedEvent,
          { boothId: 1, boothNumber: 'AK-01', previousState: state, registrationState: to },
        ],
      };
    },
  },
  {
    name: 'organiser edit without a status, stall assigned',
    run: (v) => v.setStatusByAdmin(undefined, edit({ stall: reserved }), now),
    outcome: (state) => ({ to: state === 'pending' ? 'confirmed' : state, effects: noEffects }),
  },
  {
    name: 'organiser edit without a status, stall only held',
    run: (v) => v.setStatusByAdmin(undefined, edit({ stall: held }), now),
    outcome: (state) => ({ to: state, effects: noEffects }),
  },
  {
    name: 'organiser edit without a status, paid amount corrected below the fee',
    given: { lastCheckIn: earlier },
    run: (v) =>
      v.setStatusByAdmin(
        undefined,
        edit({ stall: occupied, paidAmount: 1000, paymentCorrected: true }),
        now,
      ),
    outcome: (state) => ({
      to: state === 'pending' ? 'confirmed' : state,
      then: { lastCheckIn: null },
    }),
  },
  {
    name: "organiser sets 'pending' without a stall",
    given: { setUpAt: earlier, lastCheckIn: earlier },
    run: (v) => v.setStatusByAdmin('pending', edit({}), now),
    outcome: () => ({
      to: 'pending',
      effects: noEffects,
      then: { setUpAt: null, lastCheckIn: null },
    }),
  },
  {
    name: "organiser sets 'pending', deposit paid",
    run: (v) => v.setStatusByAdmin('pending', edit({ stall: held, depositPaid: true }), now),
    outcome: () => ({ to: 'approved' }),
  },
  {
    name: "organiser sets 'pending' with a stall",
    run: (v) => v.setStatusByAdmin('pending', edit({ stall: occupied }), now),
    outcome: refused(ADMIN_MESSAGES.pendingWithBooth),
  },
  {
    name: "organiser sets 'confirmed' on a reserved stall",
    given: { setUpAt: earlier, lastCheckIn: earlier },
    run: (v) => v.setStatusByAdmin('confirmed', edit({ stall: reserved, paidAmount: 1000 }), now),
    outcome: () => ({
      to: 'confirmed',
      effects: { ...noEffects, occupyReservedBooth: true },
      then: { setUpAt: null, lastCheckIn: null },
    }),
  },
  {
    name: "organiser sets 'confirmed' on an occupied stall",
    run: (v) => v.setStatusByAdmin('confirmed', edit({ stall: occupied }), now),
    outcome: () => ({ to: 'confirmed', effects: noEffects }),
  },
  {
    name: "organiser sets 'confirmed' without a stall",
    run: (v) => v.setStatusByAdmin('confirmed', edit({ stall: held }), now),
    outcome: refused(ADMIN_MESSAGES.confirmNeedsBooth),
  },
  {
    name: "organiser sets 'confirmed' when paid in full",
    run: (v) => v.setStatusByAdmin('confirmed', edit({ stall: occupied, paidAmount: 15000 }), now),
    outcome: refused(ADMIN_MESSAGES.statusFollowsPayment),
  },
  {
    name: "organiser sets 'rejected'",
    given: { setUpAt: earlier, lastCheckIn: earlier },
    run: (v) => v.setStatusByAdmin('rejected', edit({ stall: occupied }), now),
    outcome: () => ({
      to: 'rejected',
      effects: { ...noEffects, releaseBooth: true },
      then: { setUpAt: null, lastCheckIn: null },
    }),
  },
  {
    name: "organiser sets 'paid' with money open",
    given: { setUpAt: earlier, lastCheckIn: earlier },
    run: (v) => v.setStatusByAdmin('paid', edit({ stall: occupied, paidAmount: 1000 }), now),
    outcome: () => ({
      to: 'confirmed',
      effects: { ...noEffects, bookPaidAmountTo: 15000 },
      then: { setUpAt: earlier, lastCheckIn: null },
    }),
  },
  {
    name: "organiser sets 'paid' when paid in full",
    run: (v) => v.setStatusByAdmin('paid', edit({ stall: occupied, paidAmount: 15000 }), now),
    outcome: () => ({ to: 'confirmed', effects: noEffects }),
  },
  {
    name: "organiser sets 'paid' without a stall",
    run: (v) => v.setStatusByAdmin('paid', edit({ stall: held }), now),
    outcome: refused(ADMIN_MESSAGES.paidNeedsBooth),
  },
  {
    name: "organiser sets 'paid' on a stall free of charge",
    run: (v) => v.setStatusByAdmin('paid', edit({ stall: freeOfCharge }), now),
    outcome: refused(ADMIN_MESSAGES.freeBoothNothingToPay),
  },
  {
    name: "organiser sets 'checked_in' when paid in full",
    run: (v) => v.setStatusByAdmin('checked_in', edit({ stall: occupied, paidAmount: 15000 }), now),
    outcome: () => ({ to: 'confirmed', effects: noEffects, then: { lastCheckIn: now } }),
  },
  {
    name: "organiser sets 'checked_in' again (the first check-in stays)",
    given: { lastCheckIn: earlier },
    run: (v) => v.setStatusByAdmin('checked_in', edit({ stall: occupied, paidAmount: 15000 }), now),
    outcome: () => ({ to: 'confirmed', then: { lastCheckIn: earlier } }),
  },
  {
    name: "organiser sets 'checked_in' with money open",
    run: (v) => v.setStatusByAdmin('checked_in', edit({ stall: occupied, paidAmount: 1000 }), now),
    outcome: refused(ADMIN_MESSAGES.checkInNeedsPayment),
  },
  {
    name: 'markSetUp on the assigned stall',
    run: (v) => v.markSetUp(reserved, earlier, now),
    outcome: (state) =>
      state === 'rejected' || state === 'withdrawn'
        ? { refused: ADMIN_MESSAGES.setUpNeedsBooth }
        : {
            to: state,
            event: [VendorSetUpEvent, { boothNumber: 'AK-01' }],
            then: { setUpAt: earlier, updatedAt: now },
          },
  },
  {
    name: 'markSetUp with a held stall only',
    run: (v) => v.markSetUp(held, earlier, now),
    outcome: refused(ADMIN_MESSAGES.setUpNeedsBooth),
  },
  {
    name: 'markSetUp of a blocked vendor',
    given: { isBlocked: true, blockedReason: 'Nicht aufgebaut' },
    run: (v) => v.markSetUp(occupied, earlier, now),
    outcome: refused(ADMIN_MESSAGES.blockedVendorCannotSetUp),
  },
  {
    name: 'checkIn paid in full',
    run: (v) => v.checkIn(occupied, 15000, earlier, now),
    outcome: (state) =>
      state === 'rejected' || state === 'withdrawn'
        ? { refused: ADMIN_MESSAGES.setUpNeedsBooth }
        : {
            to: state,
            event: [VendorCheckedInEvent, { boothNumber: 'AK-01' }],
            then: { lastCheckIn: earlier },
          },
  },
  {
    name: 'checkIn with money open',
    run: (v) => v.checkIn(occupied, 14999, earlier, now),
    outcome: (state) => ({
      refused:
        state === 'rejected' || state === 'withdrawn'
          ? ADMIN_MESSAGES.setUpNeedsBooth
          : ADMIN_MESSAGES.checkInNeedsPayment,
    }),
  },
  {
    name: 'checkIn without a stall',
    run: (v) => v.checkIn(null, 15000, earlier, now),
    outcome: refused(ADMIN_MESSAGES.setUpNeedsBooth),
  },
  {
    name: 'block',
    run: (v) => v.block('Nicht aufgebaut', now),
    outcome: (state) => ({
      to: state,
      event: [VendorBlockedEvent, { reason: 'Nicht aufgebaut', canBeUnblocked: true }],
      then: { isBlocked: true, blockedAt: now },
    }),
  },
  {
    name: 'block permanently',
    run: (v) => v.block('Lift-Ticket weitergegeben', now, false),
    outcome: (state) => ({
      to: state,
      event: [VendorBlockedEvent, { reason: 'Lift-Ticket weitergegeben', canBeUnblocked: false }],
    }),
  },
  {
    name: 'unblock',
    given: { isBlocked: true, blockedReason: 'Nicht aufgebaut', blockedAt: earlier },
    run: (v) => v.unblock(now),
    outcome: (state) => ({
      to: state,
      event: [VendorUnblockedEvent, {}],
      then: { isBlocked: false, blockedReason: null, blockedAt: null },
    }),
  },
  {
    name: 'unblock a permanent block',
    given: { isBlocked: true, blockedReason: 'Lift-Ticket weitergegeben', canBeUnblocked: false },
    run: (v) => v.unblock(now),
    outcome: refused(ARCHIVE_MESSAGES.permanentBlock),
  },
  {
    name: 'markBlockPermanence',
    given: { isBlocked: true, blockedReason: 'Nicht aufgebaut' },
    run: (v) => v.markBlockPermanence(false, now),
    outcome: (state) => ({
      to: state,
      event: [VendorBlockPermanenceChangedEvent, { canBeUnblocked: false }],
      then: { canBeUnblocked: false },
    }),
  },
];

function vendorIn(state: RegistrationState, given: Partial<Vendor> = {}): Vendor {
  return Object.assign(new Vendor(), {
    name: 'Maria Huber',
    createdAt: earlier,
    updatedAt: earlier,
    registrationState: state,
    ...given,
  });
}

const cases = TRANSITIONS.flatMap((transition) =>
  REGISTRATION_STATES.map((state) => [state, transition.name, transition, state] as const),
);

describe('the vendor life cycle', () => {
  it.each(cases)('from %s: %s', (_state, _name, transition, state) => {
    const vendor = vendorIn(state, transition.given);
    const before = { ...vendor };
    const outcome =
      state === 'withdrawn' && REFUSED_WHEN_WITHDRAWN.test(transition.name)
        ? { refused: WITHDRAWAL_MESSAGES.vendorWithdrawn }
        : transition.outcome(state);

    if ('refused' in outcome) {
      expect(() => transition.run(vendor)).toThrow(new ConflictError(outcome.refused));
      try {
        transition.run(vendor);
      } catch (error) {
        expect(error).toBeInstanceOf(ConflictError);
      }
      expect({ ...vendor }).toEqual(before);
      return;
    }

    const result = transition.run(vendor);
    expect(vendor.registrationState).toBe(outcome.to);
    if (outcome.event) {
      const [type, payload] = outcome.event;
      expect(result).toBeInstanceOf(type);
      expect(result).toMatchObject({ aggregateId: vendor.id, aggregateType: 'vendor' });
      expect((result as DomainEvent<object>).payload).toEqual(payload);
    }
    if (outcome.effects) expect(result).toEqual({ ...noEffects, ...outcome.effects });
    if (outcome.then) expect(vendor).toMatchObject(outcome.then);
  });
});

describe('transitions that change nothing', () => {
  it('return no event and leave the vendor as it was', () => {
    const setUp = vendorIn('confirmed', { setUpAt: earlier });
    const checkedIn = vendorIn('confirmed', { lastCheckIn: new Date('2026-12-05T07:00:00Z') });
    const blocked = vendorIn('pending', { isBlocked: true, blockedReason: 'Nicht aufgebaut' });
    const notBlocked = vendorIn('pending');
    for (const [vendor, run] of [
      [setUp, (v: Vendor) => v.markSetUp(occupied, now, now)],
      [checkedIn, (v: Vendor) => v.checkIn(occupied, 15000, now, now)],
      [blocked, (v: Vendor) => v.block('Nicht aufgebaut', now)],
      [blocked, (v: Vendor) => v.markBlockPermanence(true, now)],
      [notBlocked, (v: Vendor) => v.unblock(now)],
      [notBlocked, (v: Vendor) => v.markBlockPermanence(false, now)],
    ] as const) {
      const before = { ...vendor };
      expect(run(vendor)).toBeNull();
      expect({ ...vendor }).toEqual(before);
    }
  });
});

describe("the organiser's edit as one event", () => {
  const summary = {
    fields: [] as string[],
    statusBefore: 'pending' as const,
    statusAfter: 'pending' as const,
    amountBefore: 0,
    amountAfter: 0,
  };

  it('is none when nothing changed', () => {
    const vendor = vendorIn('pending');
    expect(vendor.changedByAdmin(summary, now)).toBeNull();
    expect(vendor.updatedAt).toEqual(earlier);
  });

  it('names the fields, the status and the amount that changed', () => {
    const vendor = vendorIn('pending');
    const fields = vendor.editContact({ name: 'Maria Huber', phone: '+43 660 1234567' });
    expect(fields).toEqual(['phone']);
    const event = vendor.changedByAdmin(
      { ...summary, fields, statusAfter: 'confirmed', amountAfter: 1000 },
      now,
    );
    expect(event).toBeInstanceOf(VendorChangedByAdminEvent);
    expect(event!.payload).toEqual({
      fields: ['phone'],
      status: { from: 'pending', to: 'confirmed' },
      paymentAmount: { from: 0, to: 1000 },
    });
    expect(vendor.updatedAt).toEqual(now);
  });
});
