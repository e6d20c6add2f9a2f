import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ADMIN_MESSAGES,
  FLOOR_PLAN_MESSAGES,
  type StallPlacement,
  stallInsidePlan,
  stallsOverlap,
} from '@standl/contracts';
import { ConflictError, DomainError, NotFoundError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { BoothArea } from '../domain/booth-area.entity.js';
import { BoothLayoutUpdatedEvent } from '../domain/booth-layout-updated.event.js';
import { Booth } from '../domain/booth.entity.js';
import { placementOf } from '../queries/stall-record.js';
import { UpdateBoothLayoutCommand } from './update-booth-layout.command.js';

type Changed = BoothLayoutUpdatedEvent['payload']['changed'];

const FIELDS = [
  ['widthCm', 'widthCm'],
  ['depthCm', 'depthCm'],
  ['rotationDeg', 'rotationDeg'],
  ['powerAmps', 'powerAmps'],
  ['water', 'hasWater'],
  ['covered', 'isCovered'],
  ['vehicleAccess', 'vehicleAccess'],
] as const;

@CommandHandler(UpdateBoothLayoutCommand)
export class UpdateBoothLayoutHandler implements ICommandHandler<UpdateBoothLayoutCommand> {
  constructor(private readonly transaction: DomainTransaction) {}

  execute({ boothId, change, admin }: UpdateBoothLayoutCommand) {
    return this.transaction.run(async ({ em, record }) => {
      const found = await em.findOne(Booth, { id: boothId }, { fields: ['id', 'area'] });
      if (!found) throw new NotFoundError(ADMIN_MESSAGES.boothNotFound);
      // The area's row lock puts every layout change of the area (and its plan size) in a
      // line: the overlap check below reads the other stalls only after the lock is held, so
      // two moves into the same spot cannot both pass it.
      const area = await em.findOneOrFail(
        BoothArea,
        { id: found.area.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      const booth = await em.findOneOrFail(Booth, { id: boothId }, { refresh: true });

      const changed: Changed = {};
      for (const [key, column] of FIELDS) {
        const value = change[key];
        if (value === undefined || value === booth[column]) continue;
        (changed as Record<string, unknown>)[key] = { from: booth[column], to: value };
        (booth as unknown as Record<string, unknown>)[column] = value;
      }
      const from = booth.planXCm === null ? null : { xCm: booth.planXCm, yCm: booth.planYCm! };
      if (
        change.placement !== undefined &&
        (change.placement?.xCm !== from?.xCm || change.placement?.yCm !== from?.yCm)
      ) {
        const to = change.placement && { xCm: change.placement.xCm, yCm: change.placement.yCm };
        changed.placement = { from, to };
        booth.planXCm = to?.xCm ?? null;
        booth.planYCm = to?.yCm ?? null;
      }
      if (Object.keys(changed).length === 0) return { changed: false };

      const geometryChanged = ['placement', 'widthCm', 'depthCm', 'rotationDeg'].some(
        (key) => key in changed,
      );
      if (booth.planXCm !== null && geometryChanged) {
        if (booth.widthCm === null || booth.depthCm === null)
          throw new DomainError(FLOOR_PLAN_MESSAGES.stallSizeMissing);
        if (area.planWidthCm === null || area.planDepthCm === null)
          throw new ConflictError(FLOOR_PLAN_MESSAGES.planMissing);
        const placement = placementOf(booth)!;
        if (!stallInsidePlan(placement, { widthCm: area.planWidthCm, depthCm: area.planDepthCm }))
          throw new DomainError(FLOOR_PLAN_MESSAGES.outsidePlan);
        const overlapped = await this.firstOverlap(em, area.id, booth.id, placement);
        if (overlapped) throw new ConflictError(FLOOR_PLAN_MESSAGES.overlaps(overlapped));
      }

      record(
        new BoothLayoutUpdatedEvent(String(booth.id), {
          boothNumber: booth.number,
          areaCode: area.code,
          changed,
        }),
      );
      return { changed: true };
    }, admin);
  }

  /** The number of the first other placed stall of the area the placement overlaps. */
  private async firstOverlap(
    em: EntityManager,
    areaId: number,
    boothId: number,
    placement: StallPlacement,
  ): Promise<string | null> {
    const others = await em.find(
      Booth,
      { area: areaId, id: { $ne: boothId }, planXCm: { $ne: null } },
      { orderBy: { number: 'asc' }, refresh: true },
    );
    for (const other of others) {
      const theirs = placementOf(other);
      if (theirs && stallsOverlap(placement, theirs)) return other.number;
    }
    return null;
  }
}
