import { Query } from '@nestjs/cqrs';

export interface AreaPlanImage {
  mediaType: string;
  content: Buffer;
  /** SHA-256 of `content` in hex. */
  contentHash: string;
  widthPx: number;
  heightPx: number;
}

/** An area's plan image with its bytes; null when the area has none (or is unknown). */
export class GetAreaPlanImageQuery extends Query<AreaPlanImage | null> {
  constructor(readonly areaId: number) {
    super();
  }
}
