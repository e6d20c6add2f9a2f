import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { VENDOR_MESSAGES } from '@standl/contracts';
import type { HttpReply } from '../../shared/http/http-server.js';
import { GetVendorBoothQuery } from '../../booths/index.js';
import { ListVendorMessagesQuery } from '../../communication/index.js';
import { LiftAppointmentDto, ListVendorLiftAppointmentsQuery } from '../../lift/index.js';
import {
  GetVendorAccountQuery,
  InvoiceDto,
  ListInvoicesQuery,
  VendorAccountDto,
} from '../../payments/index.js';
import { VendorOwnData } from '../../shared/auth/vendor-session.guard.js';
import { Clock, viennaDate } from '../../shared/clock/clock.js';
import {
  GetPendingEmailChangeQuery,
  GetVendorQuery,
  PendingEmailChangeDto,
} from '../../registration/index.js';
import { VendorBoothDto, VendorDto } from './vendor.dto.js';

export class VendorMessageExportDto {
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty() message!: string;
}

/** Everything the market keeps about one vendor (GDPR Art. 15 and 20), as one JSON file. */
export class VendorDataExportDto {
  @ApiProperty({ format: 'date-time' }) exportedAt!: string;
  @ApiProperty({ type: VendorDto }) vendor!: VendorDto;
  @ApiProperty({ format: 'date-time' }) registeredAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) termsAcceptedAt!:
    string | null;
  @ApiProperty({ type: VendorBoothDto, nullable: true }) booth!: VendorBoothDto | null;
  @ApiProperty({ type: VendorAccountDto }) account!: VendorAccountDto;
  @ApiProperty({ type: [InvoiceDto] }) invoices!: InvoiceDto[];
  @ApiProperty({ type: [LiftAppointmentDto] }) liftAppointments!: LiftAppointmentDto[];
  @ApiProperty({ type: [VendorMessageExportDto] }) messages!: VendorMessageExportDto[];
  @ApiProperty({
    type: PendingEmailChangeDto,
    description: 'Eine unbestätigte neue E-Mail-Adresse',
  })
  pendingEmailChange!: PendingEmailChangeDto;
}

@ApiTags('Händler')
@Controller('vendors')
export class VendorDataController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  @Get(':id/data-export')
  @VendorOwnData()
  @ApiOperation({
    summary: 'Eigene Daten als JSON-Datei herunterladen (Auskunft und Datenübertragbarkeit)',
  })
  @ApiOkResponse({ type: VendorDataExportDto })
  async exportVendorData(
    @Param('id') id: string,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<VendorDataExportDto> {
    const vendor = await this.queryBus.execute(new GetVendorQuery(id));
    const account = await this.queryBus.execute(new GetVendorAccountQuery(id));
    if (!vendor || !account) throw new NotFoundException(VENDOR_MESSAGES.accessCodeNotFound);
    const [booth, invoices, appointments, messages, pending] = await Promise.all([
      this.queryBus.execute(new GetVendorBoothQuery(id)),
      this.queryBus.execute(new ListInvoicesQuery(id)),
      this.queryBus.execute(new ListVendorLiftAppointmentsQuery(id)),
      this.queryBus.execute(new ListVendorMessagesQuery(id)),
      this.queryBus.execute(new GetPendingEmailChangeQuery(id)),
    ]);
    const now = this.clock.now();
    response.header('Cache-Control', 'private, no-store');
    response.header(
      'Content-Disposition',
      `attachment; filename="adventmarkt-meine-daten-${viennaDate(now)}.json"`,
    );
    return {
      exportedAt: now.toISOString(),
      vendor: VendorDto.from(vendor, booth, account),
      registeredAt: vendor.createdAt.toISOString(),
      termsAcceptedAt: vendor.termsAcceptedAt?.toISOString() ?? null,
      booth: booth ? VendorBoothDto.from(booth) : null,
      account: VendorAccountDto.from(account),
      invoices: invoices.map((invoice) => InvoiceDto.from(invoice)),
      liftAppointments: appointments.map((appointment) => LiftAppointmentDto.from(appointment)),
      messages: messages.map((message) => ({
        createdAt: message.createdAt.toISOString(),
        message: message.message,
      })),
      pendingEmailChange: {
        pendingEmail: pending?.newEmail ?? null,
        expiresAt: pending?.expiresAt.toISOString() ?? null,
      },
    };
  }
}
