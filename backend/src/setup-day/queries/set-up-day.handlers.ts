import { EntityManager } from '@mikro-orm/sql';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { parseScanInput, PRINT_STATUS_TEXTS, SETUP_DAY_MESSAGES } from '@standl/contracts';
import { ListBoothListingsQuery } from '../../booths/queries/list-booth-listings.query.js';
import { GetMarketSettingsQuery } from '../../market/queries/get-market-settings.query.js';
import {
  ListOnSiteVendorsQuery,
  type OnSiteVendor,
  type OnSiteVendorFilter,
} from '../../registration/queries/list-on-site-vendors.query.js';
import { DomainError, NotFoundError } from '../../shared/errors/domain-error.js';
import { QrTokens } from '../domain/qr-tokens.js';
import { ScanCode } from '../domain/scan-code.entity.js';
import type { BoothSheet } from '../print/booth-sheets-pdf.js';
import {
  type BoothSheets,
  ListBoothSheetsQuery,
  ListScanVendorsQuery,
  ResolveScanQuery,
  type ScanVendor,
} from './set-up-day.queries.js';

/** A free stall's size when none is recorded (spec 001 section 2). */
const STANDARD_SIZE = 'Standard';

/** Adds the scan code and QR token to vendors with an assigned stall. */
async function withCodes(
  em: EntityManager,
  tokens: QrTokens,
  vendors: OnSiteVendor[],
): Promise<ScanVendor[]> {
  if (vendors.length === 0) return [];
  const codes = await em.find(ScanCode, { vendorId: { $in: vendors.map((vendor) => vendor.id) } });
  const codeOf = new Map(codes.map((row) => [row.vendorId, row.code]));
  return vendors.map((vendor) => ({
    ...vendor,
    scanCode: codeOf.get(vendor.id) ?? null,
    qrToken: tokens.seal(vendor.id),
  }));
}

@QueryHandler(ListScanVendorsQuery)
export class ListScanVendorsHandler implements IQueryHandler<ListScanVendorsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly tokens: QrTokens,
  ) {}

  async execute(): Promise<ScanVendor[]> {
    const vendors = await this.queryBus.execute(new ListOnSiteVendorsQuery());
    return withCodes(this.em, this.tokens, vendors);
  }
}

@QueryHandler(ResolveScanQuery)
export class ResolveScanHandler implements IQueryHandler<ResolveScanQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly tokens: QrTokens,
  ) {}

  async execute({ scanned }: ResolveScanQuery): Promise<ScanVendor> {
    const filter = await this.filterFor(scanned);
    const vendors = filter ? await this.queryBus.execute(new ListOnSiteVendorsQuery(filter)) : [];
    const [vendor] = await withCodes(this.em, this.tokens, vendors);
    if (!vendor) throw new NotFoundError(SETUP_DAY_MESSAGES.notFound);
    return vendor;
  }

  /** Which vendor the text names; null when it names none (an unknown scan code). */
  private async filterFor(scanned: string): Promise<OnSiteVendorFilter | null> {
    const input = parseScanInput(scanned);
    switch (input.kind) {
      case 'invalid':
        throw new DomainError(SETUP_DAY_MESSAGES.invalidQr);
      case 'incomplete':
        throw new DomainError(SETUP_DAY_MESSAGES.incompleteQr);
      case 'token': {
        const vendorId = this.tokens.open(input.token);
        if (!vendorId) throw new DomainError(SETUP_DAY_MESSAGES.invalidQr);
        return { vendorId };
      }
      case 'scan-code': {
        const row = await this.em.findOne(ScanCode, { code: input.scanCode });
        return row && { vendorId: row.vendorId };
      }
      case 'vendor-id':
        return { vendorId: input.vendorId };
      case 'access-code':
        return { accessCode: input.accessCode };
      case 'legacy':
        return { vendorId: input.vendorId, accessCode: input.accessCode };
    }
  }
}

@QueryHandler(ListBoothSheetsQuery)
export class ListBoothSheetsHandler implements IQueryHandler<ListBoothSheetsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly tokens: QrTokens,
  ) {}

  async execute(): Promise<BoothSheets> {
    const [booths, onSite, market] = await Promise.all([
      this.queryBus.execute(new ListBoothListingsQuery()),
      this.queryBus.execute(new ListOnSiteVendorsQuery()),
      this.queryBus.execute(new GetMarketSettingsQuery()),
    ]);
    const vendors = await withCodes(this.em, this.tokens, onSite);
    const vendorOf = new Map(vendors.map((vendor) => [vendor.booth.id, vendor]));
    const sheets = booths.map((booth): BoothSheet => {
      const area = { areaCode: booth.area.code, areaName: booth.area.name };
      const vendor = vendorOf.get(booth.id);
      if (!vendor)
        return {
          kind: 'free',
          ...area,
          boothNumber: booth.number,
          size: STANDARD_SIZE,
          price: booth.area.price,
        };
      return {
        kind: 'assigned',
        ...area,
        boothNumber: booth.number,
        vendorId: vendor.id,
        vendorName: vendor.name,
        accessCode: vendor.accessCode,
        scanCode: vendor.scanCode,
        qrToken: vendor.qrToken,
        statusText: vendor.isBlocked ? 'Gesperrt' : (PRINT_STATUS_TEXTS[vendor.status] ?? ''),
        phone: vendor.phone,
        email: vendor.email,
      };
    });
    return { marketName: market.marketName, year: market.currentYear, sheets };
  }
}
