import { Query } from '@nestjs/cqrs';
import type { BoothStatus } from '@standl/contracts';

export interface VendorBooth {
  id: number;
  number: string;
  status: BoothStatus;
  locationDescription: string | null;
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
