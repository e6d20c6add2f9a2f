import { Command } from '@nestjs/cqrs';

/**
 * The organiser uploads an area's plan (SVG, PNG, JPEG or a PDF page): read, checked and
 * sanitised before it is stored in place of the area's former image. An area without a plan size
 * gets one from the image's aspect ratio, 40 m wide.
 */
export class UploadAreaPlanCommand extends Command<void> {
  constructor(
    readonly areaId: number,
    readonly file: { name: string; bytes: Buffer },
    /** The PDF page, 1-based. */
    readonly page: number,
    readonly admin: string,
  ) {
    super();
  }
}
