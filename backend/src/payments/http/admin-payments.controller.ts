import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  Post,
  Query,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ADMIN_MESSAGES,
  bankTransferMessage,
  cashPaymentMessage,
  PAYMENT_MESSAGES,
} from '@standl/contracts';
import { GetMarketSettingsQuery } from '../../market/index.js';
import { GetVendorMailDataQuery, GetVendorStatusQuery } from '../../registration/index.js';
import { type AdminPrincipal, AdminOnly, AlsoFor } from '../../shared/auth/admin.guard.js';
import { CurrentAdmin } from '../../shared/auth/current-admin.decorator.js';
import { ApiErrors } from '../../shared/http/api-responses.js';
import { AdminVendorIdPipe } from '../../shared/http/validation.js';
import { OneActionWithinWindow } from '../../shared/http/idempotency.interceptor.js';
import { CheckCardPaymentCommand } from '../commands/check-card-payment.command.js';
import { MarkRefundMadeCommand } from '../commands/mark-refund-made.command.js';
import { RecordBankTransferCommand } from '../commands/record-bank-transfer.command.js';
import { RecordCashPaymentCommand } from '../commands/record-cash-payment.command.js';
import { StartCardPaymentCommand } from '../commands/start-card-payment.command.js';
import { GetVendorAccountQuery, type VendorAccount } from '../queries/get-vendor-account.query.js';
import { GetInvoiceSettingsQuery } from '../invoices/queries/invoice.queries.js';
import { ListRefundsQuery } from '../queries/list-refunds.query.js';
import { paymentReadiness } from './payment-readiness.js';
import { ListVendorAccountsQuery } from '../queries/list-vendor-accounts.query.js';
import {
  AdminPaymentDto,
  AdminPaymentsDto,
  BankTransferDto,
  BankTransferResultDto,
  CardPaymentCreatedDto,
  CashPaymentResultDto,
  PaymentReadinessDto,
  PaymentStatusQueryDto,
  PaymentStatusResultDto,
  RefundMadeDto,
  RefundResultDto,
} from './admin-payments.dto.js';
import { AdminVendorAccountDto } from './vendor-account.dto.js';

/** A ledger entry id in the path: a positive integer, else an unknown refund. */
const EntryIdPipe = {
  transform(value: string): string {
    if (!/^[1-9]\d{0,17}$/.test(value)) {
      throw new NotFoundException(PAYMENT_MESSAGES.refundNotFound);
    }
    return value;
  },
};

/** The organiser's payments (spec 001 payments tab and vendor detail; docs/decisions.md 72). */
@ApiTags('Admin')
@AdminOnly()
@Controller('admin')
export class AdminPaymentsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('payments')
  @ApiOperation({
    summary:
      'Zahlungen: je Händler Standgebühr, bezahlt, offen, letzte Zahlung; dazu die Rückerstattungen',
  })
  @ApiOkResponse({ type: AdminPaymentsDto })
  @AlsoFor('cashier', 'reader')
  async listPayments(): Promise<AdminPaymentsDto> {
    const [vendors, refunds] = await Promise.all([
      this.queryBus.execute(new GetVendorMailDataQuery(null)),
      this.queryBus.execute(new ListRefundsQuery()),
    ]);
    const accounts = await this.queryBus.execute(new ListVendorAccountsQuery([...vendors.keys()]));
    return {
      vendors: [...vendors.values()]
        .sort((a, b) => a.name.localeCompare(b.name, 'de-AT') || a.id.localeCompare(b.id))
        .map((vendor) => {
          const account = accounts.get(vendor.id)!;
          return {
            vendorId: vendor.id,
            name: vendor.name,
            email: vendor.email,
            accessCode: vendor.accessCode,
            boothNumber: vendor.boothNumber,
            areaName: vendor.areaName,
            status: vendor.status,
            isBlocked: vendor.isBlocked,
            totalAmount: account.totalAmount,
            paidAmount: account.paidAmount,
            openAmount: account.openAmount,
            depositPaid: account.depositPaid,
            paymentMethod: account.paymentMethod,
            paidAt: account.paidAt?.toISOString() ?? null,
            lastPaymentAt: account.lastPaymentAt?.toISOString() ?? null,
            refundDueAmount: account.refundDueAmount,
          };
        }),
      refunds: refunds.map((refund) => ({
        ...refund,
        vendorName: vendors.get(refund.vendorId)?.name ?? null,
        createdAt: refund.createdAt.toISOString(),
        refundedAt: refund.refundedAt?.toISOString() ?? null,
      })),
    };
  }

  @Get('payment-readiness')
  @ApiOperation({
    summary:
      'Was noch fehlt, bevor Händler per Überweisung zahlen (Bankverbindung: Kontoinhaber, IBAN, BIC) und Rechnungen erhalten (Rechnungsdaten gespeichert); je Punkt der Reiter, in dem er behoben wird',
  })
  @ApiOkResponse({ type: PaymentReadinessDto })
  @AlsoFor('cashier', 'reader')
  async getPaymentReadiness(): Promise<PaymentReadinessDto> {
    const [market, invoiceSettings] = await Promise.all([
      this.queryBus.execute(new GetMarketSettingsQuery()),
      this.queryBus.execute(new GetInvoiceSettingsQuery()),
    ]);
    return { items: paymentReadiness(market, invoiceSettings) };
  }

  @Get('vendors/:id/payments')
  @ApiOperation({ summary: 'Das Zahlungskonto eines Händlers mit allen Buchungen' })
  @ApiOkResponse({ type: AdminVendorAccountDto })
  @AlsoFor('cashier', 'reader')
  async vendorPayments(@Param('id', AdminVendorIdPipe) id: string): Promise<AdminVendorAccountDto> {
    return AdminVendorAccountDto.forAdmin(await this.account(id));
  }

  @Post('vendors/:id/cash-payment')
  @OneActionWithinWindow()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Barzahlung verbuchen: der angegebene Betrag (Cent) oder der offene Betrag; vollständig bezahlt heißt sofort „Bezahlt“; was den offenen Betrag übersteigt, wird zugleich als Rückerstattung vorgemerkt; 409, wenn nichts offen ist',
  })
  @ApiOkResponse({ type: CashPaymentResultDto })
  @ApiErrors(409)
  @AlsoFor('cashier')
  async recordCashPayment(
    @Param('id', AdminVendorIdPipe) id: string,
    @Body() body: AdminPaymentDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<CashPaymentResultDto> {
    const { account, excess } = await this.commandBus.execute(
      new RecordCashPaymentCommand(
        id,
        body.amount ?? null,
        body.description ?? null,
        admin.displayName,
      ),
    );
    return {
      message: cashPaymentMessage(excess),
      excessAmount: excess,
      vendorStatus: (await this.queryBus.execute(new GetVendorStatusQuery(id))) ?? 'pending',
      account: AdminVendorAccountDto.forAdmin(account),
    };
  }

  @Post('vendors/:id/bank-transfer')
  @OneActionWithinWindow()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Überweisung verbuchen (Betrag in Cent, Valutadatum, Verwendungszweck, Notiz): das Geld ist schon da und wird auch verbucht, wenn nichts offen ist; was den offenen Betrag übersteigt, wird zugleich als Rückerstattung vorgemerkt; vollständig bezahlt heißt „Bezahlt“ und die Rechnung folgt; 409 für gesperrte Händler',
  })
  @ApiOkResponse({ type: BankTransferResultDto })
  @ApiErrors(409)
  @AlsoFor('cashier')
  async recordBankTransfer(
    @Param('id', AdminVendorIdPipe) id: string,
    @Body() body: BankTransferDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<BankTransferResultDto> {
    const { account, excess } = await this.commandBus.execute(
      new RecordBankTransferCommand(
        id,
        body.amount,
        body.valueDate,
        body.reference || null,
        body.note || null,
        admin.displayName,
      ),
    );
    return {
      message: bankTransferMessage(excess),
      excessAmount: excess,
      vendorStatus: (await this.queryBus.execute(new GetVendorStatusQuery(id))) ?? 'pending',
      account: AdminVendorAccountDto.forAdmin(account),
    };
  }

  @Post('vendors/:id/payment')
  @OneActionWithinWindow()
  @ApiOperation({
    summary:
      'Kartenzahlung per SumUp: Checkout über den offenen oder angegebenen Betrag (Cent); die Seite als QR-Code zeigen; was beim Bezahlen den offenen Betrag übersteigt, wird als Rückerstattung vorgemerkt; 409, wenn nichts offen ist',
  })
  @ApiCreatedResponse({ type: CardPaymentCreatedDto })
  @ApiErrors(409, 502)
  @AlsoFor('cashier')
  async startCardPayment(
    @Param('id', AdminVendorIdPipe) id: string,
    @Body() body: AdminPaymentDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<CardPaymentCreatedDto> {
    const { payment, deepLink } = await this.commandBus.execute(
      new StartCardPaymentCommand(
        id,
        body.amount ?? null,
        body.description ?? null,
        admin.displayName,
      ),
    );
    return {
      message: PAYMENT_MESSAGES.cardPaymentCreated,
      paymentId: payment.id,
      checkoutId: payment.checkoutId!,
      amount: payment.amount,
      checkoutUrl: payment.checkoutUrl,
      deepLink,
      validUntil: payment.validUntil?.toISOString() ?? null,
    };
  }

  @Get('vendors/:id/payment-status')
  @ApiOperation({
    summary:
      'Zahlungsstatus: liest die offenen SumUp-Checkouts des Händlers bei SumUp und verbucht bezahlte genau einmal',
  })
  @ApiOkResponse({ type: PaymentStatusResultDto })
  @ApiErrors(502)
  @AlsoFor('cashier')
  async paymentStatus(
    @Param('id', AdminVendorIdPipe) id: string,
    @Query() query: PaymentStatusQueryDto,
  ): Promise<PaymentStatusResultDto> {
    await this.account(id);
    const payment = await this.commandBus.execute(
      new CheckCardPaymentCommand(id, query.checkoutId ?? null),
    );
    const [vendorStatus, account] = await Promise.all([
      this.queryBus.execute(new GetVendorStatusQuery(id)),
      this.account(id),
    ]);
    return {
      status: payment.status,
      checkoutId: payment.checkoutId!,
      amount: payment.amount,
      vendorStatus: vendorStatus ?? 'pending',
      account: AdminVendorAccountDto.forAdmin(account),
    };
  }

  @Post('refunds/:id/refunded')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Rückerstattung als erledigt verbuchen (mit Notiz, wie erstattet wurde)',
  })
  @ApiOkResponse({ type: RefundResultDto })
  @ApiErrors(409)
  @AlsoFor('cashier')
  async markRefunded(
    @Param('id', EntryIdPipe) id: string,
    @Body() body: RefundMadeDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<RefundResultDto> {
    const account = await this.commandBus.execute(
      new MarkRefundMadeCommand(id, body.note, body.method ?? null, admin.displayName),
    );
    return {
      message: PAYMENT_MESSAGES.refundBooked,
      account: AdminVendorAccountDto.forAdmin(account),
    };
  }

  /** The vendor's account; 404 when the vendor does not exist. */
  private async account(vendorId: string): Promise<VendorAccount> {
    const account = await this.queryBus.execute(new GetVendorAccountQuery(vendorId));
    if (!account) throw new NotFoundException(ADMIN_MESSAGES.vendorNotFound);
    return account;
  }
}
