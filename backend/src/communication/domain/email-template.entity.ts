import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import {
  EMAIL_TEMPLATE_CATEGORIES,
  type EmailTemplateCategory,
  type MailPurpose,
  type VendorLanguage,
} from '@standl/contracts';

/** A mail's subject and text in one language. */
export interface MailText {
  subject: string;
  content: string;
}

/**
 * The text a mail to a vendor of `language` uses (docs/decisions.md 352): `language` is the
 * language it is written in; `germanOnly` marks German sent to an English vendor because there
 * is no English text (the mail then carries a one-line English note on top).
 */
export interface LocalizedMailText extends MailText {
  language: VendorLanguage;
  germanOnly: boolean;
}

/**
 * The text for `language` of a German text and its optional English one: the English when the
 * vendor reads English and there is one, else the German (for an English vendor, marked
 * `germanOnly`).
 */
export function mailTextFor(
  german: MailText,
  english: MailText | null,
  language: VendorLanguage,
): LocalizedMailText {
  if (language === 'en' && english) return { ...english, language: 'en', germanOnly: false };
  return { ...german, language: 'de', germanOnly: language === 'en' };
}

/** A blank subject or text counts as none. */
function given(text: string | null | undefined): string | null {
  return text?.trim() ? text : null;
}

/**
 * An e-mail template the organiser edits (spec 001 section 3): German, and optionally English
 * (issue 33): subject and text together or neither, so a mail is never half English.
 */
@Entity({ tableName: 'email_template' })
export class EmailTemplate {
  [OptionalProps]?: 'id' | 'purpose' | 'subjectEn' | 'contentEn' | 'english';

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

  /** The English subject; null when the template has no English text. */
  @Property({ length: 300, nullable: true })
  subjectEn: string | null = null;

  /** The English text; null exactly when `subjectEn` is. */
  @Property({ type: 'text', nullable: true })
  contentEn: string | null = null;

  /** The automatic mail that uses this template (one template per purpose); null for free ones. */
  @Unique()
  @Property({ length: 50, nullable: true })
  purpose: MailPurpose | null = null;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz' })
  updatedAt!: Date;

  /** The English subject and text, or null when there is none. */
  get english(): MailText | null {
    return this.subjectEn !== null && this.contentEn !== null
      ? { subject: this.subjectEn, content: this.contentEn }
      : null;
  }

  /**
   * Sets the English subject and text; blank ones (or null) remove the English, so the template
   * is German only. The DTO refuses one without the other; here a half is none.
   */
  setEnglish(subject: string | null | undefined, content: string | null | undefined): void {
    const s = given(subject);
    const c = given(content);
    if (s !== null && c !== null) {
      this.subjectEn = s.trim();
      this.contentEn = c;
    } else {
      this.subjectEn = null;
      this.contentEn = null;
    }
  }

  /** The subject and text a mail to a vendor of `language` uses (see `mailTextFor`). */
  textFor(language: VendorLanguage): LocalizedMailText {
    return mailTextFor({ subject: this.subject, content: this.content }, this.english, language);
  }
}
