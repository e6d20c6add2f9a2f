import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  Post,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { VENDOR_MESSAGES } from '@standl/contracts';
import { GetVendorStatusQuery } from '../../registration/index.js';
import { VendorOwnData } from '../../shared/auth/vendor-session.guard.js';
import { CreateDepositCheckoutCommand } from '../commands/create-deposit-checkout.command.js';
import { SyncCheckoutCommand } from '../commands/sync-checkout.command.js';
import { SIMULATOR_PATH, SUMUP_WIDGET_SCRIPT, SumUpGateway } from '../infra/sumup.gateway.js';
import {
  CheckoutCreatedDto,
  CheckPaymentDto,
  CreateCheckoutDto,
  SumUpConfigDto,
  SumUpWebhookDto,
} from './sumup.dto.js';
import { ApiErrors } from '../../shared/http/api-responses.js';

@ApiTags('Zahlungen')
@Controller('sumup')
export class SumUpController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly sumup: SumUpGateway,
  ) {}

  @Get('config')
  @ApiOperation({ summary: 'Ob echte SumUp-Zahlungen oder der Simulator aktiv sind' })
  @ApiOkResponse({ type: SumUpConfigDto })
  getSumUpConfig(): SumUpConfigDto {
    return this.sumup.isSimulator
      ? {
          mode: 'simulator',
          widgetScriptUrl: null,
          simulatorUrl: SIMULATOR_PATH,
        }
      : { mode: 'live', widgetScriptUrl: SUMUP_WIDGET_SCRIPT, simulatorUrl: null };
  }

  @Post('create-checkout')
  @VendorOwnData()
  @ApiOperation({
    summary: 'SumUp-Checkout für die Anzahlung (10 €) des reservierten Standplatzes',
  })
  @ApiCreatedResponse({ type: CheckoutCreatedDto })
  @ApiErrors(409, 502)
  async createCheckout(@Body() body: CreateCheckoutDto): Promise<CheckoutCreatedDto> {
    const payment = await this.commandBus.execute(new CreateDepositCheckoutCommand(body.vendorId));
    return { checkout_id: payment.checkoutId!, checkout_url: payment.checkoutUrl };
  }

  @Get('check-payment/:checkoutId')
  @ApiOperation({
    summary: 'Prüft einen Checkout direkt bei SumUp und verbucht eine bezahlte Anzahlung',
  })
  @ApiOkResponse({ type: CheckPaymentDto })
  async checkPayment(@Param('checkoutId') checkoutId: string): Promise<CheckPaymentDto> {
    const payment = await this.commandBus.execute(new SyncCheckoutCommand(checkoutId));
    if (!payment) throw new NotFoundException(VENDOR_MESSAGES.checkoutNotFound);
    const vendorStatus = await this.queryBus.execute(new GetVendorStatusQuery(payment.vendorId));
    return { status: payment.status, vendorStatus: vendorStatus ?? 'pending' };
  }

  @Post('webhook')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'SumUp-Webhook (unsigniert): löst nur eine Prüfung des Checkouts bei SumUp aus',
  })
  @ApiNoContentResponse({ description: 'Angenommen' })
  async sumUpWebhook(@Body() body: SumUpWebhookDto): Promise<void> {
    if (body.event_type === 'CHECKOUT_STATUS_CHANGED') {
      await this.commandBus.execute(new SyncCheckoutCommand(body.id));
    }
  }
}
