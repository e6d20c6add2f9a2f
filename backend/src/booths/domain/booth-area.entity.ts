import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

/** A bookable area of the castle (Arkadenhof, Rittersaal, ...); its stalls are Booth rows. */
@Entity({ tableName: 'booth_area' })
export class BoothArea {
  [OptionalProps]?: 'allowSelfSelection';

  @PrimaryKey()
  id!: number;

  @Unique()
  @Property({ length: 5 })
  code!: string;

  @Property({ length: 100 })
  name!: string;

  /** Stall fee in cents (DECISIONS 4). */
  @Property()
  price!: number;

  /** Whether vendors may pick stalls of this area themselves (otherwise admin assignment only). */
  @Property()
  allowSelfSelection: boolean = true;
}
