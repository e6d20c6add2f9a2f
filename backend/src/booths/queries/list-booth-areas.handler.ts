import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { Clock } from '../../shared/clock/clock.js';
import { FREE_BOOTH_SQL } from '../domain/booth.entity.js';
import { type BoothAreaSummary, ListBoothAreasQuery } from './list-booth-areas.query.js';

interface AreaRow {
  id: number;
  code: string;
  name: string;
  price: number;
  price_per_meter: number | null;
  allow_self_selection: boolean;
  closed_for_selection: boolean;
  total_booths: number | string;
  free_stalls: number | string;
  plan_width_cm: number | null;
  plan_depth_cm: number | null;
  surcharge_power: number;
  surcharge_water: number;
  surcharge_covered: number;
  surcharge_vehicle_access: number;
  image_media_type: string | null;
  image_width_px: number | null;
  image_height_px: number | null;
  image_source_name: string | null;
  image_source_media_type: string | null;
  image_content_hash: string | null;
  image_uploaded_at: Date | string | null;
  image_uploaded_by: string | null;
}

/**
 * A projection in SQL, not entities, on purpose: the public map and Home read it on every visit
 * (issue 17, docs/decisions.md 90). The plan image's bytes are not read here.
 */
@QueryHandler(ListBoothAreasQuery)
export class ListBoothAreasHandler implements IQueryHandler<ListBoothAreasQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<BoothAreaSummary[]> {
    const rows = await this.em.execute<AreaRow[]>(
      `select a.id, a.code, a.name, a.price, a.price_per_meter, a.allow_self_selection,
              a.closed_for_selection,
              (select count(*) from booth b where b.area_id = a.id) as total_booths,
              (select count(*) from booth b where b.area_id = a.id and ${FREE_BOOTH_SQL})
                as free_stalls,
              a.plan_width_cm, a.plan_depth_cm, a.surcharge_power, a.surcharge_water,
              a.surcharge_covered, a.surcharge_vehicle_access,
              p.media_type as image_media_type, p.width_px as image_width_px,
              p.height_px as image_height_px, p.source_name as image_source_name,
              p.source_media_type as image_source_media_type,
              p.content_hash as image_content_hash, p.uploaded_at as image_uploaded_at,
              p.uploaded_by as image_uploaded_by
         from booth_area a
         left join area_plan p on p.area_id = a.id
        order by a.id`,
      [this.clock.now()],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      code: row.code,
      name: row.name,
      price: Number(row.price),
      pricePerMeter: row.price_per_meter === null ? null : Number(row.price_per_meter),
      allowSelfSelection: row.allow_self_selection,
      closedForSelection: row.closed_for_selection,
      totalBooths: Number(row.total_booths),
      freeStalls: Number(row.free_stalls),
      plan:
        row.plan_width_cm === null || row.plan_depth_cm === null
          ? null
          : { widthCm: Number(row.plan_width_cm), depthCm: Number(row.plan_depth_cm) },
      surcharges: {
        power: Number(row.surcharge_power),
        water: Number(row.surcharge_water),
        covered: Number(row.surcharge_covered),
        vehicleAccess: Number(row.surcharge_vehicle_access),
      },
      planImage:
        row.image_content_hash === null
          ? null
          : {
              mediaType: row.image_media_type!,
              widthPx: Number(row.image_width_px),
              heightPx: Number(row.image_height_px),
              sourceName: row.image_source_name!,
              sourceMediaType: row.image_source_media_type!,
              contentHash: row.image_content_hash,
              uploadedAt: new Date(row.image_uploaded_at!),
              uploadedBy: row.image_uploaded_by!,
            },
    }));
  }
}
