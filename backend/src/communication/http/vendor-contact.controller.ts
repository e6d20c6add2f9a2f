import { Body, Controller, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { VendorOwnData } from '../../shared/auth/vendor-session.guard.js';
import { SendVendorMessageCommand } from '../commands/send-vendor-message.command.js';
import { SendVendorMessageDto, VendorMessageDto } from './vendor-message.dto.js';

@ApiTags('Händler')
@Controller('vendors')
export class VendorContactController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(':id/contact')
  @VendorOwnData()
  @ApiOperation({ summary: 'Nachricht an den Veranstalter' })
  @ApiCreatedResponse({ type: VendorMessageDto })
  async sendVendorMessage(
    @Param('id') id: string,
    @Body() body: SendVendorMessageDto,
  ): Promise<VendorMessageDto> {
    return VendorMessageDto.from(
      await this.commandBus.execute(new SendVendorMessageCommand(id, body.message)),
    );
  }
}
