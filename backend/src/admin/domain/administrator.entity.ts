import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

@Entity({ tableName: 'administrator' })
export class Administrator {
  @PrimaryKey()
  id!: number;

  @Unique()
  @Property({ length: 50 })
  username!: string;

  @Property({ length: 255, hidden: true })
  passwordHash!: string;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;
}
