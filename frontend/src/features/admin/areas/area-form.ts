import { ADMIN_MESSAGES, type AdminBoothAreaDto, type UpdateBoothAreaDto } from '@standl/contracts';
import { parseEuroToCents } from '../../../lib/money';

/** The edit dialog's inputs as typed: the price in euros ('150' or '150,50'), the count as text. */
export interface AreaFormValues {
  name: string;
  price: string;
  totalBooths: string;
}

export type AreaFormErrors = Partial<Record<keyof AreaFormValues, string>>;

export const MAX_AREA_NAME_LENGTH = 100;
export const MAX_BOOTHS_PER_AREA = 99;
export const MAX_AREA_PRICE_CENTS = 10_000_000;
export const PRICE_DECIMALS_MESSAGE = 'Bitte höchstens zwei Nachkommastellen angeben';

export function areaFormValues(area: AdminBoothAreaDto): AreaFormValues {
  return {
    name: area.name,
    price: (area.price / 100).toFixed(2).replace('.', ','),
    totalBooths: String(area.totalBooths),
  };
}

function priceError(input: string): string | undefined {
  const value = input.trim();
  if (/^\d+[.,]\d{3,}$/.test(value)) return PRICE_DECIMALS_MESSAGE;
  const cents = parseEuroToCents(value);
  if (cents === null) return ADMIN_MESSAGES.areaPriceInvalid;
  if (cents > MAX_AREA_PRICE_CENTS) return ADMIN_MESSAGES.areaPriceTooHigh;
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
    price: priceError(values.price),
    totalBooths: boothsError(values.totalBooths),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message));
}

/** The PATCH body for valid values: name, price in cents and count. */
export function areaUpdateBody(values: AreaFormValues): UpdateBoothAreaDto {
  return {
    name: values.name.trim(),
    price: parseEuroToCents(values.price) ?? 0,
    totalBooths: Number(values.totalBooths.trim()),
  };
}
