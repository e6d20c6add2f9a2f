import { Query } from '@nestjs/cqrs';
import type { BoothStatus } from '@standl/contracts';
import type { Booth } from '../domain/booth.entity.js';

export interface VendorBooth {
  id: number;
  number: string;
  status: BoothStatus;
  locationDescription: string | null;
  /** `price` is what this vendor pays for the stall: the area's price when they got it. */
  area: { id: number; code: string; name: string; price: number };
  /** Set while the stall is only held for the vendor (deposit not yet paid). */
  holdExpiresAt: Date | null;
}

/** The stall a vendor occupies, has reserved, or holds right now; null if none. */
export class GetVendorBoothQuery extends Query<VendorBooth | null> {
  constructor(readonly vendorId: string) {
    super();
  }
}

/** The view of a stall row for one vendor; `held` when it is only their hold. */
export function toVendorBooth(booth: Booth, held: boolean): VendorBooth {
  const { area } = booth;
  return {
    id: booth.id,
    number: booth.number,
    status: booth.status,
    locationDescription: booth.locationDescription,
    area: { id: area.id, code: area.code, name: area.name, price: booth.agreedPrice ?? area.price },
    holdExpiresAt: held ? booth.holdExpiresAt : null,
  };
}
