import {
  Controller,
  Get,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  UseGuards,
} from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ListVendorBoothsQuery } from '../../booths/queries/list-vendor-booths.query.js';
import { VendorMessageDto } from '../../communication/http/vendor-message.dto.js';
import { CountUnreadMessagesQuery } from '../../communication/queries/count-unread-messages.query.js';
import { ListVendorMessagesQuery } from '../../communication/queries/list-vendor-messages.query.js';
import { AdminGuard } from '../../shared/auth/admin.guard.js';
import { GetVendorQuery } from '../queries/get-vendor.query.js';
import { ListVendorsQuery } from '../queries/list-vendors.query.js';
import { AdminVendorDto } from './admin-vendor.dto.js';

const VENDOR_NOT_FOUND = 'Händler nicht gefunden';

@ApiTags('Admin')
@ApiBearerAuth()
@UseGuards(AdminGuard)
@Controller('admin/vendors')
export class AdminVendorsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({
    summary: 'Alle Händler mit Status, Standplatz, Beträgen und ungelesenen Nachrichten',
  })
  @ApiOkResponse({ type: [AdminVendorDto] })
  async listAdminVendors(): Promise<AdminVendorDto[]> {
    const [vendors, booths, unread] = await Promise.all([
      this.queryBus.execute(new ListVendorsQuery()),
      this.queryBus.execute(new ListVendorBoothsQuery()),
      this.queryBus.execute(new CountUnreadMessagesQuery()),
    ]);
    return vendors.map((vendor) =>
      AdminVendorDto.forAdmin(vendor, booths.get(vendor.id) ?? null, unread.get(vendor.id) ?? 0),
    );
  }

  @Get(':id/messages')
  @ApiOperation({ summary: 'Nachrichten eines Händlers an den Veranstalter' })
  @ApiOkResponse({ type: [VendorMessageDto] })
  async listAdminVendorMessages(
    @Param(
      'id',
      new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(VENDOR_NOT_FOUND) }),
    )
    id: string,
  ): Promise<VendorMessageDto[]> {
    if (!(await this.queryBus.execute(new GetVendorQuery(id))))
      throw new NotFoundException(VENDOR_NOT_FOUND);
    const messages = await this.queryBus.execute(new ListVendorMessagesQuery(id));
    return messages.map((message) => VendorMessageDto.from(message));
  }
}
