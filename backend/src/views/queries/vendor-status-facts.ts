import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { type VendorBooth, vendorBoothPart } from '../../booths/index.js';
import { type LiftAppointmentView, vendorLiftAppointmentsPart } from '../../lift/index.js';
import { marketSettingsPart, type MarketSettingsView } from '../../market/index.js';
import {
  accountFromRecords,
  accountRecordsPart,
  type InvoiceSummary,
  type VendorAccount,
  vendorInvoicesPart,
  type WithdrawalChargeView,
} from '../../payments/index.js';
import { type VendorRecord, vendorByAccessCodePart } from '../../registration/index.js';
import { Clock } from '../../shared/clock/clock.js';
import {
  type PartValues,
  readJsonParts,
  type SqlExpression,
} from '../../shared/database/json-parts.js';
import {
  GetVendorWaitlistQuery,
  NOT_ON_WAITLIST,
  vendorOnWaitlistPart,
  type VendorWaitlistView,
} from '../../waitlist/index.js';

/** Everything a vendor's status shows besides the vendor, as the contexts' queries read it. */
export interface VendorStatusFacts {
  booth: VendorBooth | null;
  account: VendorAccount;
  withdrawalCharge: WithdrawalChargeView | null;
  appointments: LiftAppointmentView[];
  settings: MarketSettingsView;
  invoices: InvoiceSummary[];
  waitlist: VendorWaitlistView;
}

/**
 * The facts of a vendor's status in one statement (docs/decisions.md 375): every vendor opens
 * the status page, and it polls while a payment settles, so the stall, the ledger, the lift,
 * the invoices and the settings are read together instead of one query each. A vendor on a
 * waiting list (few, and only for a while) has the list's view read after it.
 */
@Injectable()
export class VendorStatusFactsReader {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  async read(vendor: VendorRecord): Promise<VendorStatusFacts> {
    const parts = await readJsonParts(this.em, this.parts(vendor.id));
    return this.factsOf(vendor, parts);
  }

  /**
   * The vendor of an access code with the facts of their status, all in one statement (the
   * look-up by code, docs/decisions.md 383); null when no vendor has the code.
   */
  async readByAccessCode(
    accessCode: string,
  ): Promise<{ vendor: VendorRecord; facts: VendorStatusFacts } | null> {
    const { vendor: vendorPart, vendorId } = vendorByAccessCodePart(this.em, accessCode);
    const { vendor, ...parts } = await readJsonParts(this.em, {
      vendor: vendorPart,
      ...this.parts(vendorId),
    });
    return vendor ? { vendor, facts: await this.factsOf(vendor, parts) } : null;
  }

  private parts(vendorId: string | SqlExpression) {
    const now = this.clock.now();
    return {
      booth: vendorBoothPart(vendorId, now),
      records: accountRecordsPart(this.em, vendorId),
      appointments: vendorLiftAppointmentsPart(this.em, vendorId),
      settings: marketSettingsPart(this.em, now),
      invoices: vendorInvoicesPart(this.em, vendorId),
      onWaitlist: vendorOnWaitlistPart(vendorId),
    };
  }

  private async factsOf(
    vendor: VendorRecord,
    facts: PartValues<ReturnType<VendorStatusFactsReader['parts']>>,
  ): Promise<VendorStatusFacts> {
    return {
      booth: facts.booth,
      account: accountFromRecords(vendor.id, facts.records, facts.booth),
      withdrawalCharge: facts.records.charge,
      appointments: facts.appointments,
      settings: facts.settings,
      invoices: facts.invoices,
      waitlist: facts.onWaitlist
        ? await this.queryBus.execute(new GetVendorWaitlistQuery(vendor.id))
        : NOT_ON_WAITLIST,
    };
  }
}
