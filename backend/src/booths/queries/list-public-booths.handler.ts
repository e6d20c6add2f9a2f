import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import type { BoothStatus } from '@standl/contracts';
import { ListPublicBoothsQuery, type PublicBooth } from './list-public-booths.query.js';
import { placementOf } from './stall-record.js';

interface BoothRow {
  id: number;
  number: string;
  area_id: number;
  area_code: string;
  status: BoothStatus;
  location_description: string | null;
  held: boolean;
  hold_expires_at: Date | string | null;
  plan_x_cm: number | null;
  plan_y_cm: number | null;
  width_cm: number | null;
  depth_cm: number | null;
  rotation_deg: number;
  power_amps: number | null;
  has_water: boolean;
  is_covered: boolean;
  vehicle_access: boolean;
  price: number;
  price_per_meter: number | null;
  surcharge_power: number;
  surcharge_water: number;
  surcharge_covered: number;
  surcharge_vehicle_access: number;
}

const numberOrNull = (value: number | null) => (value === null ? null : Number(value));

@QueryHandler(ListPublicBoothsQuery)
export class ListPublicBoothsHandler implements IQueryHandler<ListPublicBoothsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<PublicBooth[]> {
    // Plain SQL on purpose: the public stall map, read by everyone who reloads it in a rush
    // (issue 17, docs/decisions.md 90).
    const rows = await this.em.execute<BoothRow[]>(
      `select b.id, b.number, a.id as area_id, a.code as area_code, b.status,
              b.location_description, b.hold_vendor_id is not null as held, b.hold_expires_at,
              b.plan_x_cm, b.plan_y_cm, b.width_cm, b.depth_cm, b.rotation_deg, b.power_amps,
              b.has_water, b.is_covered, b.vehicle_access,
              a.price, a.price_per_meter, a.surcharge_power, a.surcharge_water,
              a.surcharge_covered, a.surcharge_vehicle_access
         from booth b
         join booth_area a on a.id = b.area_id
        where a.allow_self_selection
        order by a.id, b.number`,
    );
    return rows.map((row) => {
      const widthCm = numberOrNull(row.width_cm);
      const depthCm = numberOrNull(row.depth_cm);
      return {
        id: Number(row.id),
        number: row.number,
        areaId: Number(row.area_id),
        areaCode: row.area_code,
        status: row.status,
        locationDescription: row.location_description,
        held: row.held,
        holdExpiresAt: row.hold_expires_at === null ? null : new Date(row.hold_expires_at),
        placement: placementOf({
          planXCm: numberOrNull(row.plan_x_cm),
          planYCm: numberOrNull(row.plan_y_cm),
          widthCm,
          depthCm,
          rotationDeg: Number(row.rotation_deg),
        }),
        widthCm,
        depthCm,
        attributes: {
          powerAmps: numberOrNull(row.power_amps),
          water: row.has_water,
          covered: row.is_covered,
          vehicleAccess: row.vehicle_access,
        },
        areaPricing: {
          price: Number(row.price),
          pricePerMeter: numberOrNull(row.price_per_meter),
          surcharges: {
            power: Number(row.surcharge_power),
            water: Number(row.surcharge_water),
            covered: Number(row.surcharge_covered),
            vehicleAccess: Number(row.surcharge_vehicle_access),
          },
        },
      };
    });
  }
}
