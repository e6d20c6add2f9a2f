import {
  BadRequestException,
  Body,
  type CallHandler,
  Controller,
  Delete,
  type ExecutionContext,
  Get,
  HttpCode,
  HttpException,
  HttpStatus,
  Injectable,
  type NestInterceptor,
  NotFoundException,
  Param,
  Patch,
  Post,
  Put,
  Req,
  UseInterceptors,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-fastify/multipart';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { catchError, type Observable, throwError } from 'rxjs';
import {
  ADMIN_AREA_ORDER,
  ADMIN_MESSAGES,
  FLOOR_PLAN_LIMITS,
  FLOOR_PLAN_MESSAGES,
  PLAN_IMAGE_MESSAGES,
  roleSeesContacts,
} from '@standl/contracts';
import {
  AssignVendorBoothCommand,
  ListVendorContactsQuery,
  UnassignBoothCommand,
} from '../../registration/index.js';
import { type AdminPrincipal, AdminOnly, AlsoFor } from '../../shared/auth/admin.guard.js';
import { CurrentAdmin } from '../../shared/auth/current-admin.decorator.js';
import { Clock } from '../../shared/clock/clock.js';
import {
  DeleteAreaPlanCommand,
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
  UpdateBoothLayoutCommand,
  UpdateBoothLayoutDto,
  UpdateBoothLocationCommand,
  PlanFileError,
  UploadAreaPlanCommand,
} from '../../booths/index.js';
import { NumericIdPipe } from '../../shared/http/validation.js';
import { AdminBoothAreaDto, AdminBoothDto, AreaPlanUploadDto } from './admin-booth.dto.js';
import { ApiErrors } from '../../shared/http/api-responses.js';
import { isUploadRefusal } from '../../shared/http/http-server.js';

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

/** What multer hands over of the uploaded plan (kept in memory, at most 10 MB). */
interface UploadedPlan {
  originalname: string;
  buffer: Buffer;
}

const MAX_UPLOAD_MB = FLOOR_PLAN_LIMITS.maxUploadBytes / (1024 * 1024);

/** Multer's refusals (too large, another field, a broken body) in German. */
@Injectable()
class GermanPlanUploadErrors implements NestInterceptor {
  intercept(_: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof HttpException) {
          const status = error.getStatus();
          if (status === HttpStatus.PAYLOAD_TOO_LARGE) {
            return throwError(
              () => new PlanFileError(FLOOR_PLAN_MESSAGES.uploadTooLarge(MAX_UPLOAD_MB), status),
            );
          }
          if (isUploadRefusal(error)) {
            return throwError(() => new PlanFileError(FLOOR_PLAN_MESSAGES.uploadMissing));
          }
        }
        return throwError(() => error);
      }),
    );
  }
}

/** The PDF page of a multipart field: 1 when not sent, else a whole number from 1. */
function pageOf(value: unknown): number {
  if (value === undefined || value === '') return 1;
  if (typeof value !== 'string' || !/^[1-9]\d{0,3}$/.test(value.trim()))
    throw new BadRequestException(PLAN_IMAGE_MESSAGES.pageInvalid);
  return Number(value.trim());
}

/** The plan size of an area PATCH: both sides, or both null; anything else is refused. */
function planSizeOf(body: UpdateBoothAreaDto) {
  const { planWidthCm: width, planDepthCm: depth } = body;
  if (width === undefined && depth === undefined) return undefined;
  if (width === null && depth === null) return null;
  if (typeof width === 'number' && typeof depth === 'number')
    return { widthCm: width, depthCm: depth };
  throw new BadRequestException(FLOOR_PLAN_MESSAGES.planSizeInvalid);
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

  @Patch('booths/:id/layout')
  @ApiOperation({
    summary:
      'Standplatz auf dem Lageplan: Position (Mitte in cm; null nimmt ihn vom Plan), Breite, Tiefe, Drehung, Ausstattung; nur gesendete Felder. Muss ganz auf dem Plan liegen (400) und darf keinen anderen Platz überschneiden (409)',
  })
  @ApiOkResponse({ type: AdminBoothDto })
  @ApiErrors(409)
  async updateBoothLayout(
    @Param('id', BoothIdPipe) id: number,
    @Body() body: UpdateBoothLayoutDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<AdminBoothDto> {
    await this.commandBus.execute(
      new UpdateBoothLayoutCommand(
        id,
        {
          placement: body.placement,
          widthCm: body.widthCm,
          depthCm: body.depthCm,
          rotationDeg: body.rotationDeg,
          powerAmps: body.powerAmps,
          water: body.water,
          covered: body.covered,
          vehicleAccess: body.vehicleAccess,
        },
        admin.displayName,
      ),
    );
    return this.adminBooth(id);
  }

  @Put('booth-areas/:id/plan-image')
  @UseInterceptors(
    GermanPlanUploadErrors,
    FileInterceptor('file', {
      // No storage given: multer keeps the file in memory (at most 10 MB).
      limits: { fileSize: FLOOR_PLAN_LIMITS.maxUploadBytes, files: 1, fields: 2, parts: 4 },
    }),
  )
  @ApiOperation({
    summary:
      'Lageplan hochladen (SVG, PNG, JPEG oder eine PDF-Seite, höchstens 10 MB): der Typ wird am Inhalt erkannt, SVG bereinigt, die PDF-Seite als PNG gespeichert; ohne Plangröße bekommt der Bereich eine aus dem Seitenverhältnis (40 m breit)',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: AreaPlanUploadDto })
  @ApiOkResponse({ type: AdminBoothAreaDto })
  async uploadAreaPlan(
    @Param('id', AreaIdPipe) id: number,
    // The request, not @UploadedFile(): the global pipes would walk the buffer byte by byte.
    @Req() request: { file?: UploadedPlan; body?: Record<string, unknown> },
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<AdminBoothAreaDto> {
    const file = request.file;
    if (!file) throw new PlanFileError(FLOOR_PLAN_MESSAGES.uploadMissing);
    const page = pageOf(request.body?.page);
    await this.commandBus.execute(
      new UploadAreaPlanCommand(
        id,
        { name: file.originalname, bytes: file.buffer },
        page,
        admin.displayName,
      ),
    );
    return this.adminArea(id);
  }

  @Delete('booth-areas/:id/plan-image')
  @ApiOperation({
    summary: 'Lageplan-Bild entfernen (Plangröße und Plätze auf dem Plan bleiben)',
  })
  @ApiOkResponse({ type: AdminBoothAreaDto })
  async deleteAreaPlan(
    @Param('id', AreaIdPipe) id: number,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<AdminBoothAreaDto> {
    await this.commandBus.execute(new DeleteAreaPlanCommand(id, admin.displayName));
    return this.adminArea(id);
  }

  @Patch('booth-areas/:id')
  @ApiOperation({
    summary:
      'Bereich ändern: Name, Preis (Cent), Preis pro Laufmeter (Cent), Anzahl der Plätze (1-99), Selbstauswahl, Plangröße (cm; beide oder beide null), Zuschläge (Cent); nur gesendete Felder',
  })
  @ApiOkResponse({ type: AdminBoothAreaDto })
  @ApiErrors(409)
  async updateBoothArea(
    @Param('id', AreaIdPipe) id: number,
    @Body() body: UpdateBoothAreaDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<AdminBoothAreaDto> {
    const plan = planSizeOf(body);
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
          plan,
          surcharges: body.surcharges && {
            power: body.surcharges.power,
            water: body.surcharges.water,
            covered: body.surcharges.covered,
            vehicleAccess: body.surcharges.vehicleAccess,
          },
        },
        admin.displayName,
      ),
    );
    return this.adminArea(id);
  }

  /** One area as the organiser sees it now; 404 when unknown. */
  private async adminArea(id: number): Promise<AdminBoothAreaDto> {
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
