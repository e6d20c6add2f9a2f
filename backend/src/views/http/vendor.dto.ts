import { ApiProperty } from '@nestjs/swagger';
import { VendorWaitlistDto, VendorWaitlistOfferDto } from '../../waitlist/index.js';
import { PAYMENT_METHODS, VENDOR_LANGUAGES, type VendorLanguage } from '@standl/contracts';
import { StallPriceDetailDto, type VendorBooth } from '../../booths/index.js';
import { LiftAppointmentDto } from '../../lift/index.js';
import { InvoiceDto, type VendorAccount, VendorAccountDto } from '../../payments/index.js';
import { MarketSettingsDto } from '../../market/index.js';
import {
  BOOTH_ASSIGNMENT_PREFERENCES,
  statusOfVendor,
  totalAmountOf,
  VENDOR_STATUSES,
  type VendorRecord,
  type VendorStatus,
  WithdrawalDto,
} from '../../registration/index.js';
import { ApiCents } from '../../shared/http/api-money.js';

export class VendorBoothAreaDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'AK' }) code!: string;
  @ApiProperty({ example: 'Arkadenhof' }) name!: string;
  @ApiCents('Standgebühr mit Zuschlägen, wie beim Reservieren oder Zuweisen vereinbart', 15000)
  price!: number;
}

export class VendorBoothDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'AK-07' }) number!: string;
  @ApiProperty({ type: String, nullable: true }) locationDescription!: string | null;
  @ApiProperty({ type: VendorBoothAreaDto }) area!: VendorBoothAreaDto;

  @ApiProperty({ description: 'Nur reserviert, bis die Anzahlung bezahlt ist' })
  isHeld!: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  holdExpiresAt!: string | null;

  @ApiProperty({
    type: StallPriceDetailDto,
    nullable: true,
    description:
      'Woraus sich die Standgebühr (area.price) zusammensetzt; null bei einer Gebühr, die vor den Zuschlägen vereinbart wurde',
  })
  priceDetail!: StallPriceDetailDto | null;

  static from(booth: VendorBooth): VendorBoothDto {
    return {
      id: booth.id,
      number: booth.number,
      locationDescription: booth.locationDescription,
      area: { ...booth.area },
      isHeld: booth.holdExpiresAt !== null,
      holdExpiresAt: booth.holdExpiresAt?.toISOString() ?? null,
      priceDetail: booth.priceDetail && StallPriceDetailDto.from(booth.priceDetail),
    };
  }
}

/** What a vendor sees of their own registration (never of another vendor). */
export class VendorDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty() phone!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ example: '7K3QZ9XW2M' }) accessCode!: string;

  @ApiProperty({ enum: VENDOR_STATUSES, enumName: 'VendorStatus' })
  status!: VendorStatus;

  @ApiProperty({ enum: BOOTH_ASSIGNMENT_PREFERENCES, enumName: 'BoothAssignmentPreference' })
  boothAssignmentPreference!: 'admin' | 'self';

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Zugewiesener oder reservierter Standplatz',
  })
  boothId!: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Bei der Anmeldung gewählter Standplatz',
  })
  selectedBoothId!: number | null;

  @ApiCents('Bezahlt (aus dem Zahlungsjournal)', 1000)
  paymentAmount!: number;
  @ApiCents(
    'Gesamtbetrag (Standgebühr des Bereichs; nach einem Rücktritt die Rücktrittsgebühr)',
    15000,
  )
  totalAmount!: number;
  @ApiCents('Anzahlung; 0, solange keine einging', 1000)
  downPaymentAmount!: number;
  @ApiProperty() downPaymentPaid!: boolean;
  @ApiProperty({
    enum: PAYMENT_METHODS,
    description: 'Art der zuletzt eingegangenen Zahlung (bank_transfer, solange nichts einging)',
  })
  paymentMethod!: (typeof PAYMENT_METHODS)[number];

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Ende der Standplatz-Reservierung',
  })
  boothReservationExpiry!: string | null;

  @ApiProperty({ type: String, nullable: true }) billingStreet!: string | null;
  @ApiProperty({ type: String, nullable: true }) billingCity!: string | null;
  @ApiProperty({ type: String, nullable: true }) billingPostalCode!: string | null;
  @ApiProperty({ example: 'Österreich' }) billingCountry!: string;
  @ApiProperty({
    description:
      "Zugestimmt, im öffentlichen Ausstellerverzeichnis 'Aussteller {Jahr}' zu erscheinen",
  })
  directoryConsent!: boolean;
  @ApiProperty({
    enum: VENDOR_LANGUAGES,
    enumName: 'VendorLanguage',
    description: 'Sprache der E-Mails an den Händler (de: Deutsch, en: Englisch)',
  })
  language!: VendorLanguage;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;

  /** `money`: the vendor's account in the payments ledger, the one owner of amounts paid. */
  static from(vendor: VendorRecord, booth: VendorBooth | null, money: VendorMoney): VendorDto {
    return {
      id: vendor.id,
      name: vendor.name,
      email: vendor.email,
      phone: vendor.phone,
      description: vendor.description,
      accessCode: vendor.accessCode,
      status: statusOfVendor(vendor, booth, money.paidAmount),
      boothAssignmentPreference: vendor.boothAssignmentPreference,
      boothId: booth && !booth.holdExpiresAt ? booth.id : null,
      selectedBoothId: vendor.selectedBoothId,
      paymentAmount: money.paidAmount,
      // Without a stall the ledger's total: a withdrawn vendor's fee, else 0.
      totalAmount: booth ? totalAmountOf(booth) : money.totalAmount,
      downPaymentAmount: money.depositAmount,
      downPaymentPaid: money.depositPaid,
      paymentMethod: money.paymentMethod,
      boothReservationExpiry: booth?.holdExpiresAt?.toISOString() ?? null,
      billingStreet: vendor.billingStreet,
      billingCity: vendor.billingCity,
      billingPostalCode: vendor.billingPostalCode,
      billingCountry: vendor.billingCountry,
      directoryConsent: vendor.directoryConsent,
      language: vendor.language,
      createdAt: vendor.createdAt.toISOString(),
    };
  }
}

/** What the vendor DTOs show of an account of the payments ledger. */
export type VendorMoney = Pick<
  VendorAccount,
  'totalAmount' | 'paidAmount' | 'depositAmount' | 'depositPaid' | 'paymentMethod'
>;

/** The organiser's account for the remaining balance (dashboard 'Zahlung'). */
export class BankDetailsDto {
  @ApiProperty() accountHolder!: string;
  @ApiProperty({ example: 'AT61 1904 3002 3457 3201' }) iban!: string;
  @ApiProperty({ type: String, nullable: true }) bic!: string | null;
  @ApiProperty({ type: String, nullable: true }) bankName!: string | null;

  @ApiProperty({
    example: 'ABCDE-12345',
    description:
      'Verwendungszweck für die Überweisung: der Zugangscode des Händlers, formatiert (docs/decisions.md 226)',
  })
  reference!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example:
      'BCD\n002\n1\nSCT\nBKAUATWW\nBurgverein\nAT611904300234573201\nEUR140.00\n\n\nABCDE-12345',
    description:
      'Text des EPC-QR-Codes (EPC069-12, „Zahlen mit Code“) über den offenen Betrag; null, wenn nichts offen ist',
  })
  epcQrPayload!: string | null;
}

export class VendorStatusDto {
  @ApiProperty({ type: VendorDto }) vendor!: VendorDto;
  @ApiProperty({ type: VendorBoothDto, nullable: true }) booth!: VendorBoothDto | null;
  @ApiProperty({ type: [LiftAppointmentDto] }) liftAppointments!: LiftAppointmentDto[];
  @ApiProperty({ type: MarketSettingsDto }) marketSettings!: MarketSettingsDto;

  @ApiProperty({
    type: BankDetailsDto,
    nullable: true,
    description: 'Fehlt, solange der Veranstalter keine Bankverbindung eingetragen hat',
  })
  bankDetails!: BankDetailsDto | null;

  @ApiProperty({ type: String, nullable: true, description: 'Link zur offenen SumUp-Zahlung' })
  sumupCheckoutUrl!: string | null;

  @ApiProperty({
    type: VendorAccountDto,
    description: 'Gesamt, bezahlt, offen und die Buchungen (Dashboard „Zahlung“)',
  })
  account!: VendorAccountDto;

  @ApiProperty({
    type: InvoiceDto,
    nullable: true,
    description:
      'Die gültige Rechnung dieser Saison (Dashboard „Rechnung“); fehlt bis zur Ausstellung',
  })
  invoice!: InvoiceDto | null;

  @ApiProperty({
    type: VendorWaitlistDto,
    nullable: true,
    description: 'Die Warteliste, auf der der Händler steht, mit seiner Position',
  })
  waitlist!: VendorWaitlistDto | null;

  @ApiProperty({
    type: VendorWaitlistOfferDto,
    nullable: true,
    description: 'Das offene Angebot der Warteliste (der Link zum Annehmen kommt per E-Mail)',
  })
  waitlistOffer!: VendorWaitlistOfferDto | null;

  @ApiProperty({
    type: WithdrawalDto,
    nullable: true,
    description: 'Der Rücktritt mit Gebühr und Erstattung; null, solange die Anmeldung gilt',
  })
  withdrawal!: WithdrawalDto | null;
}
