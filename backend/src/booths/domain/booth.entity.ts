import {
  Entity,
  Enum,
  Index,
  ManyToOne,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { BOOTH_STATUSES, type BoothStatus } from '@standl/contracts';
import { BoothArea } from './booth-area.entity.js';

export const RESERVATION_TYPES = ['vendor', 'manual_name'] as const;
export type ReservationType = (typeof RESERVATION_TYPES)[number];

/** Stall numbers are the area code and a two-digit position: AK-01, AK-02, ... */
export function boothNumber(areaCode: string, position: number): string {
  return `${areaCode}-${String(position).padStart(2, '0')}`;
}

/** One stall. The booth owns which vendor occupies it (ARCHITECTURE: one owner per fact). */
@Entity({ tableName: 'booth' })
@Index({ properties: ['area', 'status'] })
export class Booth {
  [OptionalProps]?:
    | 'status'
    | 'vendorId'
    | 'reservedName'
    | 'reservationType'
    | 'reservedBy'
    | 'reservedAt'
    | 'locationDescription';

  @PrimaryKey()
  id!: number;

  @ManyToOne(() => BoothArea, { deleteRule: 'restrict' })
  area!: BoothArea;

  @Unique()
  @Property({ length: 10 })
  number!: string;

  @Enum({ items: () => BOOTH_STATUSES, default: 'available' })
  status: BoothStatus = 'available';

  @Property({ type: 'uuid', nullable: true })
  vendorId: string | null = null;

  @Property({ length: 200, nullable: true })
  reservedName: string | null = null;

  @Enum({ items: () => RESERVATION_TYPES, default: 'vendor' })
  reservationType: ReservationType = 'vendor';

  @Property({ length: 100, nullable: true })
  reservedBy: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  reservedAt: Date | null = null;

  /** Free text where the stall is (used for area SO). */
  @Property({ length: 500, nullable: true })
  locationDescription: string | null = null;
}
