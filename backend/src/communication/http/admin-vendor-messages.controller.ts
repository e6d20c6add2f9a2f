import {
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  Post,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ADMIN_MESSAGES } from '@standl/contracts';
import { GetVendorMailDataQuery } from '../../registration/index.js';
import { AdminOnly, AlsoFor } from '../../shared/auth/admin.guard.js';
import { AdminVendorIdPipe } from '../../shared/http/validation.js';
import { MarkVendorMessagesReadCommand } from '../commands/mark-vendor-messages-read.command.js';
import { ListVendorMessagesQuery } from '../queries/list-vendor-messages.query.js';
import { VendorMessageDto } from './vendor-message.dto.js';

/** The organiser reads the vendors' messages (the contact form of the status page). */
@ApiTags('Admin')
@AdminOnly()
@Controller('admin/vendors')
export class AdminVendorMessagesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get(':id/messages')
  @ApiOperation({ summary: 'Nachrichten eines Händlers an den Veranstalter' })
  @ApiOkResponse({ type: [VendorMessageDto] })
  @AlsoFor('cashier', 'reader')
  async listAdminVendorMessages(
    @Param('id', AdminVendorIdPipe) id: string,
  ): Promise<VendorMessageDto[]> {
    await this.assertVendor(id);
    const messages = await this.queryBus.execute(new ListVendorMessagesQuery(id));
    return messages.map((message) => VendorMessageDto.from(message));
  }

  @Post(':id/messages/read')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Nachrichten des Händlers als gelesen markieren' })
  @ApiNoContentResponse()
  async markVendorMessagesRead(@Param('id', AdminVendorIdPipe) id: string): Promise<void> {
    await this.assertVendor(id);
    await this.commandBus.execute(new MarkVendorMessagesReadCommand(id));
  }

  private async assertVendor(id: string): Promise<void> {
    const vendors = await this.queryBus.execute(new GetVendorMailDataQuery([id]));
    if (!vendors.has(id)) throw new NotFoundException(ADMIN_MESSAGES.vendorNotFound);
  }
}
