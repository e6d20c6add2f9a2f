import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { VENDOR_MESSAGES } from '@standl/contracts';
import { ChooseCashDepositCommand } from '../../registration/index.js';
import { VendorOwnData } from '../../shared/auth/vendor-session.guard.js';
import { CreateDepositCheckoutCommand } from '../commands/create-deposit-checkout.command.js';
import { ProcessPaymentDto, ProcessPaymentResultDto } from './sumup.dto.js';
import { ApiErrors } from '../../shared/http/api-responses.js';

@ApiTags('Zahlungen')
@Controller('payments')
export class PaymentsController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('process')
  @HttpCode(HttpStatus.OK)
  @VendorOwnData()
  @ApiOperation({
    summary:
      'Anzahlung: per SumUp (Checkout) oder bar vor Ort (der Standplatz wird dann nicht reserviert)',
  })
  @ApiOkResponse({ type: ProcessPaymentResultDto })
  @ApiErrors(409, 502)
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
      message: VENDOR_MESSAGES.checkoutRedirect,
    };
  }
}
