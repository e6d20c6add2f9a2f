import type { StallPlacement } from '@standl/contracts';
import { DomainEvent } from '../../shared/events/domain-event.js';

interface Change<T> {
  from: T;
  to: T;
}

/** The organiser placed, moved, sized or equipped a stall on the plan: only what changed. */
export class BoothLayoutUpdatedEvent extends DomainEvent<{
  boothNumber: string;
  areaCode: string;
  changed: {
    placement?: Change<Pick<StallPlacement, 'xCm' | 'yCm'> | null>;
    widthCm?: Change<number | null>;
    depthCm?: Change<number | null>;
    rotationDeg?: Change<number>;
    powerAmps?: Change<number | null>;
    water?: Change<boolean>;
    covered?: Change<boolean>;
    vehicleAccess?: Change<boolean>;
  };
}> {
  static readonly TYPE = 'booths.booth-layout-updated.v1';
  readonly type = BoothLayoutUpdatedEvent.TYPE;
  readonly aggregateType = 'booth';
}
