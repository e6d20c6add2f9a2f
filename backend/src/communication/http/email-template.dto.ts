import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import {
  EMAIL_TEMPLATE_CATEGORIES,
  EMAIL_TEMPLATE_MESSAGES as M,
  type EmailTemplateCategory,
  MAIL_PURPOSES,
  type MailPurpose,
} from '@standl/contracts';
import type { EmailTemplate } from '../domain/email-template.entity.js';
import { EnglishContent, EnglishSubject } from './english-text.dto.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SaveEmailTemplateDto {
  @ApiProperty({ maxLength: 100, example: 'Händler-Einladung' })
  @Transform(trim)
  @MaxLength(100, { message: M.nameTooLong })
  @IsNotEmpty({ message: M.nameRequired })
  @IsString({ message: M.nameRequired })
  name!: string;

  @ApiProperty({ enum: EMAIL_TEMPLATE_CATEGORIES })
  @IsIn(EMAIL_TEMPLATE_CATEGORIES, { message: M.categoryInvalid })
  category!: EmailTemplateCategory;

  @ApiProperty({ maxLength: 300, example: 'Einladung zum Adventmarkt' })
  @Transform(trim)
  @Matches(/^[^\r\n]*$/, { message: M.subjectLineBreak })
  @MaxLength(300, { message: M.subjectTooLong })
  @IsNotEmpty({ message: M.subjectRequired })
  @IsString({ message: M.subjectRequired })
  subject!: string;

  @ApiProperty({ maxLength: 100_000, description: 'HTML mit Platzhaltern wie {name}' })
  @MaxLength(100_000, { message: M.contentTooLong })
  @Matches(/\S/, { message: M.contentRequired })
  @IsString({ message: M.contentRequired })
  content!: string;

  @EnglishSubject()
  subjectEn?: string | null;

  @EnglishContent()
  contentEn?: string | null;
}

export class EmailTemplateDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: EMAIL_TEMPLATE_CATEGORIES }) category!: EmailTemplateCategory;
  @ApiProperty() subject!: string;
  @ApiProperty() content!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Englischer Betreff; null: die Vorlage ist nur deutsch',
  })
  subjectEn!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'Englischer Inhalt; null: Händler mit Sprache Englisch erhalten den deutschen Text mit einem englischen Hinweis',
  })
  contentEn!: string | null;
  @ApiProperty({
    enum: MAIL_PURPOSES,
    nullable: true,
    description: 'Die automatische E-Mail, die diese Vorlage verwendet',
  })
  purpose!: MailPurpose | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;

  static from(template: EmailTemplate): EmailTemplateDto {
    return {
      id: template.id,
      name: template.name,
      category: template.category,
      subject: template.subject,
      content: template.content,
      subjectEn: template.subjectEn,
      contentEn: template.contentEn,
      purpose: template.purpose,
      createdAt: template.createdAt.toISOString(),
      updatedAt: template.updatedAt.toISOString(),
    };
  }
}

export class CreatedTemplatesDto {
  @ApiProperty({ description: 'Neu angelegte Vorlagen' }) created!: number;
  @ApiProperty({ example: '10 Standardvorlagen erstellt' }) message!: string;
}
