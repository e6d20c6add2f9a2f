import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { formatEuro } from '@standl/contracts';

/**
 * An amount in cents in the OpenAPI document: the unit said in the description, with an
 * example (the admin routes and every answer count in cents; only the vendor's deposit routes
 * take euros, and say so themselves).
 */
export function ApiCents(what: string, example: number, options: ApiPropertyOptions = {}) {
  return ApiProperty({
    ...options,
    type: 'integer',
    description: `${what}. In Cent (ganzzahlig, ${example} = ${formatEuro(example).replace('\u00a0', ' ')})`,
    example,
  } as ApiPropertyOptions);
}

/** A stall area's price per metre of frontage, or null (answers of the public and admin areas). */
export function ApiPricePerMeter() {
  return ApiCents(
    'Preis pro Laufmeter (null: keiner); gilt erst für Plätze mit einer Breite',
    2500,
    { nullable: true },
  );
}
