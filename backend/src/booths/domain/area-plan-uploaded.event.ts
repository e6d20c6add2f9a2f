import { DomainEvent } from '../../shared/events/domain-event.js';

/**
 * The organiser uploaded an area's plan image. The file's name stays out of the payload (it may
 * name a person); its type, size and the PDF page are enough for the log.
 */
export class AreaPlanUploadedEvent extends DomainEvent<{
  code: string;
  /** What was uploaded (application/pdf when a page was rendered) and what is served. */
  sourceMediaType: string;
  mediaType: string;
  widthPx: number;
  heightPx: number;
  /** The PDF page rendered; null for an image. */
  page: number | null;
  contentHash: string;
  /** The plan size set from the image's aspect ratio, when the area had none. */
  planSizeSet: { widthCm: number; depthCm: number } | null;
}> {
  static readonly TYPE = 'booths.area-plan-uploaded.v1';
  readonly type = AreaPlanUploadedEvent.TYPE;
  readonly aggregateType = 'booth-area';
}
