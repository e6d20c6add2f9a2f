import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Injectable,
  NotFoundException,
  Param,
  Post,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ADMIN_MESSAGES, WITHDRAWAL_MESSAGES } from '@standl/contracts';
import { GetVendorBoothQuery } from '../../booths/index.js';
import { type VendorAccount, type WithdrawalChargeView } from '../../payments/index.js';
import {
  GetVendorQuery,
  QuoteWithdrawalQuery,
  type VendorRecord,
  WithdrawalDto,
  WithdrawalQuoteDto,
  withdrawalRefusal,
  WithdrawRegistrationCommand,
  WithdrawRegistrationDto,
  WithdrawVendorDto,
} from '../../registration/index.js';
import { type AdminPrincipal, AdminOnly, AlsoFor } from '../../shared/auth/admin.guard.js';
import { CurrentAdmin } from '../../shared/auth/current-admin.decorator.js';
import { VendorOwnData } from '../../shared/auth/vendor-session.guard.js';
import { ApiErrors } from '../../shared/http/api-responses.js';
import { AdminVendorIdPipe } from '../../shared/http/validation.js';

const WITHDRAWAL_ERRORS = [
  {
    status: 409,
    description: `${WITHDRAWAL_MESSAGES.alreadyWithdrawn} / ${WITHDRAWAL_MESSAGES.afterSetUp} / ${WITHDRAWAL_MESSAGES.feeChanged(7000)}`,
  },
] as const;

/** The withdrawal's quote and result as both the vendor and the console see them. */
@Injectable()
export class WithdrawalViews {
  constructor(private readonly queryBus: QueryBus) {}

  /** What withdrawing would cost now, and whether it is allowed; 404 for an unknown vendor. */
  async quote(vendorId: string): Promise<WithdrawalQuoteDto> {
    const vendor = await this.queryBus.execute(new GetVendorQuery(vendorId));
    if (!vendor) throw new NotFoundException(ADMIN_MESSAGES.vendorNotFound);
    const booth = await this.queryBus.execute(new GetVendorBoothQuery(vendorId));
    const stall =
      booth && !booth.holdExpiresAt
        ? { boothNumber: booth.number, areaName: booth.area.name, stallFee: booth.area.price }
        : null;
    const quote = await this.queryBus.execute(new QuoteWithdrawalQuery(vendorId, stall));
    return WithdrawalQuoteDto.from(quote, withdrawalRefusal(vendor), stall?.boothNumber ?? null);
  }
}

/** A withdrawn vendor's withdrawal from the charge as booked; null for any other vendor. */
export function withdrawalOf(
  vendor: VendorRecord,
  account: Pick<VendorAccount, 'openAmount'>,
  charge: WithdrawalChargeView | null,
): WithdrawalDto | null {
  if (vendor.registrationState !== 'withdrawn' || !vendor.withdrawnAt) return null;
  return {
    withdrawnAt: vendor.withdrawnAt.toISOString(),
    by: vendor.withdrawnBy ?? 'vendor',
    feeAmount: charge?.amount ?? 0,
    free: charge?.free ?? true,
    waived: charge?.waivedReason != null,
    refundAmount: charge?.refundAmount ?? 0,
    openAmount: account.openAmount,
    boothNumber: charge?.boothNumber ?? null,
  };
}

@ApiTags('Händler')
@Controller('vendors')
export class VendorWithdrawalController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly views: WithdrawalViews,
  ) {}

  @Get(':id/withdrawal')
  @VendorOwnData()
  @ApiOperation({
    summary:
      'Was ein Rücktritt jetzt kostet (Gebühr nach den Bedingungen, Erstattung, offener Betrag) und ob er möglich ist',
  })
  @ApiOkResponse({ type: WithdrawalQuoteDto })
  getWithdrawalQuote(@Param('id') id: string): Promise<WithdrawalQuoteDto> {
    return this.views.quote(id);
  }

  @Post(':id/withdrawal')
  @HttpCode(HttpStatus.OK)
  @VendorOwnData()
  @ApiOperation({
    summary:
      'Anmeldung verbindlich zurückziehen: Standplatz frei, Lift-Termine storniert, Gebühr und Erstattung gebucht',
  })
  @ApiOkResponse({ type: WithdrawalDto })
  @ApiErrors(...WITHDRAWAL_ERRORS)
  async withdrawRegistration(
    @Param('id') id: string,
    @Body() body: WithdrawRegistrationDto,
  ): Promise<WithdrawalDto> {
    const result = await this.commandBus.execute(
      new WithdrawRegistrationCommand(
        id,
        'vendor',
        body.reason ?? null,
        body.confirmedFeeAmount,
        null,
        'vendor',
      ),
    );
    return WithdrawalDto.from(result);
  }
}

@ApiTags('Admin')
@AdminOnly()
@Controller('admin')
export class AdminWithdrawalController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly views: WithdrawalViews,
  ) {}

  @Get('vendors/:id/withdrawal')
  @ApiOperation({ summary: 'Was ein Rücktritt des Händlers jetzt kostet und ob er möglich ist' })
  @ApiOkResponse({ type: WithdrawalQuoteDto })
  @AlsoFor('cashier', 'reader')
  getVendorWithdrawalQuote(
    @Param('id', AdminVendorIdPipe) id: string,
  ): Promise<WithdrawalQuoteDto> {
    return this.views.quote(id);
  }

  @Post('vendors/:id/withdrawal')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Rücktritt für den Händler erklären (auch gesperrt); die Gebühr kann mit Grund erlassen werden',
  })
  @ApiOkResponse({ type: WithdrawalDto })
  @ApiErrors(...WITHDRAWAL_ERRORS)
  async withdrawVendor(
    @Param('id', AdminVendorIdPipe) id: string,
    @Body() body: WithdrawVendorDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<WithdrawalDto> {
    const result = await this.commandBus.execute(
      new WithdrawRegistrationCommand(
        id,
        'organiser',
        body.reason ?? null,
        null,
        body.waiveFee ? body.waiverReason! : null,
        admin.displayName,
      ),
    );
    return WithdrawalDto.from(result);
  }
}
