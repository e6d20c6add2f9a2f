import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { type AreaPlanImage, GetAreaPlanImageQuery } from './get-area-plan-image.query.js';

interface PlanRow {
  media_type: string;
  content: Buffer | Uint8Array;
  content_hash: string;
  width_px: number;
  height_px: number;
}

@QueryHandler(GetAreaPlanImageQuery)
export class GetAreaPlanImageHandler implements IQueryHandler<GetAreaPlanImageQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ areaId }: GetAreaPlanImageQuery): Promise<AreaPlanImage | null> {
    // Plain SQL: the bytes as the driver gives them, never kept in the identity map.
    const [row] = await this.em.execute<PlanRow[]>(
      `select media_type, content, content_hash, width_px, height_px
         from area_plan where area_id = ?`,
      [areaId],
    );
    if (!row) return null;
    return {
      mediaType: row.media_type,
      content: Buffer.from(row.content),
      contentHash: row.content_hash,
      widthPx: Number(row.width_px),
      heightPx: Number(row.height_px),
    };
  }
}
