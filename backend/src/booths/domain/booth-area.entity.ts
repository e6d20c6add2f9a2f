import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

/** A bookable area of the castle (Arkadenhof, Rittersaal, ...); its stalls are Booth rows. */
@Entity({ tableName: 'booth_area' })
export class BoothArea {
  [OptionalProps]?:
    | 'allowSelfSelection'
    | 'pricePerMeter'
    | 'closedForSelection'
    | 'planWidthCm'
    | 'planDepthCm'
    | 'surchargePower'
    | 'surchargeWater'
    | 'surchargeCovered'
    | 'surchargeVehicleAccess';

  @PrimaryKey()
  id!: number;

  @Unique()
  @Property({ length: 5 })
  code!: string;

  @Property({ length: 100 })
  name!: string;

  /** Stall fee in cents (docs/decisions.md 185). */
  @Property()
  price!: number;

  /**
   * Cents per metre of frontage, or null: the fee of a stall with a width once the floor plan
   * gives stalls sizes (width × this). Until then every stall costs `price`.
   */
  @Property({ type: 'integer', nullable: true })
  pricePerMeter: number | null = null;

  /** Whether vendors may pick stalls of this area themselves (otherwise admin assignment only). */
  @Property()
  allowSelfSelection: boolean = true;

  /**
   * Closed by the organiser: no stall of the area can be picked, new registrations join the
   * area's waiting list, whose offers hand out the free stalls in order (docs/decisions.md 257).
   */
  @Property({ default: false })
  closedForSelection: boolean = false;

  /** The size of the site the plan shows, in centimetres; both null while the area has no plan. */
  @Property({ type: 'integer', nullable: true })
  planWidthCm: number | null = null;

  @Property({ type: 'integer', nullable: true })
  planDepthCm: number | null = null;

  /** Cents added to the fee of a stall with the attribute (0: none). */
  @Property({ default: 0 })
  surchargePower: number = 0;

  @Property({ default: 0 })
  surchargeWater: number = 0;

  @Property({ default: 0 })
  surchargeCovered: number = 0;

  @Property({ default: 0 })
  surchargeVehicleAccess: number = 0;
}
