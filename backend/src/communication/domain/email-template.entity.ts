import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import {
  EMAIL_TEMPLATE_CATEGORIES,
  type EmailTemplateCategory,
  type MailPurpose,
} from '@standl/contracts';

/** An e-mail template the organiser edits (spec 001 section 3). */
@Entity({ tableName: 'email_template' })
export class EmailTemplate {
  [OptionalProps]?: 'id' | 'purpose';

  @PrimaryKey()
  id!: number;

  @Property({ length: 100 })
  name!: string;

  @Enum({ items: () => EMAIL_TEMPLATE_CATEGORIES })
  category!: EmailTemplateCategory;

  @Property({ length: 300 })
  subject!: string;

  @Property({ type: 'text' })
  content!: string;

  /** The automatic mail that uses this template (one template per purpose); null for free ones. */
  @Unique()
  @Property({ length: 50, nullable: true })
  purpose: MailPurpose | null = null;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz' })
  updatedAt!: Date;
}
