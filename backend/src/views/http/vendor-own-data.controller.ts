import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpException,
  HttpStatus,
  Param,
  Patch,
  Post,
  Res,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { HttpReply } from '../../shared/http/http-server.js';
import {
  EMAIL_CHANGE_REQUESTS_PER_HOUR,
  VENDOR_MESSAGES,
  VENDOR_PROFILE_MESSAGES,
} from '@standl/contracts';
import { GetVendorBoothQuery } from '../../booths/index.js';
import { GetVendorAccountQuery } from '../../payments/index.js';
import {
  ConfirmVendorEmailChangeCommand,
  EmailChangeConfirmedDto,
  EmailChangeRequestDto,
  EmailChangeRequestedDto,
  EmailChangeTokenDto,
  GetPendingEmailChangeQuery,
  PendingEmailChangeDto,
  RequestVendorEmailChangeCommand,
  UpdateVendorProfileCommand,
  UpdateVendorProfileDto,
} from '../../registration/index.js';
import { VendorOwnData } from '../../shared/auth/vendor-session.guard.js';
import { Clock } from '../../shared/clock/clock.js';
import { ApiErrors } from '../../shared/http/api-responses.js';
import {
  AttemptLimiter,
  type AttemptRule,
  retryAfterSeconds,
} from '../../shared/rate-limit/attempt-limiter.js';
import { RateLimit, type RateLimitRule } from '../../shared/rate-limit/rate-limit.guard.js';
import { VendorDto } from './vendor.dto.js';

/**
 * Requests for a new address per vendor and hour (docs/decisions.md 275): each sends a mail to an
 * address the vendor typed, and a refusal tells whether an address is registered.
 */
export const EMAIL_CHANGE_REQUESTS: AttemptRule = {
  name: 'vendor-email-change',
  maxFailures: EMAIL_CHANGE_REQUESTS_PER_HOUR,
  windowMs: 60 * 60_000,
};

/** The public confirmation route, per client address: a token is unguessable; this keeps scripts away. */
export const EMAIL_CONFIRM_LIMIT: RateLimitRule = {
  name: 'vendor-email-confirm',
  limit: 30,
  windowMs: 15 * 60_000,
};

const LINK_ERRORS = [
  { status: 400, description: VENDOR_PROFILE_MESSAGES.linkInvalid },
  { status: 403, description: VENDOR_MESSAGES.emailBlocked },
  {
    status: 409,
    description: `${VENDOR_PROFILE_MESSAGES.linkUsed} / ${VENDOR_PROFILE_MESSAGES.emailTaken}`,
  },
  { status: 410, description: VENDOR_PROFILE_MESSAGES.linkExpired },
] as const;

/** The vendor keeps their own data current from the dashboard (docs/decisions.md 271-277). */
@ApiTags('Händler')
@Controller('vendors')
export class VendorOwnDataController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly attempts: AttemptLimiter,
    private readonly clock: Clock,
  ) {}

  @Patch(':id/profile')
  @VendorOwnData()
  @ApiOperation({
    summary:
      'Eigene Daten ändern: Name/Firma, Telefon, Beschreibung (die E-Mail-Adresse über ihren Bestätigungslink)',
  })
  @ApiOkResponse({ type: VendorDto })
  async updateVendorProfile(
    @Param('id') id: string,
    @Body() body: UpdateVendorProfileDto,
  ): Promise<VendorDto> {
    const vendor = await this.commandBus.execute(new UpdateVendorProfileCommand(id, body));
    const booth = await this.queryBus.execute(new GetVendorBoothQuery(id));
    const account = await this.queryBus.execute(new GetVendorAccountQuery(id, booth));
    return VendorDto.from(vendor, booth, account!);
  }

  @Get(':id/email-change')
  @VendorOwnData()
  @ApiOperation({ summary: 'Die angeforderte neue E-Mail-Adresse, solange sie unbestätigt ist' })
  @ApiOkResponse({ type: PendingEmailChangeDto })
  async getVendorEmailChange(@Param('id') id: string): Promise<PendingEmailChangeDto> {
    const pending = await this.queryBus.execute(new GetPendingEmailChangeQuery(id));
    return {
      pendingEmail: pending?.newEmail ?? null,
      expiresAt: pending?.expiresAt.toISOString() ?? null,
    };
  }

  @Post(':id/email-change')
  @VendorOwnData()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    summary:
      'Neue E-Mail-Adresse anfordern: ein Bestätigungslink (24 Stunden gültig) geht an sie; sie gilt erst, wenn er geöffnet wird',
  })
  @ApiAcceptedResponse({ type: EmailChangeRequestedDto })
  @ApiErrors(
    { status: 403, description: VENDOR_MESSAGES.emailBlocked },
    { status: 409, description: VENDOR_PROFILE_MESSAGES.emailTaken },
    { status: 429, description: VENDOR_PROFILE_MESSAGES.tooManyEmailChanges },
  )
  async requestVendorEmailChange(
    @Param('id') id: string,
    @Body() body: EmailChangeRequestDto,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<EmailChangeRequestedDto> {
    // Every request counts, refused or not: the limit is on mails sent and addresses tried.
    const attempt = await this.attempts.begin(EMAIL_CHANGE_REQUESTS, id);
    if ('lockedUntil' in attempt) {
      response.header('Retry-After', retryAfterSeconds(attempt.lockedUntil, this.clock.now()));
      throw new HttpException(
        VENDOR_PROFILE_MESSAGES.tooManyEmailChanges,
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    const change = await this.commandBus.execute(
      new RequestVendorEmailChangeCommand(id, body.email),
    );
    return { pendingEmail: change.pendingEmail, expiresAt: change.expiresAt.toISOString() };
  }

  @Post('email-change/confirm')
  @HttpCode(HttpStatus.OK)
  @RateLimit(EMAIL_CONFIRM_LIMIT)
  @ApiOperation({
    summary:
      'Neue E-Mail-Adresse über den Link aus der E-Mail bestätigen (öffentlich, ohne Anmeldung)',
  })
  @ApiOkResponse({ type: EmailChangeConfirmedDto })
  @ApiErrors(...LINK_ERRORS)
  confirmVendorEmailChange(@Body() body: EmailChangeTokenDto): Promise<EmailChangeConfirmedDto> {
    return this.commandBus.execute(new ConfirmVendorEmailChangeCommand(body.token));
  }
}
