import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import {
  ADMIN_MESSAGES,
  ARCHIVE_MESSAGES,
  type BoothStatus,
  DEFAULT_VENDOR_LANGUAGE,
  isVendorLanguage,
  VENDOR_LANGUAGES,
  VENDOR_MESSAGES,
  VENDOR_PROFILE_MESSAGES,
  type VendorLanguage,
  WITHDRAWAL_MESSAGES,
  WITHDRAWN_BY,
  type WithdrawnBy,
} from '@standl/contracts';
import { HttpStatus } from '@nestjs/common';
import { viennaDate } from '../../shared/clock/clock.js';
import { ConflictError, DomainError } from '../../shared/errors/domain-error.js';
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
import type { VendorEmailChange } from './vendor-email-change.entity.js';
import {
  VendorEmailChangedEvent,
  VendorEmailChangeRequestedEvent,
  VendorProfileUpdatedEvent,
} from './vendor-own-data.events.js';
import { VendorWithdrawnEvent } from './vendor-withdrawn.event.js';
import type { StallFacts, VendorStatus } from './vendor-status.js';

export const BOOTH_ASSIGNMENT_PREFERENCES = ['admin', 'self'] as const;
export type BoothAssignmentPreference = (typeof BOOTH_ASSIGNMENT_PREFERENCES)[number];

/**
 * The organiser's decisions and the deposit; the rest of the status is derived
 * (docs/decisions.md 190).
 */
export const REGISTRATION_STATES = [
  'pending',
  'approved',
  'confirmed',
  'rejected',
  'withdrawn',
] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

/** How the vendor came in: the public form, or the organiser adding them (phone registration). */
export const VENDOR_SOURCES = ['form', 'admin'] as const;
export type VendorSource = (typeof VENDOR_SOURCES)[number];

export const DEFAULT_BILLING_COUNTRY = 'Österreich';

/**
 * A vendor (Händler) of the current season, identified by the access code. Money is not here:
 * amounts paid, the deposit and the method are the payments ledger's (docs/decisions.md 72).
 */
@Entity({ tableName: 'vendor' })
export class Vendor {
  [OptionalProps]?:
    | 'id'
    | 'registrationState'
    | 'source'
    | 'selectedBoothId'
    | 'billingStreet'
    | 'billingCity'
    | 'billingPostalCode'
    | 'billingCountry'
    | 'isBlocked'
    | 'blockedReason'
    | 'blockedAt'
    | 'canBeUnblocked'
    | 'directoryConsent'
    | 'language'
    | 'setUpAt'
    | 'lastCheckIn'
    | 'termsAcceptedAt'
    | 'sessionsEndedAt'
    | 'withdrawnAt'
    | 'withdrawnBy'
    | 'withdrawalReason';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 200 })
  name!: string;

  @Property({ length: 254 })
  email!: string;

  @Property({ length: 50 })
  phone!: string;

  @Property({ type: 'text' })
  description!: string;

  @Unique()
  @Property({ length: 10 })
  accessCode!: string;

  @Enum({ items: () => BOOTH_ASSIGNMENT_PREFERENCES, default: 'admin' })
  boothAssignmentPreference!: BoothAssignmentPreference;

  @Enum({ items: () => REGISTRATION_STATES, default: 'pending' })
  registrationState: RegistrationState = 'pending';

  @Enum({ items: () => VENDOR_SOURCES, default: 'form' })
  source: VendorSource = 'form';

  /** The stall chosen at registration or on the map (kept after a hold expires). */
  @Property({ type: 'integer', nullable: true })
  selectedBoothId: number | null = null;

  @Property({ length: 200, nullable: true })
  billingStreet: string | null = null;

  @Property({ length: 100, nullable: true })
  billingCity: string | null = null;

  @Property({ length: 10, nullable: true })
  billingPostalCode: string | null = null;

  @Property({ length: 100 })
  billingCountry: string = DEFAULT_BILLING_COUNTRY;

  @Property()
  isBlocked: boolean = false;

  @Property({ length: 500, nullable: true })
  blockedReason: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  blockedAt: Date | null = null;

  /** False for a permanent block (e.g. exclusion for passing on the lift ticket): see block(). */
  @Property({ default: true })
  canBeUnblocked: boolean = true;

  @Property({ type: 'timestamptz', nullable: true })
  setUpAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  lastCheckIn: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  termsAcceptedAt: Date | null = null;

  /** Logging out ends every session cookie issued before this moment. */
  @Property({ type: 'timestamptz', nullable: true })
  sessionsEndedAt: Date | null = null;

  /** Set when the registration was withdrawn (state `withdrawn`, docs/decisions.md 246). */
  @Property({ type: 'timestamptz', nullable: true })
  withdrawnAt: Date | null = null;

  @Enum({ items: () => WITHDRAWN_BY, nullable: true })
  withdrawnBy: WithdrawnBy | null = null;

  @Property({ length: 500, nullable: true })
  withdrawalReason: string | null = null;

  /** Agreed to appear in the public directory 'Aussteller {year}' (name, goods, stall). */
  @Property({ default: false })
  directoryConsent: boolean = false;

  /**
   * The language every mail to the vendor is written in (issue 33, docs/decisions.md 349): chosen
   * at registration, changed in 'Meine Daten'; German by default.
   */
  @Enum({ items: () => VENDOR_LANGUAGES, default: DEFAULT_VENDOR_LANGUAGE })
  language: VendorLanguage = DEFAULT_VENDOR_LANGUAGE;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz' })
  updatedAt!: Date;

  // The life cycle (docs/decisions.md 193): every change of `registrationState`, set-up,
  // check-in and block is one of the transitions below. Each checks its rule (throwing the
  // German message the API answers), changes the vendor and returns the event the handler
  // records; a transition that changes nothing returns null. Handlers load, call, save.

  /**
   * The rule of a stall pick, asked by the handler before the booths context holds the stall:
   * a rejected vendor gets none, and a vendor with a stall (not a mere hold) keeps it.
   */
  assertMaySelectBooth(current: VendorStall | null): void {
    this.assertNotWithdrawn();
    if (this.registrationState === 'rejected') {
      throw new ConflictError(VENDOR_MESSAGES.boothUnavailable);
    }
    if (isAssigned(current)) throw new ConflictError(VENDOR_MESSAGES.alreadyHasBooth);
  }

  /**
   * The vendor picked a stall on the map (held now, or reserved at once when the deposit is
   * already paid: then pending becomes approved). The preference becomes 'self'
   * (docs/decisions.md 172).
   */
  selectBooth(pick: BoothPick, now: Date): VendorBoothSelectedEvent {
    this.assertMaySelectBooth(pick.current);
    if (pick.depositPaid && this.registrationState === 'pending') {
      this.registrationState = 'approved';
    }
    this.selectedBoothId = pick.boothId;
    this.boothAssignmentPreference = 'self';
    this.updatedAt = now;
    return new VendorBoothSelectedEvent(this.id, {
      boothId: pick.boothId,
      boothNumber: pick.boothNumber,
      requiresPayment: !pick.depositPaid,
    });
  }

  /**
   * The vendor will pay the deposit on site (docs/decisions.md 26): the organiser assigns the
   * stall. Refused once the deposit is paid.
   */
  chooseCashDeposit(depositPaid: boolean, now: Date): VendorChoseCashDepositEvent {
    this.assertNotWithdrawn();
    if (depositPaid) throw new ConflictError(VENDOR_MESSAGES.depositAlreadyPaid);
    this.boothAssignmentPreference = 'admin';
    this.updatedAt = now;
    return new VendorChoseCashDepositEvent(this.id, { wishedBoothId: this.selectedBoothId });
  }

  /**
   * The deposit arrived (docs/decisions.md 25). `approved` when it secured a stall: a pending
   * vendor is then approved; a confirmed or rejected one keeps their state.
   */
  recordDepositPaid(amount: number, approved: boolean, now: Date): VendorDepositPaidEvent {
    this.boothAssignmentPreference = 'self';
    if (approved && this.registrationState === 'pending') this.registrationState = 'approved';
    this.updatedAt = now;
    return new VendorDepositPaidEvent(this.id, { amount, approved });
  }

  /** The rule of an assignment, asked before the booths context occupies the stall. */
  assertMayGetBooth(): void {
    this.assertNotWithdrawn();
    if (this.isBlocked) throw new ConflictError(ADMIN_MESSAGES.blockedVendorCannotGetBooth);
  }

  /**
   * The organiser gave the vendor a stall (now occupied by them): confirmed, from any state. On
   * another stall than before the vendor sets up anew; a check-in stays (it is about the vendor).
   */
  assignBooth(booth: AssignedBooth, now: Date): VendorBoothAssignedEvent {
    this.assertMayGetBooth();
    const confirmed = this.registrationState !== 'confirmed';
    this.registrationState = 'confirmed';
    this.selectedBoothId = booth.boothId;
    if (booth.previousBoothNumber) this.setUpAt = null;
    this.updatedAt = now;
    return new VendorBoothAssignedEvent(this.id, {
      boothId: booth.boothId,
      boothNumber: booth.boothNumber,
      areaName: booth.areaName,
      previousBoothNumber: booth.previousBoothNumber,
      confirmed,
    });
  }

  /**
   * The organiser took the stall away (docs/decisions.md 36): a confirmed vendor goes back to
   * pending, or to approved with the deposit paid; nothing is set up or checked in without a
   * stall (money paid stays recorded).
   */
  unassignBooth(
    booth: { boothId: number; boothNumber: string },
    depositPaid: boolean,
    now: Date,
  ): VendorBoothUnassignedEvent {
    const previousState = this.registrationState;
    if (previousState === 'confirmed')
      this.registrationState = depositPaid ? 'approved' : 'pending';
    this.setUpAt = null;
    this.lastCheckIn = null;
    this.updatedAt = now;
    return new VendorBoothUnassignedEvent(this.id, {
      boothId: booth.boothId,
      boothNumber: booth.boothNumber,
      previousState,
      registrationState: this.registrationState,
    });
  }

  /**
   * The organiser's edit in the console: the contact fields and the language of the mails
   * (docs/decisions.md 372, by the same rule as the vendor's own change). Answers the names of
   * the fields changed; `changedByAdmin` puts the new language into the event.
   */
  editByAdmin(change: AdminContactChange): string[] {
    const fields = this.editContact(change);
    if (this.changeLanguage(change.language)) fields.push('language');
    return fields;
  }

  /**
   * The language every mail to the vendor is written in (docs/decisions.md 350): German or
   * English, in every state, a withdrawn or rejected registration included (they still get mails).
   * The vendor changes it in 'Meine Daten', the organiser in the console (decision 372). Answers
   * whether it changed; left out or the same, nothing changes.
   */
  changeLanguage(language: VendorLanguage | undefined): boolean {
    if (language === undefined || language === this.language) return false;
    if (!isVendorLanguage(language)) {
      throw new DomainError(VENDOR_MESSAGES.invalidLanguage, HttpStatus.BAD_REQUEST);
    }
    this.language = language;
    return true;
  }

  /** The organiser's edit of the contact fields; answers the names of the fields changed. */
  editContact(change: Partial<Pick<Vendor, ContactField>>): string[] {
    const fields: string[] = [];
    for (const field of CONTACT_FIELDS) {
      const value = change[field];
      if (value !== undefined && value !== this[field]) {
        this[field] = value;
        fields.push(field);
      }
    }
    return fields;
  }

  /**
   * The vendor's own correction of name, phone and description (docs/decisions.md 271), their
   * consent to the public directory (decision 331) and their language (decision 350): allowed in
   * every state, a rejected or withdrawn registration included. Null when nothing changed.
   */
  editOwnProfile(change: OwnProfileChange, now: Date): VendorProfileUpdatedEvent | null {
    const fields = this.editContact({
      name: change.name,
      phone: change.phone,
      description: change.description,
    });
    // The consent to the public directory: its new value goes into the event, so the history
    // can say 'zugestimmt' or 'widerrufen' (a choice, no personal data).
    const consent = change.directoryConsent;
    const consentChanged = consent !== undefined && consent !== this.directoryConsent;
    if (consentChanged) {
      this.directoryConsent = consent;
      fields.push('directoryConsent');
    }
    // The language, like the consent, is a choice: its new value goes into the event.
    const languageChanged = this.changeLanguage(change.language);
    if (languageChanged) fields.push('language');
    if (fields.length === 0) return null;
    this.updatedAt = now;
    return new VendorProfileUpdatedEvent(this.id, {
      fields,
      ...(consentChanged ? { directoryConsent: consent } : {}),
      ...(languageChanged ? { language: this.language } : {}),
    });
  }

  /**
   * The vendor asks for `newEmail`: refused when it is the current address (case aside). The
   * address itself changes only by the link (`confirmEmailChange`).
   */
  requestEmailChange(newEmail: string, change: VendorEmailChange): VendorEmailChangeRequestedEvent {
    if (sameAddress(newEmail, this.email)) {
      throw new DomainError(VENDOR_PROFILE_MESSAGES.sameEmail, HttpStatus.BAD_REQUEST);
    }
    return new VendorEmailChangeRequestedEvent(this.id, { changeId: change.id });
  }

  /** The link of `change` was opened: it is spent and its address becomes the vendor's. */
  confirmEmailChange(change: VendorEmailChange, now: Date): VendorEmailChangedEvent {
    change.use(now);
    this.email = change.newEmail;
    this.updatedAt = now;
    return new VendorEmailChangedEvent(this.id, { changeId: change.id });
  }

  /**
   * The organiser sets a status by hand, or none (then the spec's derived rule: a pending vendor
   * with an assigned stall is confirmed). `facts.paidAmount` is the ledger's after any correction
   * of the same edit. Answers what the other contexts must do in the same transaction: occupy
   * the stall reserved by deposit (confirming is assigning, docs/decisions.md 193), release the
   * stall of a rejected vendor, or book what is still open when the organiser says it was paid.
   */
  setStatusByAdmin(
    status: StatusSetByAdmin | undefined,
    facts: AdminEditFacts,
    now: Date,
  ): AdminStatusEffects {
    const assigned = isAssigned(facts.stall);
    const total = assigned ? facts.stall!.area.price : 0;
    // A withdrawal is final this season (docs/decisions.md 246): no status brings it back.
    if (status !== undefined) this.assertNotWithdrawn();
    const effects: AdminStatusEffects = {
      occupyReservedBooth: false,
      releaseBooth: false,
      bookPaidAmountTo: null,
    };
    switch (status) {
      case undefined:
        if (assigned && this.registrationState === 'pending') this.registrationState = 'confirmed';
        // A corrected (e.g. refunded) amount takes back what rested on it: a check-in needs
        // full payment (the deposit's state follows from the ledger by itself).
        if (facts.paymentCorrected && this.lastCheckIn && facts.paidAmount < total) {
          this.lastCheckIn = null;
        }
        return effects;
      case 'pending':
        if (assigned) throw new ConflictError(ADMIN_MESSAGES.pendingWithBooth);
        this.registrationState = facts.depositPaid ? 'approved' : 'pending';
        this.lastCheckIn = null;
        this.setUpAt = null;
        return effects;
      case 'confirmed':
        // Confirmed means: has a stall, not (yet) set up, checked in or paid in full.
        if (!assigned) throw new ConflictError(ADMIN_MESSAGES.confirmNeedsBooth);
        if (total > 0 && facts.paidAmount >= total) {
          throw new ConflictError(ADMIN_MESSAGES.statusFollowsPayment);
        }
        this.registrationState = 'confirmed';
        this.lastCheckIn = null;
        this.setUpAt = null;
        return { ...effects, occupyReservedBooth: facts.stall!.status === 'reserved' };
      case 'rejected':
        this.registrationState = 'rejected';
        this.setUpAt = null;
        this.lastCheckIn = null;
        return { ...effects, releaseBooth: true };
      case 'paid':
      case 'checked_in':
        if (!assigned) throw new ConflictError(ADMIN_MESSAGES.paidNeedsBooth);
        if (total === 0) throw new ConflictError(ADMIN_MESSAGES.freeBoothNothingToPay);
        if (status === 'checked_in' && facts.paidAmount < total) {
          throw new ConflictError(ADMIN_MESSAGES.checkInNeedsPayment);
        }
        this.registrationState = 'confirmed';
        this.lastCheckIn = status === 'checked_in' ? (this.lastCheckIn ?? now) : null;
        // Setting 'Bezahlt' books what is still open, as the organiser says it was paid.
        return { ...effects, bookPaidAmountTo: facts.paidAmount < total ? total : null };
    }
  }

  /**
   * The organiser's edit as one event: the fields changed, the derived status and the paid amount
   * before and after; null (and nothing touched) when the edit changed none of them.
   */
  changedByAdmin(change: AdminEditSummary, now: Date): VendorChangedByAdminEvent | null {
    const { fields, statusBefore, statusAfter, amountBefore, amountAfter } = change;
    const amountChanged = amountAfter !== amountBefore;
    if (fields.length === 0 && statusAfter === statusBefore && !amountChanged) return null;
    this.updatedAt = now;
    return new VendorChangedByAdminEvent(this.id, {
      fields,
      status: statusAfter === statusBefore ? null : { from: statusBefore, to: statusAfter },
      paymentAmount: amountChanged ? { from: amountBefore, to: amountAfter } : null,
      // Like the vendor's own change (decision 350): a choice, not personal data.
      ...(fields.includes('language') ? { language: this.language } : {}),
    });
  }

  /**
   * Set-up confirmed at `at` (an offline scan's time) on the vendor's assigned stall; null when it
   * already was (confirming twice changes nothing). Refused for a blocked vendor and without a
   * stall (a hold is none) or when rejected.
   */
  markSetUp(stall: VendorStall | null, at: Date, now: Date): VendorSetUpEvent | null {
    const booth = this.assignedForSetUpDay(stall);
    if (this.setUpAt) return null;
    this.setUpAt = at;
    this.updatedAt = now;
    return new VendorSetUpEvent(this.id, { boothNumber: booth.number });
  }

  /**
   * Checked in at `at`: paid in full, on the assigned stall, once per market day (Vienna); null
   * when already checked in that day.
   */
  checkIn(
    stall: VendorStall | null,
    paidAmount: number,
    at: Date,
    now: Date,
  ): VendorCheckedInEvent | null {
    const booth = this.assignedForSetUpDay(stall);
    if (paidAmount < booth.area.price) throw new ConflictError(ADMIN_MESSAGES.checkInNeedsPayment);
    if (this.lastCheckIn && viennaDate(this.lastCheckIn) === viennaDate(at)) return null;
    this.lastCheckIn = at;
    this.updatedAt = now;
    return new VendorCheckedInEvent(this.id, { boothNumber: booth.number });
  }

  /** The stall the vendor was given (not a mere hold); set-up and check-in need one. */
  private assignedForSetUpDay(stall: VendorStall | null): VendorStall {
    if (this.isBlocked) throw new ConflictError(ADMIN_MESSAGES.blockedVendorCannotSetUp);
    const gone = this.registrationState === 'rejected' || this.registrationState === 'withdrawn';
    if (!isAssigned(stall) || gone) {
      throw new ConflictError(ADMIN_MESSAGES.setUpNeedsBooth);
    }
    return stall;
  }

  /** 409 for a withdrawn registration: it gets no stall, deposit or status any more. */
  assertNotWithdrawn(): void {
    if (this.registrationState === 'withdrawn') {
      throw new ConflictError(WITHDRAWAL_MESSAGES.vendorWithdrawn);
    }
  }

  /** The withdrawal's rule, checked before anything else of the withdrawal happens. */
  assertMayWithdraw(): void {
    const refusal = withdrawalRefusal(this);
    if (refusal) throw new ConflictError(refusal);
  }

  /**
   * The registration is withdrawn (docs/decisions.md 246): by the vendor or the organiser, also
   * for a blocked vendor. The handler has freed the stall and booked the money in the same
   * transaction; the event carries what it booked. Nothing set up or checked in remains.
   */
  withdraw(
    withdrawal: Omit<VendorWithdrawnEvent['payload'], 'reason'>,
    reason: string | null,
    now: Date,
  ): VendorWithdrawnEvent {
    this.assertMayWithdraw();
    this.registrationState = 'withdrawn';
    this.withdrawnAt = now;
    this.withdrawnBy = withdrawal.by;
    this.withdrawalReason = reason?.trim() || null;
    this.updatedAt = now;
    return new VendorWithdrawnEvent(this.id, { ...withdrawal, reason: this.withdrawalReason });
  }

  /**
   * Blocked with `reason`. `canBeUnblocked` false makes the block permanent; left out, a new block
   * can be lifted and a block already in place keeps its mark (a job's later block does not
   * loosen a permanent one). Null when nothing changed.
   */
  block(reason: string, at: Date, canBeUnblocked?: boolean): VendorBlockedEvent | null {
    const mark = canBeUnblocked ?? (this.isBlocked ? this.canBeUnblocked : true);
    if (this.isBlocked && this.blockedReason === reason && this.canBeUnblocked === mark) {
      return null;
    }
    this.isBlocked = true;
    this.blockedReason = reason;
    this.blockedAt ??= at;
    this.canBeUnblocked = mark;
    this.updatedAt = at;
    return new VendorBlockedEvent(this.id, { reason, canBeUnblocked: mark });
  }

  /** The block lifted; refused for a permanent one. Null when there was none. */
  unblock(now: Date): VendorUnblockedEvent | null {
    if (!this.isBlocked) return null;
    if (!this.canBeUnblocked) throw new ConflictError(ARCHIVE_MESSAGES.permanentBlock);
    this.isBlocked = false;
    this.blockedReason = null;
    this.blockedAt = null;
    this.updatedAt = now;
    return new VendorUnblockedEvent(this.id, {});
  }

  /** The organiser marks the block permanent or liftable again; null if unchanged or unblocked. */
  markBlockPermanence(
    canBeUnblocked: boolean,
    now: Date,
  ): VendorBlockPermanenceChangedEvent | null {
    if (!this.isBlocked || this.canBeUnblocked === canBeUnblocked) return null;
    this.canBeUnblocked = canBeUnblocked;
    this.updatedAt = now;
    return new VendorBlockPermanenceChangedEvent(this.id, { canBeUnblocked });
  }
}

/**
 * What a transition needs to know of the vendor's stall, as the booths context answers it: the
 * status's facts (`holdExpiresAt` is set while the stall is only held; `area.price` is what this
 * vendor pays), its number and status.
 */
export interface VendorStall extends StallFacts {
  number: string;
  status: BoothStatus;
}

/**
 * Why a registration cannot be withdrawn (the German 409), or null when it can: not twice, not
 * once rejected, and not after set-up or a check-in (the vendor is at the market).
 */
export function withdrawalRefusal(
  vendor: Pick<Vendor, 'registrationState' | 'setUpAt' | 'lastCheckIn'>,
): string | null {
  if (vendor.registrationState === 'withdrawn') return WITHDRAWAL_MESSAGES.alreadyWithdrawn;
  if (vendor.registrationState === 'rejected') return WITHDRAWAL_MESSAGES.rejected;
  if (vendor.setUpAt || vendor.lastCheckIn) return WITHDRAWAL_MESSAGES.afterSetUp;
  return null;
}

/** The vendor was given the stall: reserved by deposit or occupied, not merely held. */
function isAssigned(stall: VendorStall | null): stall is VendorStall {
  return stall !== null && stall.holdExpiresAt === null;
}

export interface BoothPick {
  boothId: number;
  boothNumber: string;
  /** The stall the vendor had before the pick (held, reserved or occupied), if any. */
  current: VendorStall | null;
  depositPaid: boolean;
}

export interface AssignedBooth {
  boothId: number;
  boothNumber: string;
  areaName: string;
  previousBoothNumber: string | null;
}

const CONTACT_FIELDS = ['name', 'email', 'phone', 'description'] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];

/** What the organiser may change of a vendor's own data in the console. */
export type AdminContactChange = Partial<Pick<Vendor, ContactField | 'language'>>;

/** What a vendor may correct directly; the e-mail address goes through its link. */
export type OwnProfileChange = Partial<
  Pick<Vendor, 'name' | 'phone' | 'description' | 'directoryConsent' | 'language'>
>;

function sameAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Statuses the organiser may set by hand (the vendor dialog's select, plus reject). */
export type StatusSetByAdmin = Extract<
  VendorStatus,
  'pending' | 'confirmed' | 'rejected' | 'paid' | 'checked_in'
>;

export interface AdminEditFacts {
  stall: VendorStall | null;
  /** The ledger's paid amount, after a correction the same edit made. */
  paidAmount: number;
  depositPaid: boolean;
  /** The edit corrected the paid amount. */
  paymentCorrected: boolean;
}

/** What the other contexts do after `setStatusByAdmin`, in the same transaction. */
export interface AdminStatusEffects {
  occupyReservedBooth: boolean;
  releaseBooth: boolean;
  /** Book a correction up to this paid amount ('Bezahlt' set with money still open). */
  bookPaidAmountTo: number | null;
}

export interface AdminEditSummary {
  fields: string[];
  statusBefore: VendorStatus;
  statusAfter: VendorStatus;
  amountBefore: number;
  amountAfter: number;
}
