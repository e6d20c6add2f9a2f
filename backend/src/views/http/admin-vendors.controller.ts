import {
  Body,
  Controller,
  Delete,
  ForbiddenException,
  Get,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  Patch,
  Post,
  Put,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ADMIN_MESSAGES, type AdminRole, ARCHIVE_MESSAGES, TEAM_MESSAGES } from '@standl/contracts';
import { FindPreviousBoothQuery } from '../../archive/index.js';
import {
  GetVendorBoothQuery,
  ListBoothListingsQuery,
  ListVendorBoothsQuery,
} from '../../booths/index.js';
import {
  CountInvitationsQuery,
  CountUnreadMessagesQuery,
  ListSentMailsQuery,
  NO_MAILS_SENT,
} from '../../communication/index.js';
import { GetMarketSettingsQuery } from '../../market/index.js';
import { GetVendorAccountQuery, ListVendorAccountsQuery } from '../../payments/index.js';
import { type AdminPrincipal, AdminOnly, AlsoFor } from '../../shared/auth/admin.guard.js';
import { CurrentAdmin } from '../../shared/auth/current-admin.decorator.js';
import { Clock } from '../../shared/clock/clock.js';
import {
  AdminStatsDto,
  AssignBoothDto,
  AssignVendorBoothCommand,
  BlockVendorCommand,
  BlockVendorDto,
  BoothSuggestionDto,
  computeAdminStats,
  CreatedVendorDto,
  CreateVendorDto,
  DeleteVendorCommand,
  GetVendorHistoryQuery,
  GetVendorQuery,
  ListVendorsQuery,
  MarkVendorSetUpCommand,
  RegisterVendorCommand,
  UnblockVendorCommand,
  UpdateAdminVendorDto,
  UpdateBillingDto,
  UpdateVendorBillingCommand,
  UpdateVendorByAdminCommand,
  VendorHistoryEntryDto,
} from '../../registration/index.js';
import { AdminVendorDto } from './admin-vendor.dto.js';
import { ApiErrors } from '../../shared/http/api-responses.js';
import { AdminVendorIdPipe } from '../../shared/http/validation.js';
import { MessageDto } from '../../shared/http/message.dto.js';

/**
 * What Kasse may change of a vendor: the paid amount and its note; contact, status and the
 * language of the mails (docs/decisions.md 372) are the organiser's.
 */
const CASHIER_FIELDS = new Set(['paymentAmount', 'paymentNote']);

@ApiTags('Admin')
@AdminOnly()
@Controller('admin')
export class AdminVendorsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  @Get('stats')
  @ApiOperation({ summary: 'Die acht Kennzahlen des Dashboards' })
  @ApiOkResponse({ type: AdminStatsDto })
  @AlsoFor('cashier', 'reader')
  async adminStats(): Promise<AdminStatsDto> {
    const [vendors, stalls, booths, settings] = await Promise.all([
      this.queryBus.execute(new ListVendorsQuery()),
      this.queryBus.execute(new ListVendorBoothsQuery()),
      this.queryBus.execute(new ListBoothListingsQuery()),
      this.queryBus.execute(new GetMarketSettingsQuery()),
    ]);
    const accounts = await this.queryBus.execute(
      new ListVendorAccountsQuery(vendors.map((vendor) => vendor.id)),
    );
    return computeAdminStats({
      vendors,
      stallOf: (id) => stalls.get(id) ?? null,
      paidOf: (id) => accounts.get(id)?.paidAmount ?? 0,
      boothStatuses: booths.map((booth) => booth.status),
      invitedCount: await this.queryBus.execute(new CountInvitationsQuery(settings.currentYear)),
      now: this.clock.now(),
    });
  }

  @Get('vendors')
  @ApiOperation({
    summary: 'Alle Händler mit Status, Standplatz, Beträgen und ungelesenen Nachrichten',
  })
  @ApiOkResponse({ type: [AdminVendorDto] })
  @AlsoFor('cashier', 'reader')
  async listAdminVendors(@CurrentAdmin() admin: AdminPrincipal): Promise<AdminVendorDto[]> {
    const [vendors, booths, unread, mails] = await Promise.all([
      this.queryBus.execute(new ListVendorsQuery()),
      this.queryBus.execute(new ListVendorBoothsQuery()),
      this.queryBus.execute(new CountUnreadMessagesQuery()),
      this.queryBus.execute(new ListSentMailsQuery()),
    ]);
    const accounts = await this.queryBus.execute(
      new ListVendorAccountsQuery(vendors.map((vendor) => vendor.id)),
    );
    return vendors.map((vendor) =>
      AdminVendorDto.forAdmin(
        vendor,
        booths.get(vendor.id) ?? null,
        accounts.get(vendor.id)!,
        unread.get(vendor.id) ?? 0,
        mails.get(vendor.id) ?? NO_MAILS_SENT,
        admin.role,
      ),
    );
  }

  @Post('vendors')
  @ApiOperation({
    summary:
      'Händler von Hand anlegen (telefonische Anmeldung, Sprache der E-Mails wählbar); antwortet mit dem Zugangscode',
  })
  @ApiCreatedResponse({ type: CreatedVendorDto })
  @ApiErrors(403, 409)
  async createVendor(
    @Body() body: CreateVendorDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<CreatedVendorDto> {
    const { vendor } = await this.commandBus.execute(
      new RegisterVendorCommand(
        { ...body, boothAssignmentPreference: 'admin', selectedBoothId: null },
        'admin',
        admin.displayName,
      ),
    );
    return { vendorId: vendor.id, accessCode: vendor.accessCode };
  }

  @Patch('vendors/:id')
  @ApiOperation({
    summary:
      'Händler ändern: Kontaktdaten, Sprache der E-Mails, Status, bezahlter Betrag (in Cent); die Rolle Kasse nur den bezahlten Betrag und seine Notiz',
  })
  @ApiOkResponse({ type: AdminVendorDto })
  @ApiErrors(409)
  @AlsoFor('cashier')
  async updateVendor(
    @Param('id', AdminVendorIdPipe) id: string,
    @Body() body: UpdateAdminVendorDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<AdminVendorDto> {
    // Kasse corrects the paid amount and its note; contact, language and status are the
    // organiser's.
    if (admin.role === 'cashier' && Object.keys(body).some((field) => !CASHIER_FIELDS.has(field))) {
      throw new ForbiddenException(TEAM_MESSAGES.cashierEditsAmountOnly);
    }
    await this.commandBus.execute(new UpdateVendorByAdminCommand(id, body, admin.displayName));
    return this.adminVendor(id, admin.role);
  }

  @Delete('vendors/:id')
  @ApiOperation({
    summary: 'Händler endgültig löschen: persönliche Daten weg, Standplatz frei',
  })
  @ApiOkResponse({ type: MessageDto })
  async deleteVendor(
    @Param('id', AdminVendorIdPipe) id: string,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<MessageDto> {
    await this.commandBus.execute(new DeleteVendorCommand(id, admin.displayName));
    return { message: ADMIN_MESSAGES.vendorDeleted };
  }

  @Put('vendors/:id/billing')
  @ApiOperation({
    summary:
      'Rechnungsadresse des Händlers eintragen oder berichtigen (dieselben Regeln wie im Händler-Bereich); eine ausgestellte Rechnung bleibt, wie sie ist (Storno und neue Rechnung)',
  })
  @ApiOkResponse({ type: AdminVendorDto })
  @AlsoFor('cashier')
  async setVendorBillingByAdmin(
    @Param('id', AdminVendorIdPipe) id: string,
    @Body() body: UpdateBillingDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<AdminVendorDto> {
    await this.commandBus.execute(new UpdateVendorBillingCommand(id, body, admin.displayName));
    return this.adminVendor(id);
  }

  @Post('vendors/:id/assign-booth')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Standplatz zuweisen: belegt den Platz und bestätigt den Händler in einem Schritt',
  })
  @ApiOkResponse({ type: AdminVendorDto })
  @ApiErrors(409)
  async assignBooth(
    @Param('id', AdminVendorIdPipe) id: string,
    @Body() body: AssignBoothDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<AdminVendorDto> {
    await this.commandBus.execute(
      new AssignVendorBoothCommand(id, body.boothId, admin.displayName),
    );
    return this.adminVendor(id);
  }

  @Post('vendors/:id/block')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Händler sperren (mit Grund)' })
  @ApiOkResponse({ type: AdminVendorDto })
  async blockVendor(
    @Param('id', AdminVendorIdPipe) id: string,
    @Body() body: BlockVendorDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<AdminVendorDto> {
    const reason = body.reason ?? ADMIN_MESSAGES.defaultBlockReason;
    await this.commandBus.execute(
      new BlockVendorCommand(id, reason, admin.displayName, body.canBeUnblocked),
    );
    return this.adminVendor(id);
  }

  @Post('vendors/:id/unblock')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Sperre aufheben (abgelehnt für eine dauerhafte Sperre)' })
  @ApiOkResponse({ type: AdminVendorDto })
  @ApiErrors({ status: 409, description: ARCHIVE_MESSAGES.permanentBlock })
  async unblockVendor(
    @Param('id', AdminVendorIdPipe) id: string,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<AdminVendorDto> {
    await this.commandBus.execute(new UnblockVendorCommand(id, admin.displayName));
    return this.adminVendor(id);
  }

  @Post('vendors/:id/mark-setup')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Als aufgebaut markieren: danach ist der Restbetrag fällig' })
  @ApiOkResponse({ type: AdminVendorDto })
  @ApiErrors(409)
  async markVendorSetUp(
    @Param('id', AdminVendorIdPipe) id: string,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<AdminVendorDto> {
    await this.commandBus.execute(new MarkVendorSetUpCommand(id, admin.displayName));
    return this.adminVendor(id);
  }

  @Get('vendors/:id/booth-suggestion')
  @ApiOperation({ summary: 'Standplatz des Händlers im Vorjahr (aus dem Archiv, nach E-Mail)' })
  @ApiOkResponse({ type: BoothSuggestionDto })
  @AlsoFor('cashier', 'reader')
  async boothSuggestion(@Param('id', AdminVendorIdPipe) id: string): Promise<BoothSuggestionDto> {
    const vendor = await this.adminVendor(id);
    return { suggestion: await this.queryBus.execute(new FindPreviousBoothQuery(vendor.email)) };
  }

  @Get('vendors/:id/history')
  @ApiOperation({
    summary:
      'Verlauf des Händlers, neueste zuerst (aus den Domain-Events); auch eines gelöschten oder archivierten',
  })
  @ApiOkResponse({ type: [VendorHistoryEntryDto] })
  @AlsoFor('cashier', 'reader')
  async vendorHistory(
    @Param('id', AdminVendorIdPipe) id: string,
  ): Promise<VendorHistoryEntryDto[]> {
    const entries = await this.queryBus.execute(new GetVendorHistoryQuery(id));
    // The event log outlives the vendor row: an archived vendor's history stays readable.
    if (entries.length === 0) await this.adminVendor(id);
    return entries.map((entry) => VendorHistoryEntryDto.from(entry));
  }

  /** The vendor as the console sees it now; 404 when unknown. */
  private async adminVendor(id: string, role: AdminRole = 'organiser'): Promise<AdminVendorDto> {
    const [vendor, booth, account, unread, mails] = await Promise.all([
      this.queryBus.execute(new GetVendorQuery(id)),
      this.queryBus.execute(new GetVendorBoothQuery(id)),
      this.queryBus.execute(new GetVendorAccountQuery(id)),
      this.queryBus.execute(new CountUnreadMessagesQuery()),
      this.queryBus.execute(new ListSentMailsQuery([id])),
    ]);
    if (!vendor || !account) throw new NotFoundException(ADMIN_MESSAGES.vendorNotFound);
    return AdminVendorDto.forAdmin(
      vendor,
      booth,
      account,
      unread.get(id) ?? 0,
      mails.get(id) ?? NO_MAILS_SENT,
      role,
    );
  }
}
