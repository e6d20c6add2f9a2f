import { EntityManager } from '@mikro-orm/sql';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import {
  formatStallSize,
  parseScanInput,
  PRINT_STATUS_TEXTS,
  SETUP_DAY_MESSAGES,
  stallPriceDetail,
  type StallPriceDetail,
} from '@standl/contracts';
import {
  type BoothAreaSummary,
  GetAreaPlanImageQuery,
  ListBoothAreasQuery,
  ListBoothsQuery,
  type StallRecord,
} from '../../booths/index.js';
import { GetMarketSettingsQuery } from '../../market/index.js';
import {
  ListOnSiteVendorsQuery,
  type OnSiteVendor,
  type OnSiteVendorFilter,
} from '../../registration/index.js';
import { DomainError, NotFoundError } from '../../shared/errors/domain-error.js';
import { QrTokens } from '../domain/qr-tokens.js';
import { ScanCode } from '../domain/scan-code.entity.js';
import type { BoothSheet, SheetPlan } from '../print/booth-sheets-pdf.js';
import { sheetPlanImage } from '../print/plan-picture.js';
import type { EmergencyListRow } from '../print/emergency-list-pdf.js';
import {
  type BoothSelection,
  type BoothSheets,
  type EmergencyList,
  ListBoothSheetsQuery,
  ListEmergencyListQuery,
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

/** A stall of the selection with its vendor (with codes), if one is assigned. */
interface PrintedBooth {
  areaCode: string;
  areaName: string;
  boothNumber: string;
  /** What the stall costs now (a free stall's sheet names it). */
  price: StallPriceDetail;
  /** 'Standard' while the stall's size is unknown. */
  size: string;
  /** The area's plan when the stall is placed on it. */
  plan: SheetPlan | null;
  vendor: ScanVendor | undefined;
}

/**
 * The plans of the areas of `stalls` that have a plan and a placed stall among them (the image
 * read once per area), by area id.
 */
async function sheetPlans(
  queryBus: QueryBus,
  areas: BoothAreaSummary[],
  all: StallRecord[],
  chosen: StallRecord[],
): Promise<Map<number, SheetPlan>> {
  const wanted = new Set(chosen.filter((stall) => stall.placement).map((stall) => stall.area.id));
  const plans = new Map<number, SheetPlan>();
  for (const area of areas) {
    if (!area.plan || !wanted.has(area.id)) continue;
    const stored = area.planImage
      ? await queryBus.execute(new GetAreaPlanImageQuery(area.id))
      : null;
    plans.set(area.id, {
      ...area.plan,
      image: stored && (await sheetPlanImage(stored)),
      stalls: all.flatMap((stall) =>
        stall.area.id === area.id && stall.placement
          ? [{ number: stall.number, placement: stall.placement }]
          : [],
      ),
    });
  }
  return plans;
}

/**
 * The stalls of a selection in stall order, each with its assigned vendor; the market's name
 * and year. With `withPlans`, each placed stall with its area's plan (the stall sheets).
 */
async function printedBooths(
  em: EntityManager,
  queryBus: QueryBus,
  tokens: QrTokens,
  selection: BoothSelection,
  withPlans = false,
): Promise<{ marketName: string; year: number; booths: PrintedBooth[] }> {
  const [listings, areas, onSite, market] = await Promise.all([
    queryBus.execute(new ListBoothsQuery()),
    queryBus.execute(new ListBoothAreasQuery()),
    queryBus.execute(new ListOnSiteVendorsQuery()),
    queryBus.execute(new GetMarketSettingsQuery()),
  ]);
  const areaName = new Map(areas.map((area) => [area.id, area.name]));
  let chosen = listings;
  if (selection.scope === 'selected') {
    const wanted = new Set(selection.boothNumbers.map((number) => number.toUpperCase()));
    const known = new Set(listings.map((booth) => booth.number.toUpperCase()));
    const unknown = [...wanted].filter((number) => !known.has(number));
    if (unknown.length > 0) {
      throw new DomainError(SETUP_DAY_MESSAGES.printBoothUnknown(unknown.slice(0, 10).join(', ')));
    }
    chosen = listings.filter((booth) => wanted.has(booth.number.toUpperCase()));
  }
  const vendorOf = new Map(onSite.map((vendor) => [vendor.booth.id, vendor]));
  if (selection.scope === 'assigned') chosen = chosen.filter((booth) => vendorOf.has(booth.id));
  const vendors = await withCodes(
    em,
    tokens,
    chosen.flatMap((booth) => vendorOf.get(booth.id) ?? []),
  );
  const withCodesOf = new Map(vendors.map((vendor) => [vendor.booth.id, vendor]));
  const plans = withPlans ? await sheetPlans(queryBus, areas, listings, chosen) : new Map();
  return {
    marketName: market.marketName,
    year: market.currentYear,
    booths: chosen.map((booth) => ({
      areaCode: booth.area.code,
      areaName: areaName.get(booth.area.id) ?? booth.area.code,
      boothNumber: booth.number,
      price: stallPriceDetail(booth.area, { ...booth.attributes, widthCm: booth.widthCm }),
      size:
        booth.widthCm !== null && booth.depthCm !== null
          ? formatStallSize(booth.widthCm, booth.depthCm)
          : STANDARD_SIZE,
      plan: (booth.placement && plans.get(booth.area.id)) ?? null,
      vendor: withCodesOf.get(booth.id),
    })),
  };
}

@QueryHandler(ListBoothSheetsQuery)
export class ListBoothSheetsHandler implements IQueryHandler<ListBoothSheetsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly tokens: QrTokens,
  ) {}

  async execute({ selection }: ListBoothSheetsQuery): Promise<BoothSheets> {
    const { booths, ...market } = await printedBooths(
      this.em,
      this.queryBus,
      this.tokens,
      selection,
      true,
    );
    const sheets = booths.map(({ vendor, price, size, ...booth }): BoothSheet => {
      if (!vendor) return { kind: 'free', ...booth, size, price };
      return {
        kind: 'assigned',
        ...booth,
        vendorName: vendor.name,
        scanCode: vendor.scanCode,
        qrToken: vendor.qrToken,
        statusText: vendor.isBlocked ? 'Gesperrt' : (PRINT_STATUS_TEXTS[vendor.status] ?? ''),
      };
    });
    return { ...market, sheets };
  }
}

@QueryHandler(ListEmergencyListQuery)
export class ListEmergencyListHandler implements IQueryHandler<ListEmergencyListQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly tokens: QrTokens,
  ) {}

  async execute({ selection }: ListEmergencyListQuery): Promise<EmergencyList> {
    const { booths, ...market } = await printedBooths(
      this.em,
      this.queryBus,
      this.tokens,
      selection,
    );
    const rows = booths.flatMap(({ vendor, boothNumber }): EmergencyListRow[] =>
      vendor
        ? [
            {
              boothNumber,
              vendorName: vendor.name,
              vendorId: vendor.id,
              accessCode: vendor.accessCode,
              phone: vendor.phone,
              email: vendor.email,
              scanCode: vendor.scanCode,
            },
          ]
        : [],
    );
    return { ...market, rows };
  }
}
