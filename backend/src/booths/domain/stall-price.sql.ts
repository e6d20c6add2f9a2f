/**
 * The stall fee rule of `stallPriceDetail` / `stallPriceTotal` (libs/contracts floor-plan.ts) as
 * SQL on a stall `b` and its area `a`, without parameters. Plain SQL on purpose: the statements
 * that fix a vendor's fee (hold, reserve, occupy) decide races in one conditional update, so the
 * fee must be computed inside that statement from the rows it locks (docs/decisions.md 300).
 * test/stall-price-rule.int-spec.ts checks both expressions against `stallPriceDetail` case by
 * case on a real database.
 */

/**
 * The base: width × price per metre, rounded half up to the cent, when both are known; else the
 * area's price. In bigint: 20 m × 100.000,00 € per metre overflows an integer before dividing.
 */
const BASE_SQL = `(case when b.width_cm is not null and a.price_per_meter is not null
    then ((b.width_cm::bigint * a.price_per_meter + 50) / 100)::int
    else a.price end)`;

/** Each attribute's surcharge, in the order of STALL_ATTRIBUTE_KINDS: [has it, area column]. */
const SURCHARGES = [
  ['power', 'b.power_amps is not null', 'a.surcharge_power'],
  ['water', 'b.has_water', 'a.surcharge_water'],
  ['covered', 'b.is_covered', 'a.surcharge_covered'],
  ['vehicleAccess', 'b.vehicle_access', 'a.surcharge_vehicle_access'],
] as const;

/** The stall's fee in cents (an integer): base plus the surcharges of its attributes. */
export const STALL_PRICE_TOTAL_SQL = `(${BASE_SQL}${SURCHARGES.map(
  ([, has, amount]) => ` + (case when ${has} and ${amount} > 0 then ${amount} else 0 end)`,
).join('')})`;

/** The fee's detail as jsonb `{ base, surcharges: [{ kind, amount, powerAmps? }] }`. */
export const STALL_PRICE_DETAIL_SQL = `jsonb_build_object('base', ${BASE_SQL}, 'surcharges',
  to_jsonb(array_remove(array[${SURCHARGES.map(
    ([kind, has, amount]) =>
      `case when ${has} and ${amount} > 0 then jsonb_build_object('kind', '${kind}', 'amount', ${amount}${
        kind === 'power' ? `, 'powerAmps', b.power_amps` : ''
      }) end`,
  ).join(', ')}]::jsonb[], null)))`;

/**
 * The `set` of an update that fixes the agreed fee and its detail on stall `b` (area `a`): kept
 * when `keep` holds and a fee is already agreed (the same vendor holds or has the stall), else
 * the fee of now. `keep` is SQL that may take parameters: it is written twice, so its parameters
 * must be passed twice, in the order of `agreedPriceParams`.
 */
export function fixAgreedPriceSql(keep: string): string {
  return `agreed_price = case when (${keep}) and b.agreed_price is not null then b.agreed_price
      else ${STALL_PRICE_TOTAL_SQL} end,
    agreed_price_detail = case when (${keep}) and b.agreed_price is not null
      then b.agreed_price_detail else ${STALL_PRICE_DETAIL_SQL} end`;
}

/** The parameters of `fixAgreedPriceSql(keep)`: those of `keep`, twice. */
export function agreedPriceParams(keepParams: readonly unknown[]): unknown[] {
  return [...keepParams, ...keepParams];
}

/** The `set` that clears a stall's agreed fee and its detail together. */
export const CLEAR_AGREED_PRICE_SQL = 'agreed_price = null, agreed_price_detail = null';

/**
 * The `set` of a released hold: the fee and its detail stay only while a vendor has the stall
 * (`stall`: the stall's alias in the statement, or '' for none).
 */
export function keepAgreedPriceIfTakenSql(stall = ''): string {
  const column = (name: string) => (stall ? `${stall}.${name}` : name);
  return `agreed_price = case when ${column('vendor_id')} is null then null else ${column('agreed_price')} end,
    agreed_price_detail = case when ${column('vendor_id')} is null then null
      else ${column('agreed_price_detail')} end`;
}
