import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { VENDOR_MESSAGES } from '@standl/contracts';
import { ChooseCashDepositCommand } from '../../registration/commands/choose-cash-deposit.command.js';
import { VendorSessionGuard } from '../../shared/auth/vendor-session.guard.js';
import { CreateDepositCheckoutCommand } from '../commands/create-deposit-checkout.command.js';
import { ProcessPaymentDto, ProcessPaymentResultDto } from './sumup.dto.js';

@ApiTags('Zahlungen')
@Controller('payments')
export class PaymentsController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('process')
  @HttpCode(HttpStatus.OK)
  @UseGuards(VendorSessionGuard)
  @ApiCookieAuth('vendor-session')
  @ApiOperation({
    summary:
      'Anzahlung: per SumUp (Checkout) oder bar vor Ort (der Standplatz wird dann nicht reserviert)',
  })
  @ApiOkResponse({ type: ProcessPaymentResultDto })
  async processPayment(@Body() body: ProcessPaymentDto): Promise<ProcessPaymentResultDto> {
    if (body.method === 'cash') {
      await this.commandBus.execute(new ChooseCashDepositCommand(body.vendorId));
      return {
        method: 'cash',
        checkoutId: null,
        checkoutUrl: null,
        message: VENDOR_MESSAGES.cashDepositChosen,
      };
    }
    const payment = await this.commandBus.execute(new CreateDepositCheckoutCommand(body.vendorId));
    return {
      method: 'sumup',
      checkoutId: payment.checkoutId,
      checkoutUrl: payment.checkoutUrl,
      message: 'Sie werden zur SumUp-Zahlung weitergeleitet...',
    };
  }
}
