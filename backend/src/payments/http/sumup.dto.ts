import { ApiProperty } from '@nestjs/swagger';
import {
  IsIn,
  IsNumber,
  IsString,
  IsUUID,
  MaxLength,
  type ValidationArguments,
} from 'class-validator';
import { DEPOSIT_AMOUNT_CENTS, VENDOR_MESSAGES, VENDOR_STATUSES } from '@standl/contracts';

const DEPOSIT_EUROS = DEPOSIT_AMOUNT_CENTS / 100;

/** 1000 (the deposit in cents) or a fraction of a cent was sent in the wrong unit. */
function depositMessage({ value }: ValidationArguments): string {
  const fractionOfCent =
    typeof value === 'number' && Math.abs(value * 100 - Math.round(value * 100)) > 1e-6;
  const wrongUnit = value === DEPOSIT_AMOUNT_CENTS || fractionOfCent;
  return wrongUnit ? VENDOR_MESSAGES.depositWrongUnit : VENDOR_MESSAGES.depositAmount;
}

export class CreateCheckoutDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: VENDOR_MESSAGES.accessCodeNotFound })
  vendorId!: string;

  @ApiProperty({
    example: 10,
    description:
      'Anzahlung in Euro (immer 10 = 10,00 €), anders als die Cent-Beträge der Admin-Routen; 1000 oder Bruchteile eines Cents gelten als falsche Einheit („Ungültiger Betrag“)',
  })
  @IsIn([DEPOSIT_EUROS], { message: depositMessage })
  @IsNumber({}, { message: VENDOR_MESSAGES.depositAmount })
  amount!: number;
}

export class CheckoutCreatedDto {
  @ApiProperty({ description: 'SumUp-Checkout-ID' })
  checkout_id!: string;

  @ApiProperty({ description: 'Gehostete SumUp-Zahlungsseite', nullable: true, type: String })
  checkout_url!: string | null;
}

export class CheckPaymentDto {
  @ApiProperty({ enum: ['pending', 'paid', 'failed', 'expired'], enumName: 'PaymentStatus' })
  status!: 'pending' | 'paid' | 'failed' | 'expired';

  @ApiProperty({
    enum: VENDOR_STATUSES,
    enumName: 'VendorStatus',
    description: 'Status des Händlers nach der Prüfung',
  })
  vendorStatus!: (typeof VENDOR_STATUSES)[number];
}

export class SumUpWebhookDto {
  @ApiProperty({ example: 'CHECKOUT_STATUS_CHANGED' })
  @MaxLength(64)
  @IsString()
  event_type!: string;

  @ApiProperty({ description: 'Checkout-ID' })
  @MaxLength(64)
  @IsString()
  id!: string;
}

export class SumUpConfigDto {
  @ApiProperty({ enum: ['live', 'simulator'], description: 'simulator: ohne SumUp-Zugangsdaten' })
  mode!: 'live' | 'simulator';

  @ApiProperty({ type: String, nullable: true, description: 'Skript des SumUp-Karten-Widgets' })
  widgetScriptUrl!: string | null;

  @ApiProperty({
    description: 'Pfad des Simulators auf diesem Server (nur im Simulator-Modus)',
    type: String,
    nullable: true,
  })
  simulatorUrl!: string | null;
}

export class ProcessPaymentDto extends CreateCheckoutDto {
  @ApiProperty({ enum: ['sumup', 'cash'] })
  @IsIn(['sumup', 'cash'], { message: VENDOR_MESSAGES.paymentMethodRequired })
  method!: 'sumup' | 'cash';
}

export class ProcessPaymentResultDto {
  @ApiProperty({ enum: ['sumup', 'cash'] })
  method!: 'sumup' | 'cash';

  @ApiProperty({ type: String, nullable: true })
  checkoutId!: string | null;

  @ApiProperty({ type: String, nullable: true })
  checkoutUrl!: string | null;

  @ApiProperty({ description: 'Was nun geschieht' })
  message!: string;
}
