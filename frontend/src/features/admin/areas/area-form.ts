import {
  ADMIN_MESSAGES,
  FLOOR_PLAN_LIMITS,
  FLOOR_PLAN_MESSAGES,
  STALL_ATTRIBUTE_KINDS,
  type AdminBoothAreaDto,
  type AreaSurcharges,
  type StallAttributeKind,
  type UpdateBoothAreaDto,
} from '@standl/contracts';
import { parseEuroToCents } from '../../../lib/money';

/**
 * The edit dialog's inputs as typed: the prices in euros ('150' or '150,50'; the price per metre
 * may stay empty), the count as text.
 */
export interface AreaFormValues {
  name: string;
  price: string;
  pricePerMeter: string;
  totalBooths: string;
  /** The surcharges per stall attribute (issue 32) in euros; empty is none. */
  surcharges: Record<StallAttributeKind, string>;
}

export type AreaFormErrors = Partial<
  Record<Exclude<keyof AreaFormValues, 'surcharges'> | `surcharge.${StallAttributeKind}`, string>
>;

export const MAX_AREA_NAME_LENGTH = 100;
export const MAX_BOOTHS_PER_AREA = 99;
export const MAX_AREA_PRICE_CENTS = 10_000_000;
export const PRICE_DECIMALS_MESSAGE = 'Bitte höchstens zwei Nachkommastellen angeben';

const euroText = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

export function areaFormValues(area: AdminBoothAreaDto): AreaFormValues {
  return {
    name: area.name,
    price: euroText(area.price),
    pricePerMeter: area.pricePerMeter === null ? '' : euroText(area.pricePerMeter),
    totalBooths: String(area.totalBooths),
    surcharges: Object.fromEntries(
      STALL_ATTRIBUTE_KINDS.map((kind) => [kind, euroText(area.surcharges[kind])]),
    ) as Record<StallAttributeKind, string>,
  };
}

interface PriceMessages {
  invalid: string;
  tooHigh: string;
}

const PRICE_MESSAGES: PriceMessages = {
  invalid: ADMIN_MESSAGES.areaPriceInvalid,
  tooHigh: ADMIN_MESSAGES.areaPriceTooHigh,
};

const PRICE_PER_METER_MESSAGES: PriceMessages = {
  invalid: ADMIN_MESSAGES.areaPricePerMeterInvalid,
  tooHigh: ADMIN_MESSAGES.areaPricePerMeterTooHigh,
};

const SURCHARGE_MESSAGES: PriceMessages = {
  invalid: FLOOR_PLAN_MESSAGES.surchargeInvalid,
  tooHigh: FLOOR_PLAN_MESSAGES.surchargeTooHigh,
};

function priceError(
  input: string,
  messages: PriceMessages,
  maxCents = MAX_AREA_PRICE_CENTS,
): string | undefined {
  const value = input.trim();
  if (/^\d+[.,]\d{3,}$/.test(value)) return PRICE_DECIMALS_MESSAGE;
  const cents = parseEuroToCents(value);
  if (cents === null) return messages.invalid;
  if (cents > maxCents) return messages.tooHigh;
  return undefined;
}

function boothsError(input: string): string | undefined {
  const value = input.trim();
  const count = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(count >= 1)) return ADMIN_MESSAGES.areaBoothsMin;
  if (count > MAX_BOOTHS_PER_AREA) return ADMIN_MESSAGES.areaBoothsMax;
  return undefined;
}

/** The server's rules for an area edit (spec 001 section 5, docs/decisions.md 39). */
export function validateAreaForm(values: AreaFormValues): AreaFormErrors {
  const name = values.name.trim();
  const errors: AreaFormErrors = {
    name: !name
      ? ADMIN_MESSAGES.areaNameRequired
      : name.length > MAX_AREA_NAME_LENGTH
        ? ADMIN_MESSAGES.areaNameTooLong
        : undefined,
    price: priceError(values.price, PRICE_MESSAGES),
    // Optional: empty is no price per metre.
    pricePerMeter: values.pricePerMeter.trim()
      ? priceError(values.pricePerMeter, PRICE_PER_METER_MESSAGES)
      : undefined,
    totalBooths: boothsError(values.totalBooths),
    // Empty is no surcharge.
    ...Object.fromEntries(
      STALL_ATTRIBUTE_KINDS.map((kind) => [
        `surcharge.${kind}`,
        values.surcharges[kind].trim()
          ? priceError(
              values.surcharges[kind],
              SURCHARGE_MESSAGES,
              FLOOR_PLAN_LIMITS.maxSurchargeCents,
            )
          : undefined,
      ]),
    ),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message));
}

/**
 * The PATCH body for valid values: name, prices in cents (no price per metre: null), count and
 * the surcharges in cents (empty: 0).
 */
export function areaUpdateBody(values: AreaFormValues): UpdateBoothAreaDto {
  return {
    name: values.name.trim(),
    price: parseEuroToCents(values.price) ?? 0,
    pricePerMeter: parseEuroToCents(values.pricePerMeter),
    totalBooths: Number(values.totalBooths.trim()),
    surcharges: Object.fromEntries(
      STALL_ATTRIBUTE_KINDS.map((kind) => [kind, parseEuroToCents(values.surcharges[kind]) ?? 0]),
    ) as AreaSurcharges,
  };
}
