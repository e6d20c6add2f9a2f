import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  Patch,
  Post,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ADMIN_AREA_ORDER, ADMIN_MESSAGES, roleSeesContacts } from '@standl/contracts';
import {
  AssignVendorBoothCommand,
  ListVendorContactsQuery,
  UnassignBoothCommand,
} from '../../registration/index.js';
import { type AdminPrincipal, AdminOnly, AlsoFor } from '../../shared/auth/admin.guard.js';
import { CurrentAdmin } from '../../shared/auth/current-admin.decorator.js';
import { Clock } from '../../shared/clock/clock.js';
import {
  GetBoothQuery,
  ListBoothAreasQuery,
  ListBoothsQuery,
  ReserveBoothManuallyCommand,
  ReserveBoothManuallyDto,
  stallIsHeld,
  type StallRecord,
  UpdateBoothAreaCommand,
  UpdateBoothAreaDto,
  UpdateBoothDto,
  UpdateBoothLocationCommand,
} from '../../booths/index.js';
import { NumericIdPipe } from '../../shared/http/validation.js';
import { AdminBoothAreaDto, AdminBoothDto } from './admin-booth.dto.js';
import { ApiErrors } from '../../shared/http/api-responses.js';

const BoothIdPipe = new NumericIdPipe(ADMIN_MESSAGES.boothNotFound);
const AreaIdPipe = new NumericIdPipe(ADMIN_MESSAGES.boothAreaNotFound);

function areaRank(code: string): number {
  const index = (ADMIN_AREA_ORDER as readonly string[]).indexOf(code);
  return index === -1 ? ADMIN_AREA_ORDER.length : index;
}

/** Which of the three allowed changes a PATCH body is, or null for any other combination. */
function boothChangeOf(body: UpdateBoothDto) {
  const sent = Object.keys(body)
    .filter((key) => body[key as keyof UpdateBoothDto] !== undefined)
    .sort()
    .join(',');
  if (sent === 'locationDescription')
    return { kind: 'location' as const, locationDescription: body.locationDescription ?? null };
  if (sent === 'status,vendorId' && body.status === 'occupied' && typeof body.vendorId === 'string')
    return { kind: 'assign' as const, vendorId: body.vendorId };
  if (sent === 'status,vendorId' && body.status === 'available' && body.vendorId === null)
    return { kind: 'release' as const };
  return null;
}

@ApiTags('Admin')
@AdminOnly()
@Controller('admin')
export class AdminBoothsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  @Get('booths')
  @ApiOperation({
    summary:
      'Alle Bereiche (AK, BK, RS, SO) mit Belegung und ihren Standplätzen, inkl. Händler und laufender Reservierungen',
  })
  @ApiOkResponse({ type: [AdminBoothAreaDto] })
  @AlsoFor('cashier', 'setup', 'reader')
  async listAdminBooths(@CurrentAdmin() admin: AdminPrincipal): Promise<AdminBoothAreaDto[]> {
    const areas = await this.adminAreas();
    if (roleSeesContacts(admin.role)) return areas;
    // Aufbau prints the sheets from this list: names and stalls, no e-mail addresses.
    return areas.map((area) => ({
      ...area,
      booths: area.booths.map((booth) => ({ ...booth, vendorEmail: null })),
    }));
  }

  @Patch('booths/:id')
  @ApiOperation({
    summary:
      "Standplatz ändern: Standortbeschreibung (nur SO), zuweisen ({ vendorId, status: 'occupied' }) oder freigeben ({ vendorId: null, status: 'available' })",
  })
  @ApiOkResponse({ type: AdminBoothDto })
  @ApiErrors(409)
  async updateAdminBooth(
    @Param('id', BoothIdPipe) id: number,
    @Body() body: UpdateBoothDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<AdminBoothDto> {
    const change = boothChangeOf(body);
    if (!change) throw new BadRequestException(ADMIN_MESSAGES.boothChangeInvalid);
    // An unknown stall is 404 whatever the change (before the vendor of an assignment is checked).
    if (!(await this.queryBus.execute(new GetBoothQuery(id))))
      throw new NotFoundException(ADMIN_MESSAGES.boothNotFound);

    if (change.kind === 'location') {
      await this.commandBus.execute(
        new UpdateBoothLocationCommand(id, change.locationDescription, admin.displayName),
      );
    } else if (change.kind === 'assign') {
      await this.commandBus.execute(
        new AssignVendorBoothCommand(change.vendorId, id, admin.displayName),
      );
    } else {
      await this.commandBus.execute(new UnassignBoothCommand(id, admin.displayName));
    }
    return this.adminBooth(id);
  }

  @Post('booths/:id/reserve-manually')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Freien Standplatz für einen Namen reservieren (ohne Händlerkonto)' })
  @ApiOkResponse({ type: AdminBoothDto })
  @ApiErrors(409)
  async reserveBoothManually(
    @Param('id', BoothIdPipe) id: number,
    @Body() body: ReserveBoothManuallyDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<AdminBoothDto> {
    await this.commandBus.execute(
      new ReserveBoothManuallyCommand(id, body.name, admin.displayName),
    );
    return this.adminBooth(id);
  }

  @Patch('booth-areas/:id')
  @ApiOperation({
    summary:
      'Bereich ändern: Name, Preis (Cent), Preis pro Laufmeter (Cent), Anzahl der Plätze (1-99), Selbstauswahl; nur gesendete Felder',
  })
  @ApiOkResponse({ type: AdminBoothAreaDto })
  @ApiErrors(409)
  async updateBoothArea(
    @Param('id', AreaIdPipe) id: number,
    @Body() body: UpdateBoothAreaDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<AdminBoothAreaDto> {
    await this.commandBus.execute(
      new UpdateBoothAreaCommand(
        id,
        {
          name: body.name,
          price: body.price,
          pricePerMeter: body.pricePerMeter,
          totalBooths: body.totalBooths,
          allowSelfSelection: body.allowSelfSelection,
          closedForSelection: body.closedForSelection,
        },
        admin.displayName,
      ),
    );
    const [area] = await this.adminAreas(id);
    if (!area) throw new NotFoundException(ADMIN_MESSAGES.boothAreaNotFound);
    return area;
  }

  /** One stall as the organiser sees it now; 404 when unknown. */
  private async adminBooth(id: number): Promise<AdminBoothDto> {
    const booth = await this.queryBus.execute(new GetBoothQuery(id));
    if (!booth) throw new NotFoundException(ADMIN_MESSAGES.boothNotFound);
    const contacts = await this.contactsOf([booth]);
    return AdminBoothDto.from(booth, contacts, this.clock.now());
  }

  /** Every area (or one) in the admin order AK, BK, RS, SO, each with its stalls. */
  private async adminAreas(areaId?: number): Promise<AdminBoothAreaDto[]> {
    const [areas, booths] = await Promise.all([
      this.queryBus.execute(new ListBoothAreasQuery()),
      this.queryBus.execute(new ListBoothsQuery({ areaId })),
    ]);
    const contacts = await this.contactsOf(booths);
    const now = this.clock.now();
    return areas
      .filter((area) => areaId === undefined || area.id === areaId)
      .sort((a, b) => areaRank(a.code) - areaRank(b.code) || a.code.localeCompare(b.code))
      .map((area) =>
        AdminBoothAreaDto.from(
          area,
          booths
            .filter((booth) => booth.area.id === area.id)
            .map((booth) => AdminBoothDto.from(booth, contacts, now)),
        ),
      );
  }

  private contactsOf(booths: StallRecord[]) {
    const now = this.clock.now();
    const ids = booths.flatMap((booth) => [
      ...(booth.vendorId ? [booth.vendorId] : []),
      ...(stallIsHeld(booth, now) ? [booth.holdVendorId!] : []),
    ]);
    return this.queryBus.execute(new ListVendorContactsQuery(ids));
  }
}
