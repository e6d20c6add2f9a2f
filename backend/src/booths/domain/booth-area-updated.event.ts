import { DomainEvent } from '../../shared/events/domain-event.js';

interface Change<T> {
  from: T;
  to: T;
}

/** The organiser edited an area: only the fields that changed, and the stalls added or removed. */
export class BoothAreaUpdatedEvent extends DomainEvent<{
  code: string;
  changed: {
    name?: Change<string>;
    price?: Change<number>;
    pricePerMeter?: Change<number | null>;
    totalBooths?: Change<number>;
    allowSelfSelection?: Change<boolean>;
    closedForSelection?: Change<boolean>;
    planSize?: Change<{ widthCm: number; depthCm: number } | null>;
    surchargePower?: Change<number>;
    surchargeWater?: Change<number>;
    surchargeCovered?: Change<number>;
    surchargeVehicleAccess?: Change<number>;
  };
  addedBooths: string[];
  removedBooths: string[];
}> {
  static readonly TYPE = 'booths.booth-area-updated.v1';
  readonly type = BoothAreaUpdatedEvent.TYPE;
  readonly aggregateType = 'booth-area';
}
