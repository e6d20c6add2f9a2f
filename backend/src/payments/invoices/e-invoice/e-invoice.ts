import type { Invoice as EInvoiceData } from '@e-invoice-eu/core';
import type { ValidateFunction } from 'ajv/dist/2019.js';
import { SMALL_AMOUNT_INVOICE_NOTE, SMALL_BUSINESS_NOTE } from '@standl/contracts';
import { assertOutsideTransaction } from '../../../shared/database/outside-transaction.js';
import { basisPointsToDecimal, centsToDecimal } from '../domain/invoice-amounts.js';
import { isSmallAmountInvoice } from '../domain/invoice-form.js';
import type { InvoiceServiceLocation } from '../domain/invoice.entity.js';
import { type InvoicePrint, printedLines } from '../rendering/invoice-pdf.js';
import { sampleInvoice } from '../rendering/sample-invoice.js';

/**
 * The EN 16931 e-invoice (part 5 of issue 12) with `@e-invoice-eu/core`: the same stored facts as
 * the PDF mapped to the semantic model (BT-/BG- numbers below), written as UN/CEFACT CII
 * (`CII`), and embedded into the PDF as a Factur-X EN 16931 hybrid (PDF/A-3 with
 * `factur-x.xml`). The library checks the data against its JSON schema of the model
 * (cardinalities, code lists, required fields of the profile) and throws when it does not fit.
 * Everything runs in-process: nothing is fetched.
 */

/** The library's logger: it only warns about deprecated input. */
const quiet = { log() {}, warn() {}, error() {} };

/**
 * The library with its dependencies (a PDF library, a spreadsheet reader, an XML writer) takes a
 * quarter of a second to load and tens of MB (issue 34): loaded with the first invoice, by
 * `compileEInvoiceChecks` or a rendering, not when the app starts.
 */
interface Library {
  core: typeof import('@e-invoice-eu/core');
  factory: InstanceType<(typeof import('@e-invoice-eu/core'))['FormatFactoryService']>;
  Ajv2019: (typeof import('ajv/dist/2019.js'))['Ajv2019'];
}
let library: Library | undefined;

async function loadLibrary(): Promise<Library> {
  if (!library) {
    const [core, { Ajv2019 }] = await Promise.all([
      import('@e-invoice-eu/core'),
      import('ajv/dist/2019.js'),
    ]);
    library = { core, factory: new core.FormatFactoryService(), Ajv2019 };
  }
  return library;
}

function loadedLibrary(): Library {
  if (!library) throw new Error('E-Rechnung: zuerst compileEInvoiceChecks() aufrufen');
  return library;
}

const validators = new Map<string, ValidateFunction>();

type Format = 'CII' | 'Factur-X-EN16931';
const FORMATS: readonly Format[] = ['CII', 'Factur-X-EN16931'];

/**
 * The library compiles its schema on every call (~250 ms); compiled once per format here, the
 * same steps as `InvoiceService.generate` (validate with defaults, fill defaults, generate).
 */
function validated(data: EInvoiceData, format: Format) {
  const { core, factory, Ajv2019 } = loadedLibrary();
  const formatter = factory.createFormatService(format, quiet);
  const name = factory.normalizeFormat(format);
  let validate = validators.get(name);
  if (!validate) {
    const ajv = new Ajv2019({ strict: true, allErrors: true, useDefaults: true });
    const schema = structuredClone(core.invoiceSchema);
    formatter.patchSchema(schema);
    validate = ajv.compile(schema);
    validators.set(name, validate);
  }
  const invoice = new core.ValidationService(quiet).validate<EInvoiceData>(
    'invoice data',
    validate as ValidateFunction<EInvoiceData>,
    structuredClone(data),
  );
  return { formatter, name, invoice };
}

async function generate(
  data: EInvoiceData,
  format: Format,
  pdf?: Buffer,
): Promise<string | Uint8Array> {
  assertOutsideTransaction('E-Rechnung erzeugen');
  await loadLibrary();
  const { formatter, name, invoice } = validated(data, format);
  formatter.fillInvoiceDefaults(invoice);
  referPrecedingInvoice(formatter, invoice);
  return formatter.generate(invoice, {
    format: name,
    lang: 'de-at',
    ...(pdf ? { pdf: { buffer: pdf, filename: 'rechnung.pdf', mimetype: 'application/pdf' } } : {}),
  });
}

/**
 * Checks the invoice against the e-invoice model of both documents (CII and Factur-X) without
 * rendering anything: throws what `renderCii` and `embedFacturX` would throw for these data.
 * The issue runs it before it takes a number, so an invoice that could not become an e-invoice
 * is never issued; only the validation, in memory and quick, runs inside the transaction, after
 * `compileEInvoiceChecks` loaded the library.
 */
export function checkEInvoice(invoice: EInvoicePrint): void {
  const data = eInvoiceData(invoice);
  for (const format of FORMATS) validated(data, format);
}

/**
 * Loads the library and compiles the schemas `checkEInvoice` uses (~0.5 s once per process),
 * before a transaction.
 */
export async function compileEInvoiceChecks(): Promise<void> {
  await loadLibrary();
  if (validators.size < FORMATS.length) checkEInvoice(sampleInvoice());
}

type CiiTree = Record<string, Record<string, Record<string, Record<string, unknown>>>>;

/**
 * BT-25/26 (preceding invoice) in CII: the library's CII mapping reads `cbc:ID` directly under
 * `cac:BillingReference` while its schema nests it in `cac:InvoiceDocumentReference`, so the
 * reference is lost. Added here through the formatter's `postProcess` hook (which both CII and
 * Factur-X run): `ram:InvoiceReferencedDocument` after the monetary summation, as the schema
 * orders it.
 */
function referPrecedingInvoice(formatter: object, invoice: EInvoiceData): void {
  const reference =
    invoice['ubl:Invoice']['cac:BillingReference']?.[0]?.['cac:InvoiceDocumentReference'];
  if (!reference) return;
  const hooked = formatter as { postProcess(cii: CiiTree): void };
  const postProcess = hooked.postProcess.bind(formatter);
  hooked.postProcess = (cii) => {
    postProcess(cii);
    const settlement =
      cii['rsm:CrossIndustryInvoice']!['rsm:SupplyChainTradeTransaction']![
        'ram:ApplicableHeaderTradeSettlement'
      ]!;
    settlement['ram:InvoiceReferencedDocument'] = {
      'ram:IssuerAssignedID': reference['cbc:ID'],
      ...(reference['cbc:IssueDate']
        ? {
            'ram:FormattedIssueDateTime': {
              'qdt:DateTimeString': reference['cbc:IssueDate'].replace(/-/g, ''),
              'qdt:DateTimeString@format': '102',
            },
          }
        : {}),
    };
  };
}

/** The invoice as CII XML (EN 16931 syntax binding), UTF-8. */
export async function renderCii(invoice: EInvoicePrint): Promise<string> {
  return (await generate(eInvoiceData(invoice), 'CII')) as string;
}

/** The PDF with the CII embedded as `factur-x.xml` (Factur-X / ZUGFeRD EN 16931, PDF/A-3b). */
export async function embedFacturX(invoice: EInvoicePrint, pdf: Buffer): Promise<Buffer> {
  return Buffer.from(await generate(eInvoiceData(invoice), 'Factur-X-EN16931', pdf));
}

export type EInvoicePrint = InvoicePrint & {
  /** The market's address: where the service (the stall) is delivered. */
  serviceLocation: InvoiceServiceLocation;
};

type Amount = string;
const EUR = 'EUR' as const;

/** The model wants at least one line; an invoice always prints one (`printedLines`). */
function nonEmpty<T>(items: T[]): [T, ...T[]] {
  if (items.length === 0) throw new Error('an invoice needs a line');
  return items as [T, ...T[]];
}

/**
 * Stored invoice → EN 16931 semantic model (the library's UBL-shaped JSON). A cancellation
 * invoice is a credit note (381, BT-3) referencing the original (BT-25/26) with the amounts as
 * positive values, as the standard writes credit notes; the PDF prints them negative.
 */
export function eInvoiceData(invoice: EInvoicePrint): EInvoiceData {
  const { issuer, recipient } = invoice;
  const credit = invoice.kind === 'cancellation';
  const abs = (cents: number): Amount => centsToDecimal(credit ? -cents : cents);
  const standard = invoice.vatMode === 'standard';
  const category = standard
    ? {
        'cbc:ID': 'S' as const,
        'cbc:Percent': basisPointsToDecimal(invoice.vatRate),
        'cac:TaxScheme': { 'cbc:ID': 'VAT' },
      }
    : { 'cbc:ID': 'E' as const, 'cbc:Percent': '0', 'cac:TaxScheme': { 'cbc:ID': 'VAT' } };

  // BT-31 (the UID) or else BT-32 (the tax number, 'FC' in CII): one of them (BR-S-02, BR-E-02).
  const sellerTaxScheme = issuer.uid
    ? { 'cbc:CompanyID': issuer.uid, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }
    : issuer.taxNumber
      ? { 'cbc:CompanyID': issuer.taxNumber, 'cac:TaxScheme': { 'cbc:ID': 'FC' } }
      : null;

  const smallAmount = isSmallAmountInvoice(recipient);
  const notes = [
    ...(smallAmount && !credit ? [SMALL_AMOUNT_INVOICE_NOTE] : []),
    ...(standard ? [] : [SMALL_BUSINESS_NOTE]),
    ...(credit && invoice.cancellationReason ? [`Grund: ${invoice.cancellationReason}`] : []),
    ...(issuer.footer ? [issuer.footer] : []),
  ];
  const paid = credit ? 0 : invoice.paidAmount;
  const due = credit ? 0 : invoice.amountDue;

  const data: EInvoiceData = {
    'ubl:Invoice': {
      // BT-1, BT-2, BT-3, BT-5
      'cbc:ID': invoice.number,
      'cbc:IssueDate': invoice.issueDate,
      'cbc:InvoiceTypeCode': credit ? '381' : '380',
      // BT-22 as one note: the library writes several as repeated <ram:Content> in one
      // <ram:IncludedNote>, which the CII schema refuses.
      ...(notes.length ? { 'cbc:Note': [notes.join('\n')] } : {}),
      'cbc:DocumentCurrencyCode': EUR,
      // BT-10: buyer reference, the stall.
      'cbc:BuyerReference': invoice.boothNumber,
      // BG-14: the market period.
      ...(invoice.periodStart && invoice.periodEnd
        ? {
            'cac:InvoicePeriod': {
              'cbc:StartDate': invoice.periodStart,
              'cbc:EndDate': invoice.periodEnd,
            },
          }
        : {}),
      // BG-3: the invoice a credit note cancels.
      ...(credit && invoice.cancelsNumber
        ? {
            'cac:BillingReference': [
              {
                'cac:InvoiceDocumentReference': {
                  'cbc:ID': invoice.cancelsNumber,
                  ...(invoice.cancelsIssueDate
                    ? { 'cbc:IssueDate': invoice.cancelsIssueDate }
                    : {}),
                },
              },
            ],
          }
        : {}),
      // BG-4 seller
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          ...(issuer.email
            ? { 'cbc:EndpointID': issuer.email, 'cbc:EndpointID@schemeID': 'EM' as const }
            : {}),
          'cac:PostalAddress': {
            'cbc:StreetName': issuer.street,
            'cbc:CityName': issuer.city,
            'cbc:PostalZone': issuer.postalCode,
            'cac:Country': { 'cbc:IdentificationCode': issuer.countryCode as 'AT' },
          },
          ...(sellerTaxScheme ? { 'cac:PartyTaxScheme': [sellerTaxScheme] as [never] } : {}),
          'cac:PartyLegalEntity': {
            'cbc:RegistrationName': issuer.legalName,
            // BT-30 without a UID: the tax office's number identifies the seller (BR-CO-26; the
            // library does not map BT-29 for the seller).
            ...(!issuer.uid && issuer.taxNumber ? { 'cbc:CompanyID': issuer.taxNumber } : {}),
            ...(issuer.companyRegister ? { 'cbc:CompanyLegalForm': issuer.companyRegister } : {}),
          },
          ...(issuer.email || issuer.phone
            ? {
                'cac:Contact': {
                  ...(issuer.phone ? { 'cbc:Telephone': issuer.phone } : {}),
                  ...(issuer.email ? { 'cbc:ElectronicMail': issuer.email } : {}),
                },
              }
            : {}),
        },
      },
      // BG-7 buyer
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          ...(recipient.email
            ? { 'cbc:EndpointID': recipient.email, 'cbc:EndpointID@schemeID': 'EM' as const }
            : {}),
          // BG-8: only the country (BT-55) is required; a Kleinbetragsrechnung has no address.
          'cac:PostalAddress': {
            ...(recipient.street ? { 'cbc:StreetName': recipient.street } : {}),
            ...(recipient.city ? { 'cbc:CityName': recipient.city } : {}),
            ...(recipient.postalCode ? { 'cbc:PostalZone': recipient.postalCode } : {}),
            'cac:Country': { 'cbc:IdentificationCode': recipient.countryCode as 'AT' },
          },
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': recipient.name },
        },
      },
      // BG-13/BG-15: the stall is delivered at the market.
      'cac:Delivery': {
        'cac:DeliveryLocation': {
          'cac:Address': {
            'cbc:StreetName': invoice.serviceLocation.street,
            'cbc:CityName': invoice.serviceLocation.city,
            'cbc:PostalZone': invoice.serviceLocation.postalCode,
            'cac:Country': {
              'cbc:IdentificationCode': invoice.serviceLocation.countryCode as 'AT',
            },
          },
        },
      },
      // BG-16: SEPA credit transfer to the organiser's account, while money is due.
      ...(issuer.bank && due > 0
        ? {
            'cac:PaymentMeans': [
              {
                'cbc:PaymentMeansCode': '58' as const,
                'cbc:PaymentID': invoice.number,
                'cac:PayeeFinancialAccount': {
                  'cbc:ID': issuer.bank.iban,
                  'cbc:Name': issuer.bank.accountHolder,
                  ...(issuer.bank.bic
                    ? { 'cac:FinancialInstitutionBranch': { 'cbc:ID': issuer.bank.bic } }
                    : {}),
                },
              },
            ],
          }
        : {}),
      // BG-23 VAT breakdown, BT-110
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': abs(invoice.vatAmount),
          'cbc:TaxAmount@currencyID': EUR,
          'cac:TaxSubtotal': [
            {
              'cbc:TaxableAmount': abs(invoice.netAmount),
              'cbc:TaxableAmount@currencyID': EUR,
              'cbc:TaxAmount': abs(invoice.vatAmount),
              'cbc:TaxAmount@currencyID': EUR,
              'cac:TaxCategory': standard
                ? category
                : {
                    ...category,
                    // BT-120: why no VAT (BR-E-10); no VATEX code names this exemption.
                    'cbc:TaxExemptionReason': SMALL_BUSINESS_NOTE,
                  },
            },
          ],
        },
      ],
      // BG-22 document totals: BT-106, 109, 112, 113, 115
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': abs(invoice.netAmount),
        'cbc:LineExtensionAmount@currencyID': EUR,
        'cbc:TaxExclusiveAmount': abs(invoice.netAmount),
        'cbc:TaxExclusiveAmount@currencyID': EUR,
        'cbc:TaxInclusiveAmount': abs(invoice.grossAmount),
        'cbc:TaxInclusiveAmount@currencyID': EUR,
        ...(paid
          ? { 'cbc:PrepaidAmount': centsToDecimal(paid), 'cbc:PrepaidAmount@currencyID': EUR }
          : {}),
        'cbc:PayableAmount': centsToDecimal(credit ? -invoice.grossAmount : due),
        'cbc:PayableAmount@currencyID': EUR,
      },
      // BG-25: the stall for the season, then a line per surcharge (their nets add up to BT-106).
      'cac:InvoiceLine': nonEmpty(
        printedLines(invoice).map((line, index) => ({
          'cbc:ID': String(index + 1),
          'cbc:InvoicedQuantity': '1',
          'cbc:InvoicedQuantity@unitCode': 'C62' as const,
          'cbc:LineExtensionAmount': abs(line.net),
          'cbc:LineExtensionAmount@currencyID': EUR,
          ...(invoice.periodStart && invoice.periodEnd
            ? {
                'cac:InvoicePeriod': {
                  'cbc:StartDate': invoice.periodStart,
                  'cbc:EndDate': invoice.periodEnd,
                },
              }
            : {}),
          'cac:Item': {
            'cbc:Name': line.description,
            'cac:ClassifiedTaxCategory': category,
          },
          'cac:Price': {
            'cbc:PriceAmount': abs(line.net),
            'cbc:PriceAmount@currencyID': EUR,
          },
        })),
      ),
    },
  };
  return data;
}
