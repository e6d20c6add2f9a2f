import { Entity, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { BoothArea } from './booth-area.entity.js';

/**
 * The site plan image of an area, kept in the database (no file store to back up or share
 * between instances). An uploaded PDF page is stored as the PNG it was rendered to; an SVG only
 * as sanitised (no scripts, no external references).
 */
@Entity({ tableName: 'area_plan' })
export class AreaPlan {
  @OneToOne(() => BoothArea, { primary: true, deleteRule: 'cascade' })
  area!: BoothArea;

  /** image/svg+xml, image/png or image/jpeg: what is served. */
  @Property({ length: 40 })
  mediaType!: string;

  @Property({ type: 'blob', lazy: true })
  content!: Buffer;

  @Property()
  widthPx!: number;

  @Property()
  heightPx!: number;

  /** The uploaded file's name and type (application/pdf when a PDF page was rendered). */
  @Property({ length: 200 })
  sourceName!: string;

  @Property({ length: 40 })
  sourceMediaType!: string;

  /** SHA-256 of `content` in hex: the image's version in its address and its ETag. */
  @Property({ length: 64 })
  contentHash!: string;

  @Property({ type: 'timestamptz' })
  uploadedAt!: Date;

  @Property({ length: 100 })
  uploadedBy!: string;
}
