import { Command } from '@nestjs/cqrs';

/** What the plan editor changes of a stall; undefined fields stay as they are. */
export interface BoothLayoutChange {
  /** The centre on the plan in cm; null takes the stall off the plan. */
  placement?: { xCm: number; yCm: number } | null;
  widthCm?: number;
  depthCm?: number;
  rotationDeg?: number;
  /** One of POWER_AMPS; null: no power connection. */
  powerAmps?: number | null;
  water?: boolean;
  covered?: boolean;
  vehicleAccess?: boolean;
}

/**
 * The organiser places, sizes, turns or equips a stall (plan editor). A placed stall must lie on
 * the plan (400) and overlap no other placed stall of its area (409, checked under a lock on the
 * area). A held or taken stall's agreed fee stays as agreed.
 */
export class UpdateBoothLayoutCommand extends Command<{ changed: boolean }> {
  constructor(
    readonly boothId: number,
    readonly change: BoothLayoutChange,
    readonly admin: string,
  ) {
    super();
  }
}
