import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  Post,
  Query,
  Res,
  StreamableFile,
  UseFilters,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ADMIN_MESSAGES,
  normalizeAccessCode,
  SCAN_OUTCOME_LABELS,
  SETUP_DAY_MESSAGES,
} from '@standl/contracts';
import type { HttpReply } from '../../shared/http/http-server.js';
import QRCode from 'qrcode';
import { ListOnSiteVendorsQuery } from '../../registration/index.js';
import { type AdminPrincipal, AdminOnly, AlsoFor } from '../../shared/auth/admin.guard.js';
import { CurrentAdmin } from '../../shared/auth/current-admin.decorator.js';
import { Clock } from '../../shared/clock/clock.js';
import { MessageAsErrorFilter } from '../../shared/http/api-exception.filter.js';
import { ApiErrors } from '../../shared/http/api-responses.js';
import { AdminVendorIdPipe } from '../../shared/http/validation.js';
import type { AccountActor } from '../../shared/auth/acting-account.js';
import { ConfirmSetUpCommand, type StallProof } from '../commands/confirm-set-up.command.js';
import { GenerateScanCodesCommand } from '../commands/generate-scan-codes.command.js';
import { QrTokens } from '../domain/qr-tokens.js';
import { SCANNING_ROLES } from '../domain/scanning-roles.js';
import type { ScanOutcome } from '../domain/set-up-scan.entity.js';
import { renderBoothSheets } from '../print/booth-sheets-pdf.js';
import { renderEmergencyList } from '../print/emergency-list-pdf.js';
import {
  ListBoothSheetsQuery,
  ListEmergencyListQuery,
  ListScanVendorsQuery,
  ResolveScanQuery,
} from '../queries/set-up-day.queries.js';
import {
  BoothPrintQueryDto,
  ConfirmSetUpDto,
  GeneratedScanCodesDto,
  ScanInputDto,
  ScanListDto,
  ScanResultDto,
  ScanVendorDto,
} from './set-up-day.dto.js';

const SCAN_ERRORS = [
  {
    status: 400,
    description: `${SETUP_DAY_MESSAGES.invalidQr} / ${SETUP_DAY_MESSAGES.incompleteQr}`,
  },
  { status: 404, description: SETUP_DAY_MESSAGES.notFound },
] as const;

const CONFIRM_ERRORS = [{ status: 409, description: ADMIN_MESSAGES.setUpNeedsBooth }] as const;

/**
 * Only an organiser sees access codes on the scanner's routes; Aufbau gets a short hash to match a
 * typed code offline (docs/decisions.md 224).
 */
function seesAccessCodes(admin: AdminPrincipal): boolean {
  return admin.role === 'organiser';
}

function accountOf(admin: AdminPrincipal): AccountActor {
  return { accountId: admin.administratorId, name: admin.displayName };
}

/** The one proof of the stall a confirmation carries (the DTO lets exactly one through). */
function stallProof(body: ConfirmSetUpDto): StallProof {
  if (body.qrToken !== undefined) return { kind: 'qr-token', token: body.qrToken };
  if (body.scanCode !== undefined) return { kind: 'scan-code', scanCode: body.scanCode };
  return { kind: 'access-code', accessCode: normalizeAccessCode(body.accessCode ?? '') };
}

function noStore(response: HttpReply): void {
  response.header('Cache-Control', 'private, no-store');
}

const PDF_RESPONSE = {
  description: 'PDF',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
};

function pdfFile(response: HttpReply, pdf: Buffer, filename: string): StreamableFile {
  noStore(response);
  return new StreamableFile(pdf, {
    type: 'application/pdf',
    disposition: `inline; filename="${filename}"`,
    length: pdf.length,
  });
}

/** Set-up day: scan codes, print sheets, the scanner's look-ups and confirmations (issue 14). */
@ApiTags('Admin: Aufbau')
@AdminOnly()
@Controller()
export class SetUpDayController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly tokens: QrTokens,
    private readonly clock: Clock,
  ) {}

  @Post('admin/generate-scan-codes')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Jedem Händler mit Standplatz ohne Scan-Code einen 4-stelligen geben' })
  @ApiOkResponse({ type: GeneratedScanCodesDto })
  @ApiErrors({ status: 409, description: SETUP_DAY_MESSAGES.noFreeScanCodes })
  async generateScanCodes(@CurrentAdmin() admin: AdminPrincipal): Promise<GeneratedScanCodesDto> {
    const generated = await this.commandBus.execute(
      new GenerateScanCodesCommand(admin.displayName),
    );
    return { generated, message: SETUP_DAY_MESSAGES.codesGenerated };
  }

  @Get('admin/scan-list')
  @ApiOperation({
    summary: 'Alle Händler mit Standplatz und ihren Codes: die Liste des Offline-Scanners',
  })
  @ApiOkResponse({ type: ScanListDto })
  @AlsoFor('setup', 'reader')
  async scanList(
    @Res({ passthrough: true }) response: HttpReply,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<ScanListDto> {
    noStore(response);
    const syncedAt = this.clock.now().toISOString();
    const vendors = await this.queryBus.execute(new ListScanVendorsQuery());
    const withAccessCode = seesAccessCodes(admin);
    return {
      syncedAt,
      vendors: vendors.map((vendor) => ScanVendorDto.from(vendor, withAccessCode)),
    };
  }

  @Post('admin/scan-lookup')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Gescannten oder getippten Code nachschlagen (ändert nichts)' })
  @ApiOkResponse({ type: ScanVendorDto })
  @ApiErrors(...SCAN_ERRORS)
  @AlsoFor(...SCANNING_ROLES)
  async scanLookup(
    @Body() body: ScanInputDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<ScanVendorDto> {
    const vendor = await this.queryBus.execute(new ResolveScanQuery(body.scanCode));
    return ScanVendorDto.from(vendor, seesAccessCodes(admin));
  }

  @Post('admin/scan-code')
  @UseFilters(MessageAsErrorFilter)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Code nachschlagen und den Aufbau bestätigen (am Markttag: Check-in bezahlter Händler); ein Fehler trägt die deutsche Meldung auch im Feld `error`',
  })
  @ApiOkResponse({ type: ScanResultDto })
  @ApiErrors(...SCAN_ERRORS, ...CONFIRM_ERRORS)
  @AlsoFor(...SCANNING_ROLES)
  async scanCode(
    @Body() body: ScanInputDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<ScanResultDto> {
    const vendor = await this.queryBus.execute(new ResolveScanQuery(body.scanCode));
    const outcome = await this.commandBus.execute(
      new ConfirmSetUpCommand({ vendorId: vendor.id }, accountOf(admin)),
    );
    return this.result(vendor.id, outcome, admin);
  }

  @Post('vendor/confirm-setup')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Aufbau bestätigen (Händler-ID und Zugangscode, QR-Code oder Scan-Code); mit idempotencyKey wird eine Bestätigung nur einmal verbucht, mit scannedWith zählt das Konto, das beim Scannen angemeldet war',
  })
  @ApiOkResponse({ type: ScanResultDto })
  @ApiErrors({ status: 404, description: SETUP_DAY_MESSAGES.notFound }, ...CONFIRM_ERRORS)
  @AlsoFor(...SCANNING_ROLES)
  async confirmSetup(
    @Body() body: ConfirmSetUpDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<ScanResultDto> {
    const vendorId = body.vendorId.toLowerCase();
    const outcome = await this.commandBus.execute(
      new ConfirmSetUpCommand(
        {
          vendorId,
          proof: stallProof(body),
          idempotencyKey: body.idempotencyKey?.toLowerCase(),
          scannedAt: body.scannedAt === undefined ? undefined : new Date(body.scannedAt),
          scannedWith: body.scannedWith,
        },
        accountOf(admin),
      ),
    );
    return this.result(vendorId, outcome, admin);
  }

  @Get('qr-code/:vendorId')
  @ApiOperation({ summary: 'QR-Code des Standblatts (PNG; enthält nur ein verschlüsseltes Token)' })
  @ApiOkResponse({
    description: 'PNG-Bild',
    content: { 'image/png': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrors({ status: 404, description: ADMIN_MESSAGES.vendorNotFound })
  @AlsoFor('setup')
  async qrCode(
    @Param('vendorId', AdminVendorIdPipe) vendorId: string,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<StreamableFile> {
    const [vendor] = await this.queryBus.execute(new ListOnSiteVendorsQuery({ vendorId }));
    if (!vendor) throw new NotFoundException(ADMIN_MESSAGES.vendorNotFound);
    const png = await QRCode.toBuffer(this.tokens.seal(vendor.id), {
      errorCorrectionLevel: 'M',
      margin: 4,
      width: 600,
    });
    noStore(response);
    return new StreamableFile(png, { type: 'image/png', length: png.length });
  }

  @Get('admin/booth-sheets')
  @ApiOperation({
    summary:
      'Standblätter als PDF (eine A4-Seite je Standplatz) für alle, nur vergebene oder ausgewählte Standplätze; ohne Zugangscode, Händler-ID, Telefon und E-Mail',
  })
  @ApiOkResponse(PDF_RESPONSE)
  @AlsoFor('setup')
  async boothSheets(
    @Query() query: BoothPrintQueryDto,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<StreamableFile> {
    const sheets = await this.queryBus.execute(new ListBoothSheetsQuery(query.selection()));
    return pdfFile(response, await renderBoothSheets(sheets), `standblaetter-${sheets.year}.pdf`);
  }

  @Get('admin/emergency-list')
  @ApiOperation({
    summary:
      'Vertrauliche Notfall-Liste der Marktleitung als PDF: je vergebenem Standplatz Händler, Händler-ID, Zugangscode, Telefon, E-Mail und Scan-Code (nicht aushängen)',
  })
  @ApiOkResponse(PDF_RESPONSE)
  async emergencyList(
    @Query() query: BoothPrintQueryDto,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<StreamableFile> {
    const list = await this.queryBus.execute(new ListEmergencyListQuery(query.selection()));
    return pdfFile(response, await renderEmergencyList(list), `notfall-liste-${list.year}.pdf`);
  }

  private async result(
    vendorId: string,
    outcome: ScanOutcome,
    admin: AdminPrincipal,
  ): Promise<ScanResultDto> {
    const vendor = await this.queryBus.execute(new ResolveScanQuery(vendorId));
    return {
      outcome,
      message: SCAN_OUTCOME_LABELS[outcome],
      vendor: ScanVendorDto.from(vendor, seesAccessCodes(admin)),
    };
  }
}
