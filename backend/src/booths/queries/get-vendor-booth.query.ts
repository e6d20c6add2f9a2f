import { Query } from '@nestjs/cqrs';
import type { BoothStatus, StallPriceDetail } from '@standl/contracts';
import type { JsonPart, SqlExpression } from '../../shared/database/json-parts.js';
import { VENDOR_BOOTH_SQL } from './vendor-booth.sql.js';

export interface VendorBooth {
  id: number;
  number: string;
  status: BoothStatus;
  locationDescription: string | null;
  /** `price` is what this vendor pays for the stall: its fee when they got it. */
  area: { id: number; code: string; name: string; price: number };
  /**
   * What `area.price` is made of (base and surcharges); null for a fee agreed before fees had
   * a detail (issue 32), which is then one amount.
   */
  priceDetail: StallPriceDetail | null;
  /** Set while the stall is only held for the vendor (deposit not yet paid). */
  holdExpiresAt: Date | null;
}

/** The stall a vendor occupies, has reserved, or holds right now; null if none. */
export class GetVendorBoothQuery extends Query<VendorBooth | null> {
  constructor(readonly vendorId: string) {
    super();
  }
}

export interface VendorBoothRow {
  id: number;
  number: string;
  status: BoothStatus;
  location_description: string | null;
  vendor_id: string | null;
  hold_vendor_id: string | null;
  hold_expires_at: Date | string | null;
  price: number | string;
  /** jsonb: parsed by the driver (PostgreSQL and PGlite). */
  price_detail: StallPriceDetail | null;
  area_id: number;
  area_code: string;
  area_name: string;
}

/** The view of a stall row for one vendor; `held` when it is only their hold. */
export function toVendorBooth(row: VendorBoothRow, held: boolean): VendorBooth {
  return {
    id: Number(row.id),
    number: row.number,
    status: row.status,
    locationDescription: row.location_description,
    area: {
      id: Number(row.area_id),
      code: row.area_code,
      name: row.area_name,
      price: Number(row.price),
    },
    priceDetail: row.price_detail,
    holdExpiresAt: held && row.hold_expires_at !== null ? new Date(row.hold_expires_at) : null,
  };
}

/** The vendor's stall: the one they occupy or have reserved first, else their running hold. */
export const VENDOR_BOOTH_OF_SQL = `${VENDOR_BOOTH_SQL}
  where b.vendor_id = ? or (b.hold_vendor_id = ? and b.hold_expires_at > ?)
  order by b.vendor_id is null, b.id
  limit 1`;

export function vendorBoothParams(vendorId: string | SqlExpression, now: Date): unknown[] {
  return [vendorId, vendorId, now];
}

/** The vendor's stall (GetVendorBoothQuery) as a part of a one-statement read. */
export function vendorBoothPart(
  vendorId: string | SqlExpression,
  now: Date,
): JsonPart<VendorBooth | null> {
  return {
    // `held`: not the vendor's own stall, so their hold (the id may be an expression: the
    // statement decides it).
    sql: `select to_jsonb(stall) || jsonb_build_object('held', stall.vendor_id is distinct from ?)
      from (${VENDOR_BOOTH_OF_SQL}) stall`,
    params: [vendorId, ...vendorBoothParams(vendorId, now)],
    read: (json) => {
      const row = json as (VendorBoothRow & { held: boolean }) | null;
      return row ? toVendorBooth(row, row.held) : null;
    },
  };
}
