import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { HOME_AREA_ORDER } from '@standl/contracts';
import { ListBoothAreasQuery, ListBoothsQuery } from '../../booths/index.js';
import { GetMarketSettingsQuery } from '../../market/index.js';
import { ListDirectoryVendorsQuery } from '../../registration/index.js';
import { PublicSnapshot } from '../../shared/http/public-snapshots.js';
import { DirectoryDto, type DirectoryEntryDto } from './directory.dto.js';

/**
 * The public directory 'Aussteller {year}' (issue 32, docs/decisions.md 330): the vendors who
 * agreed to it and have a stall, with what they sell and where. Answered from memory like the
 * map (a `@PublicSnapshot()`): every stored event, an assignment or a revoked consent among
 * them, makes the next request read it anew.
 */
@ApiTags('Aussteller')
@Controller()
export class DirectoryController {
  constructor(private readonly queryBus: QueryBus) {}

  @PublicSnapshot()
  @Get('directory')
  @ApiOperation({
    summary:
      "Ausstellerverzeichnis 'Aussteller {Jahr}': Händler, die zugestimmt haben und einen Standplatz haben, mit Warenangebot und Standplatz",
  })
  @ApiOkResponse({ type: DirectoryDto })
  async listDirectory(): Promise<DirectoryDto> {
    const [vendors, stalls, areas, settings] = await Promise.all([
      this.queryBus.execute(new ListDirectoryVendorsQuery()),
      this.queryBus.execute(new ListBoothsQuery()),
      this.queryBus.execute(new ListBoothAreasQuery()),
      this.queryBus.execute(new GetMarketSettingsQuery()),
    ]);
    const byId = new Map(vendors.map((vendor) => [vendor.id, vendor]));
    const areaNames = new Map(areas.map((area) => [area.id, area.name]));
    const entries: DirectoryEntryDto[] = [];
    for (const stall of stalls) {
      // A stall that is the vendor's: occupied, or reserved by their deposit (a hold is not).
      if (stall.status !== 'occupied' && stall.status !== 'reserved') continue;
      const vendor = stall.vendorId === null ? undefined : byId.get(stall.vendorId);
      if (!vendor) continue;
      entries.push({
        name: vendor.name,
        description: vendor.description,
        boothId: stall.id,
        boothNumber: stall.number,
        areaId: stall.area.id,
        areaCode: stall.area.code,
        areaName: areaNames.get(stall.area.id) ?? stall.area.code,
        placement: stall.placement,
      });
    }
    const year = Number(settings.marketStartDate?.slice(0, 4)) || settings.currentYear;
    return { year, entries: entries.sort(byAreaThenNumber) };
  }
}

/** The public pages' order of areas (HOME_AREA_ORDER, then by code), then stall numbers. */
function byAreaThenNumber(a: DirectoryEntryDto, b: DirectoryEntryDto): number {
  return (
    areaRank(a.areaCode) - areaRank(b.areaCode) ||
    a.areaCode.localeCompare(b.areaCode) ||
    a.boothNumber.localeCompare(b.boothNumber, 'de', { numeric: true })
  );
}

function areaRank(code: string): number {
  const index = (HOME_AREA_ORDER as readonly string[]).indexOf(code);
  return index === -1 ? HOME_AREA_ORDER.length : index;
}
