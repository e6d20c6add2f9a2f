import {
  Check,
  Entity,
  Enum,
  Index,
  ManyToOne,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { BOOTH_STATUSES, type BoothStatus, type StallPriceDetail } from '@standl/contracts';
import { BoothArea } from './booth-area.entity.js';

export const RESERVATION_TYPES = ['vendor', 'manual_name'] as const;
export type ReservationType = (typeof RESERVATION_TYPES)[number];

/** Stall numbers are the area code and a two-digit position: AK-01, AK-02, ... */
export function boothNumber(areaCode: string, position: number): string {
  return `${areaCode}-${String(position).padStart(2, '0')}`;
}

/** The position within the area: the number's trailing digits (AK-07 → 7); 0 when it has none. */
export function boothPosition(number: string): number {
  const digits = /(\d+)$/.exec(number);
  return digits ? Number(digits[1]) : 0;
}

/**
 * SQL for "free right now" on table alias `b` with the current time as one parameter: not
 * occupied or reserved (for a vendor or a name), no vendor, and no hold that runs (an expired
 * hold counts as free). The one statement of this rule (docs/decisions.md 194), kept as SQL on
 * purpose: it is the condition of the conditional statements that decide races, reserving by
 * name (docs/decisions.md 38) and removing an area's stalls (docs/decisions.md 39), where of
 * several requests at once exactly one row matches. test/free-booth-rule.int-spec.ts checks it
 * case by case on a real database, its hold part against `holdIsActive`.
 */
export const FREE_BOOTH_SQL = `b.status = 'available' and b.vendor_id is null and b.reserved_name is null
  and (b.hold_vendor_id is null or b.hold_expires_at <= ?)`;

/**
 * SQL (stall `b`) for a stall the waiting list may hold for the vendor it is offered to, in any
 * area, open or closed (docs/decisions.md 259): free, or already held by that vendor. Parameters:
 * now, then the vendor's id.
 */
export const OFFERABLE_BOOTH_SQL = `b.status = 'available' and b.vendor_id is null
  and b.reserved_name is null
  and (b.hold_vendor_id is null or b.hold_expires_at <= ? or b.hold_vendor_id = ?)`;

/** The area whose stalls carry a location description (spec: only area SO). */
export const LOCATION_AREA_CODE = 'SO';

/**
 * One stall. The booth owns which vendor occupies it and who holds it while paying the deposit
 * (ARCHITECTURE: one owner per fact); one row per stall means one holder at most.
 */
@Entity({ tableName: 'booth' })
@Check({
  name: 'booth_hold_complete',
  expression: '(hold_vendor_id is null) = (hold_expires_at is null)',
})
@Index({ properties: ['area', 'status'] })
export class Booth {
  [OptionalProps]?:
    | 'status'
    | 'vendorId'
    | 'reservedName'
    | 'reservationType'
    | 'reservedBy'
    | 'reservedAt'
    | 'locationDescription'
    | 'holdVendorId'
    | 'holdExpiresAt'
    | 'agreedPrice'
    | 'agreedPriceDetail'
    | 'planXCm'
    | 'planYCm'
    | 'widthCm'
    | 'depthCm'
    | 'rotationDeg'
    | 'powerAmps'
    | 'hasWater'
    | 'isCovered'
    | 'vehicleAccess';

  @PrimaryKey()
  id!: number;

  @ManyToOne(() => BoothArea, { deleteRule: 'restrict' })
  area!: BoothArea;

  @Unique()
  @Property({ length: 10 })
  number!: string;

  @Enum({ items: () => BOOTH_STATUSES, default: 'available' })
  status: BoothStatus = 'available';

  /** The vendor the stall is reserved for or occupied by; unique: one stall per vendor. */
  @Unique()
  @Property({ type: 'uuid', nullable: true })
  vendorId: string | null = null;

  @Property({ length: 200, nullable: true })
  reservedName: string | null = null;

  @Enum({ items: () => RESERVATION_TYPES, default: 'vendor' })
  reservationType: ReservationType = 'vendor';

  @Property({ length: 100, nullable: true })
  reservedBy: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  reservedAt: Date | null = null;

  /** Free text where the stall is (used for area SO). */
  @Property({ length: 500, nullable: true })
  locationDescription: string | null = null;

  /** The vendor who chose this stall and is paying the deposit; unique: one hold per vendor. */
  @Unique()
  @Property({ type: 'uuid', nullable: true })
  holdVendorId: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  holdExpiresAt: Date | null = null;

  /**
   * Cents the vendor who holds or has the stall pays for it: the area's price when they got it,
   * so a later price change applies to free stalls only. Null while no vendor holds or has it.
   */
  @Property({ type: 'integer', nullable: true })
  agreedPrice: number | null = null;

  /** What `agreedPrice` is made of (base and surcharges), fixed with it; null with it. */
  @Property({ type: 'json', nullable: true })
  agreedPriceDetail: StallPriceDetail | null = null;

  /** The stall's centre on its area's plan in centimetres; both null while it is not placed. */
  @Property({ type: 'integer', nullable: true, fieldName: 'plan_x_cm' })
  planXCm: number | null = null;

  @Property({ type: 'integer', nullable: true, fieldName: 'plan_y_cm' })
  planYCm: number | null = null;

  /** Frontage and depth in centimetres; null while unknown (the fee is then the area's price). */
  @Property({ type: 'integer', nullable: true })
  widthCm: number | null = null;

  @Property({ type: 'integer', nullable: true })
  depthCm: number | null = null;

  /** Clockwise, 0–359. */
  @Property({ type: 'integer', default: 0 })
  rotationDeg: number = 0;

  /** The power connection in ampere; null: none. */
  @Property({ type: 'integer', nullable: true })
  powerAmps: number | null = null;

  @Property({ default: false })
  hasWater: boolean = false;

  @Property({ default: false })
  isCovered: boolean = false;

  @Property({ default: false })
  vehicleAccess: boolean = false;
}

/**
 * A hold is active while a vendor has it and it has not expired (an expired hold counts as free
 * even before the job clears it). Also for read models that carry the two facts, not the entity.
 */
export function holdIsActive(hasHolder: boolean, holdExpiresAt: Date | null, now: Date): boolean {
  return hasHolder && holdExpiresAt !== null && holdExpiresAt > now;
}

/** Whole minutes left of an active hold, rounded up; null when there is none. */
export function holdMinutesLeft(
  hasHolder: boolean,
  holdExpiresAt: Date | null,
  now: Date,
): number | null {
  if (!holdIsActive(hasHolder, holdExpiresAt, now)) return null;
  return Math.ceil((holdExpiresAt!.getTime() - now.getTime()) / 60_000);
}

/**
 * SQL (stall `b`, its area `a`) for a stall a vendor may hold now: offered for self-selection,
 * not taken, and not held by someone else. Parameters: now, then the vendor's id. The one
 * statement of this rule for the hold's conditional update and the pick's read before it; plain
 * SQL because the stall pick is the measured hot path of a rush (docs/decisions.md 91).
 */
export const HOLDABLE_BOOTH_SQL = `a.allow_self_selection and not a.closed_for_selection
  and b.status = 'available'
  and b.vendor_id is null
  and (b.hold_vendor_id is null or b.hold_expires_at <= ? or b.hold_vendor_id = ?)`;
