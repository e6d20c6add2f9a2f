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
