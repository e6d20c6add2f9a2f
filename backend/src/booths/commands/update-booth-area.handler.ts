import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ADMIN_MESSAGES,
  FLOOR_PLAN_MESSAGES,
  STALL_ATTRIBUTE_KINDS,
  type StallAttributeKind,
  stallInsidePlan,
} from '@standl/contracts';
import { Clock } from '../../shared/clock/clock.js';
import { ConflictError, NotFoundError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { BoothArea } from '../domain/booth-area.entity.js';
import { BoothAreaUpdatedEvent } from '../domain/booth-area-updated.event.js';
import { Booth, boothNumber, FREE_BOOTH_SQL } from '../domain/booth.entity.js';
import { placementOf } from '../queries/stall-record.js';
import { type BoothAreaChange, UpdateBoothAreaCommand } from './update-booth-area.command.js';

type Changed = BoothAreaUpdatedEvent['payload']['changed'];

const SURCHARGE_FIELDS = {
  power: 'surchargePower',
  water: 'surchargeWater',
  covered: 'surchargeCovered',
  vehicleAccess: 'surchargeVehicleAccess',
} as const satisfies Record<StallAttributeKind, keyof BoothArea>;

interface TopBoothRow {
  id: number;
  number: string;
  free: boolean;
}

/**
 * The numeric part of booth.number (AK-07 → 7), in SQL: the numbering and the removal order need
 * it in the database (max, order by … limit … for update), which the ORM's filters cannot say.
 */
const POSITION_SQL = `cast(substring(b.number from '[0-9]+$') as integer)`;

@CommandHandler(UpdateBoothAreaCommand)
export class UpdateBoothAreaHandler implements ICommandHandler<UpdateBoothAreaCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly clock: Clock,
  ) {}

  execute({ areaId, change, admin }: UpdateBoothAreaCommand) {
    return this.transaction.run(async ({ em, record }) => {
      // Locks the area row: edits of one area run one after the other (counts and numbering).
      const area = await em.findOne(
        BoothArea,
        { id: areaId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!area) throw new NotFoundError(ADMIN_MESSAGES.boothAreaNotFound);

      const changed: Changed = {};
      let addedBooths: string[] = [];
      let removedBooths: string[] = [];

      if (change.totalBooths !== undefined) {
        const current = await em.count(Booth, { area: area.id });
        if (change.totalBooths > current) {
          addedBooths = await this.addBooths(em, area, change.totalBooths - current);
        } else if (change.totalBooths < current) {
          removedBooths = await this.removeBooths(em, area, current - change.totalBooths);
        }
        if (change.totalBooths !== current)
          changed.totalBooths = { from: current, to: change.totalBooths };
      }
      if (change.name !== undefined && change.name !== area.name) {
        changed.name = { from: area.name, to: change.name };
        area.name = change.name;
      }
      if (change.price !== undefined && change.price !== area.price) {
        changed.price = { from: area.price, to: change.price };
        area.price = change.price;
      }
      if (change.pricePerMeter !== undefined && change.pricePerMeter !== area.pricePerMeter) {
        changed.pricePerMeter = { from: area.pricePerMeter, to: change.pricePerMeter };
        area.pricePerMeter = change.pricePerMeter;
      }
      if (
        change.allowSelfSelection !== undefined &&
        change.allowSelfSelection !== area.allowSelfSelection
      ) {
        // Existing holds stay: only new holds check the flag (HoldBoothCommand).
        changed.allowSelfSelection = {
          from: area.allowSelfSelection,
          to: change.allowSelfSelection,
        };
        area.allowSelfSelection = change.allowSelfSelection;
      }

      if (
        change.closedForSelection !== undefined &&
        change.closedForSelection !== area.closedForSelection
      ) {
        // Existing holds stay, as with self-selection; the waiting list reacts to the event.
        changed.closedForSelection = {
          from: area.closedForSelection,
          to: change.closedForSelection,
        };
        area.closedForSelection = change.closedForSelection;
      }

      await this.changePlanSize(em, area, change.plan, changed);
      for (const kind of STALL_ATTRIBUTE_KINDS) {
        const amount = change.surcharges?.[kind];
        const field = SURCHARGE_FIELDS[kind];
        if (amount === undefined || amount === area[field]) continue;
        // Only stalls agreed from now on pay it: held and taken ones keep their agreed fee.
        changed[field] = { from: area[field], to: amount };
        area[field] = amount;
      }

      if (Object.keys(changed).length > 0) {
        record(
          new BoothAreaUpdatedEvent(String(area.id), {
            code: area.code,
            changed,
            addedBooths,
            removedBooths,
          }),
        );
      }
      return { addedBooths, removedBooths };
    }, admin);
  }

  /**
   * Sets or removes the plan size. A size some placed stall would not lie on entirely is refused
   * (409): the organiser moves the stall first. The area's row lock keeps placements still.
   */
  private async changePlanSize(
    em: EntityManager,
    area: BoothArea,
    plan: BoothAreaChange['plan'],
    changed: Changed,
  ): Promise<void> {
    if (plan === undefined) return;
    const from =
      area.planWidthCm === null ? null : { widthCm: area.planWidthCm, depthCm: area.planDepthCm! };
    if (from?.widthCm === plan?.widthCm && from?.depthCm === plan?.depthCm) return;
    if (plan) {
      const placed = await em.find(
        Booth,
        { area: area.id, planXCm: { $ne: null } },
        { refresh: true },
      );
      const off = placed.some((booth) => {
        const placement = placementOf(booth);
        return placement !== null && !stallInsidePlan(placement, plan);
      });
      if (off) throw new ConflictError(FLOOR_PLAN_MESSAGES.outsidePlan);
    }
    changed.planSize = { from, to: plan && { widthCm: plan.widthCm, depthCm: plan.depthCm } };
    area.planWidthCm = plan?.widthCm ?? null;
    area.planDepthCm = plan?.depthCm ?? null;
  }

  /** New free stalls numbered after the area's highest number (AK-25, AK-26, ...). */
  private async addBooths(em: EntityManager, area: BoothArea, count: number): Promise<string[]> {
    // Plain SQL on purpose: an aggregate over a computed position (docs/decisions.md 39).
    const [{ highest }] = await em.execute<{ highest: number | null }[]>(
      `select max(${POSITION_SQL}) as highest from booth b where b.area_id = ?`,
      [area.id],
    );
    const start = Number(highest ?? 0) + 1;
    const numbers = Array.from({ length: count }, (_, i) => boothNumber(area.code, start + i));
    for (const number of numbers) em.create(Booth, { area, number });
    await em.flush();
    return numbers;
  }

  /**
   * Removes the `count` highest-numbered stalls, all of which must be free. Their rows are locked
   * first, so a vendor holding or an organiser assigning one of them at this moment either
   * finished before (and the stall is refused here) or waits and then finds it gone; the delete
   * repeats the free condition and its count is checked as a second guard.
   */
  private async removeBooths(em: EntityManager, area: BoothArea, count: number): Promise<string[]> {
    const now = this.clock.now();
    // Plain SQL on purpose: locks the highest-numbered stalls by their computed position and
    // judges each against the rule "free" (docs/decisions.md 39, 194).
    const top = await em.execute<TopBoothRow[]>(
      `select b.id, b.number, (${FREE_BOOTH_SQL}) as free
       from booth b where b.area_id = ?
       order by ${POSITION_SQL} desc, b.id desc limit ? for update`,
      [now, area.id, count],
    );
    const inTheWay = top.filter((booth) => !booth.free).map((booth) => booth.number);
    if (inTheWay.length > 0) throw new ConflictError(ADMIN_MESSAGES.boothsNotFree(inTheWay.sort()));

    const ids = top.map((booth) => booth.id);
    // Plain SQL on purpose: the delete repeats the rule "free" as its condition, so a stall
    // taken meanwhile is not removed (race-deciding, docs/decisions.md 39, 194).
    const removed = await em.execute<{ number: string }[]>(
      `delete from booth b where b.id in (${ids.map(() => '?').join(', ')}) and ${FREE_BOOTH_SQL}
       returning b.number`,
      [...ids, now],
    );
    if (removed.length !== ids.length) {
      const gone = new Set(removed.map((booth) => booth.number));
      throw new ConflictError(
        ADMIN_MESSAGES.boothsNotFree(top.map((b) => b.number).filter((n) => !gone.has(n))),
      );
    }
    return top.map((booth) => booth.number).sort();
  }
}
