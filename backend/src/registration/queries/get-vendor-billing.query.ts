import type { VendorLanguage } from '@standl/contracts';
import { Query } from '@nestjs/cqrs';

/** The vendor as an invoice addresses them: plain values, read by the payments context. */
export interface VendorBilling {
  id: string;
  name: string;
  email: string;
  /** The stored access code: the reference printed on an invoice (docs/decisions.md 226). */
  accessCode: string;
  isBlocked: boolean;
  /** The vendor's language: an English vendor's invoice prints English labels beside the German. */
  language: VendorLanguage;
  /** Null until street, postal code and city are all given. */
  address: { street: string; postalCode: string; city: string; country: string } | null;
}

/** Name, e-mail and billing address of a vendor; null when the vendor does not exist. */
export class GetVendorBillingQuery extends Query<VendorBilling | null> {
  constructor(readonly vendorId: string) {
    super();
  }
}
