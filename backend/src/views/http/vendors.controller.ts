import {
  Body,
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  HttpException,
  HttpStatus,
  NotFoundException,
  Param,
  Patch,
  Post,
  Req,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { HttpReply, HttpRequest } from '../../shared/http/http-server.js';
import {
  depositPaymentPath,
  formatViennaTime,
  normalizeAccessCode,
  openAmountQrPayload,
  transferReference,
  VENDOR_MESSAGES,
  WAITLIST_MESSAGES,
} from '@standl/contracts';
import { GetVendorBoothQuery, type VendorBooth } from '../../booths/index.js';
import { LiftAppointmentDto } from '../../lift/index.js';
import {
  GetVendorAccountQuery,
  InvoiceDto,
  type VendorAccount,
  VendorAccountDto,
} from '../../payments/index.js';
import {
  GetMarketSettingsQuery,
  MarketSettingsDto,
  type MarketSettingsView,
} from '../../market/index.js';
import { VendorOwnData } from '../../shared/auth/vendor-session.guard.js';
import {
  endVendorSession,
  readCookie,
  startVendorSession,
  VENDOR_SESSION_COOKIE,
  vendorSessionIssuedAt,
  verifyVendorSession,
} from '../../shared/auth/vendor-session.js';
import { Clock } from '../../shared/clock/clock.js';
import { AppConfig } from '../../shared/config/app-config.js';
import {
  AttemptLimiter,
  CountsAttempts,
  type AttemptRule,
  retryAfterSeconds,
} from '../../shared/rate-limit/attempt-limiter.js';
import { rateLimitClient } from '../../shared/rate-limit/client-address.js';
import {
  AccessCodeDto,
  BoothSelectionResultDto,
  EndVendorSessionsCommand,
  FindVendorByAccessCodeQuery,
  GetVendorQuery,
  RegisterVendorCommand,
  RegisterVendorDto,
  RegistrationResultDto,
  SelectBoothCommand,
  SelectBoothDto,
  UpdateBillingDto,
  UpdateVendorBillingCommand,
  type VendorRecord,
} from '../../registration/index.js';
import { VendorWaitlistDto, VendorWaitlistOfferDto } from '../../waitlist/index.js';
import { BankDetailsDto, VendorBoothDto, VendorDto, VendorStatusDto } from './vendor.dto.js';
import { ApiErrors } from '../../shared/http/api-responses.js';
import { type VendorStatusFacts, VendorStatusFactsReader } from '../queries/vendor-status-facts.js';
import { withdrawalOf } from './withdrawals.controller.js';
import { SessionRoute } from '../../shared/http/idempotency.interceptor.js';

/**
 * Wrong access codes one client address may send per hour, then 429 until the hour is over:
 * sized for a market's Wi-Fi or a carrier's address shared by many phones, while a 10-character
 * code (50 bits) stays out of reach (docs/decisions.md 116 has the odds).
 */
export const ACCESS_CODE_ATTEMPTS: AttemptRule = {
  name: 'access-code',
  maxFailures: 300,
  windowMs: 60 * 60_000,
};

const ACCESS_CODE_ERRORS = [
  { status: 403, description: VENDOR_MESSAGES.vendorBlocked('Name, E-Mail, Telefon') },
  { status: 404, description: VENDOR_MESSAGES.accessCodeNotFound },
  { status: 429, description: VENDOR_MESSAGES.tooManyAccessCodeAttempts('HH:MM') },
] as const;

@ApiTags('Händler')
@Controller('vendors')
export class VendorsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly attempts: AttemptLimiter,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly statusFacts: VendorStatusFactsReader,
  ) {}

  @Post('register')
  @SessionRoute()
  @ApiOperation({
    summary: 'Händler-Anmeldung, optional mit selbst gewähltem Standplatz (30 Minuten reserviert)',
  })
  @ApiCreatedResponse({ type: RegistrationResultDto })
  @ApiErrors(
    { status: 403, description: 'Anmeldung geschlossen oder E-Mail-Adresse gesperrt' },
    { status: 404, description: WAITLIST_MESSAGES.areaNotFound },
    409,
  )
  async registerVendor(
    @Body() body: RegisterVendorDto,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<RegistrationResultDto> {
    const { termsAccepted: _, ...registration } = body;
    const { vendor, hold, waitlist } = await this.commandBus.execute(
      new RegisterVendorCommand(registration),
    );
    this.startSession(response, vendor.id);
    return {
      vendorId: vendor.id,
      accessCode: vendor.accessCode,
      requiresPayment: hold !== null,
      selectedBoothId: hold?.boothId ?? null,
      boothNumber: hold?.boothNumber ?? null,
      holdExpiresAt: hold?.expiresAt.toISOString() ?? null,
      waitlist: waitlist
        ? { areaId: waitlist.areaId, areaName: waitlist.areaName, position: waitlist.position }
        : null,
    };
  }

  @Post('status')
  @SessionRoute()
  @CountsAttempts(ACCESS_CODE_ATTEMPTS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Status per Zugangscode; setzt das Händler-Sitzungscookie' })
  @ApiOkResponse({ type: VendorStatusDto })
  @ApiErrors(...ACCESS_CODE_ERRORS)
  async getVendorStatus(
    @Body() body: AccessCodeDto,
    @Req() request: HttpRequest,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<VendorStatusDto> {
    // The vendor and their status in one statement (docs/decisions.md 383).
    const { vendor, facts } = await this.byAccessCode(body.accessCode, request, response, {
      signedIn: async (signedIn) => ({
        vendor: signedIn,
        facts: await this.statusFacts.read(signedIn),
      }),
      byCode: (code) => this.statusFacts.readByAccessCode(code),
      vendorOf: (found) => found.vendor,
    });
    this.startSession(response, vendor.id);
    return this.statusFrom(vendor, facts);
  }

  @Get('session')
  @ApiCookieAuth('vendor-session')
  @ApiOperation({
    summary:
      'Status des Händlers, dessen Sitzungscookie noch gilt (Status-Seite und Dashboard öffnen sich ohne erneute Code-Eingabe)',
  })
  @ApiOkResponse({ type: VendorStatusDto })
  @ApiErrors(401)
  async resumeVendorSession(@Req() request: HttpRequest): Promise<VendorStatusDto> {
    const vendor = await this.sessionVendor(request);
    if (!vendor) throw new UnauthorizedException(VENDOR_MESSAGES.sessionRequired);
    return this.statusOf(vendor);
  }

  @Post('select-booth')
  @CountsAttempts(ACCESS_CODE_ATTEMPTS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Standplatz auf der Karte wählen: ohne Anzahlung 30 Minuten reserviert (weiter zur Zahlungsseite), mit bezahlter Anzahlung sofort zugewiesen',
  })
  @ApiOkResponse({ type: BoothSelectionResultDto })
  @ApiErrors(...ACCESS_CODE_ERRORS, 409)
  async selectBooth(
    @Body() body: SelectBoothDto,
    @Req() request: HttpRequest,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<BoothSelectionResultDto> {
    const vendor = await this.vendorByAccessCode(body.accessCode, request, response);
    this.startSession(response, vendor.id);
    const selection = await this.commandBus.execute(
      new SelectBoothCommand(vendor.id, body.boothId),
    );
    // No SumUp checkout inside the pick (issue 17): in a rush its round trip to SumUp held every
    // pick up, and SumUp limits the rate of new checkouts. The deposit page opens it.
    return {
      requiresPayment: selection.requiresPayment,
      boothId: selection.boothId,
      boothNumber: selection.boothNumber,
      boothArea: selection.areaName,
      boothAreaCode: selection.areaCode,
      checkoutId: null,
      checkoutUrl: selection.requiresPayment
        ? `${this.config.publicUrl}${depositPaymentPath(vendor.id)}`
        : null,
      holdExpiresAt: selection.holdExpiresAt?.toISOString() ?? null,
    };
  }

  /**
   * The vendor of an access code. A signed-in vendor's own code is answered without the
   * wrong-code limit (neither counted nor refused): a lockout is meant for the guesser, not for
   * vendors sharing an address with one. Any other code counts towards the address's limit;
   * a blocked vendor's right code is not a wrong guess and says whom to contact.
   */
  private vendorByAccessCode(
    accessCode: string,
    request: HttpRequest,
    response: HttpReply,
  ): Promise<VendorRecord> {
    return this.byAccessCode(accessCode, request, response, {
      signedIn: (vendor) => vendor,
      byCode: (code) => this.queryBus.execute(new FindVendorByAccessCodeQuery(code)),
      vendorOf: (vendor) => vendor,
    });
  }

  /**
   * The vendor of an access code, with what `read` reads with them. A signed-in vendor's own
   * code is neither counted nor looked up again; any other goes through the wrong-code limit, and
   * a blocked vendor gets 403 with the organiser's contact.
   */
  private async byAccessCode<T>(
    accessCode: string,
    request: HttpRequest,
    response: HttpReply,
    read: {
      signedIn: (vendor: VendorRecord) => T | Promise<T>;
      byCode: (code: string) => Promise<T | null>;
      vendorOf: (found: T) => VendorRecord;
    },
  ): Promise<T> {
    const signedIn = await this.sessionVendor(request);
    if (signedIn && signedIn.accessCode === normalizeAccessCode(accessCode)) {
      return read.signedIn(signedIn);
    }
    const client = rateLimitClient(request.ip);
    const attempt = await this.attempts.begin(ACCESS_CODE_ATTEMPTS, client, request);
    if ('lockedUntil' in attempt) {
      response.header('Retry-After', retryAfterSeconds(attempt.lockedUntil, this.clock.now()));
      // The time shown is the minute the window ends, rounded up: never before it.
      const retryAt = new Date(Math.ceil(attempt.lockedUntil / 60_000) * 60_000);
      throw new HttpException(
        VENDOR_MESSAGES.tooManyAccessCodeAttempts(formatViennaTime(retryAt)),
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    const found = await read.byCode(accessCode).catch(async (error: unknown) => {
      await attempt.abandoned().catch(() => undefined);
      throw error;
    });
    if (!found) throw new NotFoundException(VENDOR_MESSAGES.accessCodeNotFound);
    await attempt.succeeded();
    if (read.vendorOf(found).isBlocked) {
      const settings = await this.queryBus.execute(new GetMarketSettingsQuery());
      const contact = [settings.organizerName, settings.organizerEmail, settings.organizerPhone]
        .filter(Boolean)
        .join(', ');
      throw new ForbiddenException(VENDOR_MESSAGES.vendorBlocked(contact));
    }
    return found;
  }

  /** The vendor whose session cookie is valid (not logged out, not blocked), else null. */
  private async sessionVendor(request: HttpRequest): Promise<VendorRecord | null> {
    const cookie = readCookie(request.headers.cookie, VENDOR_SESSION_COOKIE);
    const vendorId = verifyVendorSession(this.config.jwtSecret, cookie, this.clock.now());
    if (!vendorId) return null;
    return this.queryBus.execute(new GetVendorQuery(vendorId, vendorSessionIssuedAt(cookie!)));
  }

  @Post('logout')
  @SessionRoute()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Beendet die Händler-Sitzung (auch in anderen Browsern, die vorher angemeldet waren)',
  })
  @ApiNoContentResponse()
  async logoutVendor(
    @Req() request: HttpRequest,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<void> {
    const cookie = readCookie(request.headers.cookie, VENDOR_SESSION_COOKIE);
    const vendorId = verifyVendorSession(this.config.jwtSecret, cookie, this.clock.now());
    if (vendorId) await this.commandBus.execute(new EndVendorSessionsCommand(vendorId));
    endVendorSession(response);
  }

  @Patch(':id/billing')
  @VendorOwnData()
  @ApiOperation({ summary: 'Rechnungsadresse speichern' })
  @ApiOkResponse({ type: VendorDto })
  async updateVendorBilling(
    @Param('id') id: string,
    @Body() body: UpdateBillingDto,
  ): Promise<VendorDto> {
    const vendor = await this.commandBus.execute(new UpdateVendorBillingCommand(id, body));
    const { booth, account } = await this.stallAndAccountOf(id);
    return VendorDto.from(vendor, booth, account);
  }

  private startSession(response: HttpReply, vendorId: string): void {
    startVendorSession(
      response,
      { secret: this.config.jwtSecret, publicUrl: this.config.publicUrl, now: this.clock.now() },
      vendorId,
    );
  }

  private async statusOf(vendor: VendorRecord): Promise<VendorStatusDto> {
    return this.statusFrom(vendor, await this.statusFacts.read(vendor));
  }

  private statusFrom(vendor: VendorRecord, facts: VendorStatusFacts): VendorStatusDto {
    const { booth, account, withdrawalCharge, appointments, settings, invoices, waitlist } = facts;
    const invoice =
      invoices.find(
        (issued) => issued.state === 'issued' && issued.marketYear === settings.currentYear,
      ) ?? null;
    return {
      vendor: VendorDto.from(vendor, booth, account),
      booth: booth ? VendorBoothDto.from(booth) : null,
      liftAppointments: appointments.map((appointment) => LiftAppointmentDto.from(appointment)),
      marketSettings: MarketSettingsDto.from(settings),
      bankDetails: settings.bankIban
        ? bankDetailsOf(settings, settings.bankIban, vendor, account)
        : null,
      sumupCheckoutUrl: null,
      account: VendorAccountDto.from(account),
      invoice: invoice ? InvoiceDto.from(invoice) : null,
      waitlist: VendorWaitlistDto.from(waitlist),
      waitlistOffer: VendorWaitlistOfferDto.from(waitlist),
      withdrawal: withdrawalOf(vendor, account, withdrawalCharge),
    };
  }

  /**
   * The vendor's stall and their money from the payments ledger (the vendor was just read: it
   * exists); the account takes the stall just read for its stall fee instead of reading it again.
   */
  private async stallAndAccountOf(
    vendorId: string,
  ): Promise<{ booth: VendorBooth | null; account: VendorAccount }> {
    const booth = await this.queryBus.execute(new GetVendorBoothQuery(vendorId));
    // Given the stall, the account is never null: the vendor is not looked up again.
    const account = await this.queryBus.execute(new GetVendorAccountQuery(vendorId, booth));
    return { booth, account: account! };
  }
}

/** The organiser's account, the vendor's reference and the payment QR for what is open. */
function bankDetailsOf(
  settings: MarketSettingsView,
  iban: string,
  vendor: VendorRecord,
  account: VendorAccount,
): BankDetailsDto {
  const payee = {
    accountHolder: settings.bankAccountHolder ?? settings.organizerName,
    iban,
    bic: settings.bankBic,
  };
  const reference = transferReference(vendor.accessCode);
  return {
    ...payee,
    bankName: settings.bankName,
    reference,
    epcQrPayload: openAmountQrPayload(payee, reference, account.openAmount),
  };
}
