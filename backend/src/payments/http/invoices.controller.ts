import {
  BadRequestException,
  Body,
  ConflictException,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
  Res,
  StreamableFile,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { HttpReply } from '../../shared/http/http-server.js';
import { INVOICE_MESSAGES } from '@standl/contracts';
import { GetVendorBillingQuery } from '../../registration/index.js';
import { AdminOnly, type AdminPrincipal, AlsoFor } from '../../shared/auth/admin.guard.js';
import {
  AdminOrVendor,
  type Caller,
  CurrentCaller,
} from '../../shared/auth/admin-or-vendor.guard.js';
import { CurrentAdmin } from '../../shared/auth/current-admin.decorator.js';
import { DomainError } from '../../shared/errors/domain-error.js';
import { ApiErrors } from '../../shared/http/api-responses.js';
import { CancelInvoiceCommand } from '../invoices/commands/cancel-invoice.command.js';
import { IssueInvoiceCommand } from '../invoices/commands/issue-invoice.command.js';
import { RenderInvoiceDocumentsCommand } from '../invoices/commands/render-invoice-documents.command.js';
import { SaveInvoiceSettingsCommand } from '../invoices/commands/save-invoice-settings.command.js';
import { parseInvoiceNumber } from '../invoices/domain/invoice-number.js';
import { percentToBasisPoints } from '../invoices/domain/invoice-amounts.js';
import {
  AdminInvoiceDto,
  CancelInvoiceDto,
  InvoiceSettingsDto,
  SaveInvoiceSettingsDto,
} from './invoice.dto.js';
import {
  GetInvoiceDocumentQuery,
  GetInvoiceSettingsQuery,
  GetVendorInvoiceQuery,
  type InvoiceDocument,
  ListInvoicesQuery,
} from '../invoices/queries/invoice.queries.js';

/** A vendor id in the path: anything but a UUID is an unknown vendor. */
const VendorIdPipe = new ParseUUIDPipe({
  exceptionFactory: () => new NotFoundException(INVOICE_MESSAGES.vendorNotFound),
});

/** '2026-0001' only: path characters or another shape answer 400 before any look-up. */
function invoiceNumber(value: string): string {
  if (!parseInvoiceNumber(value)) throw new BadRequestException(INVOICE_MESSAGES.invalidNumber);
  return value;
}

const FORMATS = ['pdf', 'xml'] as const;
type Format = (typeof FORMATS)[number];

function formatOf(value: string | undefined): Format {
  if (value === undefined || value === '') return 'pdf';
  if (!(FORMATS as readonly string[]).includes(value)) {
    throw new BadRequestException(INVOICE_MESSAGES.invalidFormat);
  }
  return value as Format;
}

/** An invoice whose documents are stored: what a download answers. */
type StoredDocument = InvoiceDocument & { pdf: Buffer; xml: string };

/** The stored bytes, untouched: a re-download is byte for byte the same document. */
function download(document: StoredDocument, format: Format, response: HttpReply): StreamableFile {
  response.header('Cache-Control', 'private, no-store');
  if (format === 'xml') {
    return new StreamableFile(Buffer.from(document.xml, 'utf8'), {
      type: 'application/xml; charset=utf-8',
      disposition: `attachment; filename="${document.number}.xml"`,
    });
  }
  return new StreamableFile(document.pdf, {
    type: 'application/pdf',
    disposition: `attachment; filename="${document.number}.pdf"`,
    length: document.pdf.length,
  });
}

const DOCUMENT_CONTENT = {
  'application/pdf': {
    schema: { type: 'string', format: 'binary' },
    // Factur-X: the PDF carries the CII as factur-x.xml.
  },
  'application/xml': { schema: { type: 'string', description: 'EN 16931 (UN/CEFACT CII)' } },
};

const FORMAT_QUERY = {
  name: 'format',
  required: false,
  enum: FORMATS,
  description: 'pdf (Standard; Factur-X mit eingebetteter E-Rechnung) oder xml (EN 16931 CII)',
} as const;

/** Invoice documents for the organiser and for the vendor they belong to (spec 000/001 section 7). */
@ApiTags('Rechnungen')
@Controller()
export class InvoiceDownloadsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('invoices/download/:invoiceNumber')
  @AdminOrVendor()
  @ApiOperation({
    summary:
      'Rechnung herunterladen (PDF oder E-Rechnung XML): Veranstalter jede, Händler nur die eigene',
  })
  @ApiQuery(FORMAT_QUERY)
  @ApiOkResponse({ description: 'Das gespeicherte Dokument', content: DOCUMENT_CONTENT })
  @ApiErrors(
    { status: 400, description: INVOICE_MESSAGES.invalidNumber },
    { status: 404, description: INVOICE_MESSAGES.invoiceNotFound },
  )
  @AlsoFor('cashier')
  async downloadInvoice(
    @Param('invoiceNumber') number: string,
    @Query('format') format: string | undefined,
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<StreamableFile> {
    const wanted = formatOf(format);
    const document = await this.queryBus.execute(
      new GetInvoiceDocumentQuery(invoiceNumber(number)),
    );
    // Another vendor's invoice looks like no invoice (no probing of numbers).
    if (!document || (!caller.admin && document.vendorId !== caller.vendorId)) {
      throw new NotFoundException(INVOICE_MESSAGES.invoiceNotFound);
    }
    return download(await this.stored(document), wanted, response);
  }

  @Get('vendors/:id/invoice')
  @AdminOrVendor()
  @ApiOperation({
    summary:
      'Die gültige Rechnung des Händlers (Dashboard „Rechnung“); ist er vollständig bezahlt und hat noch keine, wird sie jetzt ausgestellt',
  })
  @ApiQuery(FORMAT_QUERY)
  @ApiOkResponse({ description: 'Die gespeicherte Rechnung', content: DOCUMENT_CONTENT })
  @ApiErrors(
    { status: 404, description: INVOICE_MESSAGES.noInvoiceYet },
    { status: 409, description: INVOICE_MESSAGES.billingAddressMissing },
  )
  @AlsoFor('cashier')
  async vendorInvoice(
    @Param('id', VendorIdPipe) vendorId: string,
    @Query('format') format: string | undefined,
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<StreamableFile> {
    const wanted = formatOf(format);
    let document = await this.queryBus.execute(new GetVendorInvoiceQuery(vendorId));
    if (!document) {
      const vendor = await this.queryBus.execute(new GetVendorBillingQuery(vendorId));
      if (!vendor) throw new NotFoundException(INVOICE_MESSAGES.vendorNotFound);
      // Paid in full but not yet issued (the reaction is still to run, or the billing address
      // came later): issue it now. What is missing answers the vendor's own text: the address
      // (needed above 400 € gross), else 'not yet'.
      try {
        const issued = await this.commandBus.execute(
          new IssueInvoiceCommand(vendorId, 'vendor', caller.admin?.displayName ?? 'vendor', true),
        );
        document = await this.queryBus.execute(new GetInvoiceDocumentQuery(issued.number));
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        if (error.message === INVOICE_MESSAGES.billingAddressMissing) {
          throw new ConflictException(error.message);
        }
        throw new NotFoundException(INVOICE_MESSAGES.noInvoiceYet);
      }
    }
    if (!document) throw new NotFoundException(INVOICE_MESSAGES.noInvoiceYet);
    return download(await this.stored(document), wanted, response);
  }

  /**
   * The documents as stored. Asked for in the moment between the issue and their rendering
   * (the reaction is still to run), they are rendered and stored now, as the reaction would:
   * the first download of a just-issued invoice answers it instead of a 'try again'.
   */
  private async stored(document: InvoiceDocument): Promise<StoredDocument> {
    if (document.pdf && document.xml !== null) return document as StoredDocument;
    await this.commandBus.execute(new RenderInvoiceDocumentsCommand(document.number));
    const rendered = await this.queryBus.execute(new GetInvoiceDocumentQuery(document.number));
    if (!rendered) throw new NotFoundException(INVOICE_MESSAGES.invoiceNotFound);
    if (!rendered.pdf || rendered.xml === null) {
      throw new Error(`Rechnung ${document.number}: Dokumente fehlen nach dem Erzeugen`);
    }
    return rendered as StoredDocument;
  }
}

/** The organiser's invoices: list, issue on request, cancel (Storno), issuer settings. */
@ApiTags('Admin')
@AdminOnly()
@Controller('admin')
export class AdminInvoicesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('invoices')
  @ApiOperation({ summary: 'Alle Rechnungen und Stornorechnungen, neueste Nummer zuerst' })
  @ApiQuery({ name: 'vendorId', required: false, description: 'Nur die eines Händlers' })
  @ApiOkResponse({ type: AdminInvoiceDto, isArray: true })
  @AlsoFor('cashier', 'reader')
  async listInvoices(@Query('vendorId') vendorId?: string): Promise<AdminInvoiceDto[]> {
    if (vendorId !== undefined && !/^[0-9a-f-]{36}$/i.test(vendorId)) return [];
    const invoices = await this.queryBus.execute(new ListInvoicesQuery(vendorId || undefined));
    return invoices.map((invoice) => AdminInvoiceDto.forAdmin(invoice));
  }

  @Post('vendors/:id/invoice')
  @ApiOperation({
    summary:
      'Rechnung für den Händler ausstellen (Standplatz und eine Zahlung nötig; eine gültige Rechnung pro Saison)',
  })
  @ApiCreatedResponse({ type: AdminInvoiceDto })
  @ApiErrors(
    { status: 404, description: INVOICE_MESSAGES.vendorNotFound },
    {
      status: 409,
      description:
        'Nichts bezahlt, kein Standplatz, Rechnungsadresse oder Rechnungsdaten fehlen, oder bereits ausgestellt',
    },
  )
  @AlsoFor('cashier')
  async issueInvoice(
    @Param('id', VendorIdPipe) vendorId: string,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<AdminInvoiceDto> {
    const issued = await this.commandBus.execute(
      new IssueInvoiceCommand(vendorId, 'organiser', admin.displayName, false),
    );
    return this.summary(issued.number);
  }

  @Post('invoices/:invoiceNumber/cancel')
  @ApiOperation({
    summary:
      'Rechnung stornieren: stellt eine Stornorechnung (nächste Nummer, negative Beträge) aus',
  })
  @ApiCreatedResponse({ type: AdminInvoiceDto, description: 'Die Stornorechnung' })
  @ApiErrors(
    { status: 400, description: INVOICE_MESSAGES.invalidNumber },
    { status: 404, description: INVOICE_MESSAGES.invoiceNotFound },
    { status: 409, description: 'Bereits storniert oder selbst eine Stornorechnung' },
  )
  @AlsoFor('cashier')
  async cancelInvoice(
    @Param('invoiceNumber') number: string,
    @Body() body: CancelInvoiceDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<AdminInvoiceDto> {
    const cancellation = await this.commandBus.execute(
      new CancelInvoiceCommand(invoiceNumber(number), body.reason ?? null, admin.displayName),
    );
    return this.summary(cancellation.number);
  }

  @Get('invoice-settings')
  @ApiOperation({ summary: 'Rechnungsdaten des Veranstalters (Aussteller, UID, Umsatzsteuer)' })
  @ApiOkResponse({ type: InvoiceSettingsDto })
  @AlsoFor('cashier', 'reader')
  async getInvoiceSettings(): Promise<InvoiceSettingsDto> {
    return InvoiceSettingsDto.from(await this.queryBus.execute(new GetInvoiceSettingsQuery()));
  }

  @Put('invoice-settings')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Rechnungsdaten speichern (alle Felder)' })
  @ApiOkResponse({ type: InvoiceSettingsDto })
  async saveInvoiceSettings(
    @Body() body: SaveInvoiceSettingsDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<InvoiceSettingsDto> {
    await this.commandBus.execute(
      new SaveInvoiceSettingsCommand(
        { ...body, vatRate: percentToBasisPoints(body.vatRate) },
        admin.displayName,
      ),
    );
    return InvoiceSettingsDto.from(await this.queryBus.execute(new GetInvoiceSettingsQuery()));
  }

  private async summary(number: string): Promise<AdminInvoiceDto> {
    const document = await this.queryBus.execute(new GetInvoiceDocumentQuery(number));
    const { pdf: _pdf, xml: _xml, recipientEmail: _email, ...summary } = document!;
    return AdminInvoiceDto.forAdmin(summary);
  }
}
