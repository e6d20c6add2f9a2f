import type {
  AdminPaymentVendorDto,
  AdminRefundDto,
  AdminInvoiceDto,
  InvoiceSettingsDto,
  BankStatementDto,
  BankStatementLineDto,
} from '@standl/contracts';

/** Test data of the payments tab. */
export function paymentVendor(
  overrides: Partial<AdminPaymentVendorDto> = {},
): AdminPaymentVendorDto {
  return {
    vendorId: '8c1f6f0e-0000-4000-8000-000000000001',
    name: 'Lebzelterei Moser',
    email: 'moser@example.at',
    accessCode: 'W1VZF81JSZ',
    boothNumber: 'AK-02',
    areaName: 'Arkaden',
    status: 'aufgebaut',
    isBlocked: false,
    totalAmount: 15_000,
    paidAmount: 1_000,
    openAmount: 14_000,
    depositPaid: true,
    paymentMethod: 'sumup',
    paidAt: null,
    lastPaymentAt: '2026-11-20T10:00:00.000Z',
    refundDueAmount: 0,
    ...overrides,
  };
}

export function refund(overrides: Partial<AdminRefundDto> = {}): AdminRefundDto {
  return {
    entryId: 'e1',
    vendorId: 'v1',
    vendorName: 'Glasbläserei Wieser',
    amount: 1_000,
    note: 'Anzahlung war bereits bezahlt: bitte erstatten',
    reference: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    refundedAt: null,
    refundNote: null,
    ...overrides,
  };
}

export function invoice(overrides: Partial<AdminInvoiceDto>): AdminInvoiceDto {
  return {
    id: overrides.number ?? 'i',
    number: '2026-0001',
    kind: 'invoice',
    state: 'issued',
    vendorId: 'v1',
    recipientName: 'Lebzelterei Moser',
    boothNumber: 'AK-02',
    marketYear: 2026,
    issueDate: '2026-11-25',
    issuedAt: '2026-11-25T10:00:00.000Z',
    grossAmount: 15_000,
    amountDue: 0,
    cancelsNumber: null,
    cancelledByNumber: null,
    issuedBy: 'system',
    ...overrides,
  };
}

export function invoiceSettings(overrides: Partial<InvoiceSettingsDto> = {}): InvoiceSettingsDto {
  return {
    configured: true,
    legalName: 'Burgverein Hochosterwitz',
    street: 'Hochosterwitz 1',
    postalCode: '9314',
    city: 'Launsdorf',
    country: 'Österreich',
    uid: 'ATU12345678',
    taxNumber: null,
    companyRegister: 'ZVR 123456789',
    email: null,
    phone: null,
    vatMode: 'standard',
    vatRate: 20,
    footer: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A credit line of a bank statement (issue 30): by default matched by reference. */
export function statementLine(overrides: Partial<BankStatementLineDto> = {}): BankStatementLineDto {
  return {
    id: 'l1',
    lineNumber: 1,
    bookingDate: '2026-11-24',
    valueDate: '2026-11-24',
    amount: 14_000,
    currency: 'EUR',
    payerName: 'Maria Moser',
    payerIban: 'AT483200000012345864',
    remittance: 'Standgebuehr W1VZF-81JSZ',
    entryReference: 'REF-1',
    state: 'open',
    match: 'reference',
    vendorId: '8c1f6f0e-0000-4000-8000-000000000001',
    candidates: [
      {
        vendorId: '8c1f6f0e-0000-4000-8000-000000000001',
        name: 'Lebzelterei Moser',
        boothNumber: 'AK-02',
        openAmount: 14_000,
      },
    ],
    effect: { openAmountAfter: 0, refundDueAfter: 0 },
    bookedBy: null,
    bookedAt: null,
    duplicateOf: null,
    ...overrides,
  };
}

export function bankStatement(overrides: Partial<BankStatementDto> = {}): BankStatementDto {
  return {
    id: 's1',
    fileName: 'auszug-november.xml',
    format: 'camt053',
    uploadedAt: '2026-11-25T09:00:00.000Z',
    uploadedBy: 'Anna Berger',
    lines: [statementLine()],
    report: [],
    ...overrides,
  };
}
