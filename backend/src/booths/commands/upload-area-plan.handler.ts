import { createHash } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ADMIN_MESSAGES, FLOOR_PLAN_LIMITS } from '@standl/contracts';
import { Clock } from '../../shared/clock/clock.js';
import { NotFoundError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { AreaPlan } from '../domain/area-plan.entity.js';
import { AreaPlanUploadedEvent } from '../domain/area-plan-uploaded.event.js';
import { BoothArea } from '../domain/booth-area.entity.js';
import { readPlanFile } from '../plan-images/read-plan-file.js';
import { UploadAreaPlanCommand } from './upload-area-plan.command.js';

/** The width an area's plan gets from its first image when the organiser set none. */
const DEFAULT_PLAN_WIDTH_CM = 4_000;

/** A plan size with the image's aspect ratio, 40 m wide, within the limits. */
export function planSizeFromImage(widthPx: number, heightPx: number) {
  const depth = Math.round((DEFAULT_PLAN_WIDTH_CM * heightPx) / widthPx);
  return {
    widthCm: DEFAULT_PLAN_WIDTH_CM,
    depthCm: Math.min(FLOOR_PLAN_LIMITS.maxPlanCm, Math.max(FLOOR_PLAN_LIMITS.minPlanCm, depth)),
  };
}

@CommandHandler(UploadAreaPlanCommand)
export class UploadAreaPlanHandler implements ICommandHandler<UploadAreaPlanCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly clock: Clock,
  ) {}

  async execute({ areaId, file, page, admin }: UploadAreaPlanCommand): Promise<void> {
    // Read and sanitise (or render the PDF page) before the transaction: no lock is held while
    // the CPU works on the file.
    const image = await readPlanFile(file.bytes, page);
    const contentHash = createHash('sha256').update(image.content).digest('hex');

    await this.transaction.run(async ({ em, record }) => {
      const area = await em.findOne(
        BoothArea,
        { id: areaId },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (!area) throw new NotFoundError(ADMIN_MESSAGES.boothAreaNotFound);

      const stored = {
        mediaType: image.mediaType,
        content: image.content,
        widthPx: image.widthPx,
        heightPx: image.heightPx,
        sourceName: file.name.slice(0, 200),
        sourceMediaType: image.sourceMediaType,
        contentHash,
        uploadedAt: this.clock.now(),
        uploadedBy: admin.slice(0, 100),
      };
      const existing = await em.findOne(AreaPlan, { area: area.id });
      if (existing) em.assign(existing, stored);
      else em.create(AreaPlan, { area, ...stored });

      let planSizeSet: { widthCm: number; depthCm: number } | null = null;
      if (area.planWidthCm === null) {
        planSizeSet = planSizeFromImage(image.widthPx, image.heightPx);
        area.planWidthCm = planSizeSet.widthCm;
        area.planDepthCm = planSizeSet.depthCm;
      }
      record(
        new AreaPlanUploadedEvent(String(area.id), {
          code: area.code,
          sourceMediaType: image.sourceMediaType,
          mediaType: image.mediaType,
          widthPx: image.widthPx,
          heightPx: image.heightPx,
          page: image.sourceMediaType === 'application/pdf' ? page : null,
          contentHash,
          planSizeSet,
        }),
      );
    }, admin);
  }
}
