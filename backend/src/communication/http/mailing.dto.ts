import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsEmail,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  type ValidationArguments,
  ValidateNested,
} from 'class-validator';
import { MAILING_MESSAGES as M, MAIL_MESSAGES, MAX_MAILING_RECIPIENTS } from '@standl/contracts';
import { isDeliverableAddress } from '../domain/mail-address.js';
import { EnglishContent, EnglishSubject } from './english-text.dto.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** An organiser's subject: given (else `emptyMessage`), one line, at most 300 characters. */
function MailSubject(emptyMessage: string): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ maxLength: 300, example: 'Aufbau am Montag' })(target, key);
    Transform(trim)(target, key);
    IsString({ message: emptyMessage })(target, key);
    IsNotEmpty({ message: emptyMessage })(target, key);
    MaxLength(300, { message: M.subjectTooLong })(target, key);
    Matches(/^[^\r\n]*$/, { message: M.subjectLineBreak })(target, key);
  };
}

/** An organiser's HTML content with placeholders: not blank (else `emptyMessage`), ≤ 100 000. */
function MailContent(emptyMessage: string): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ maxLength: 100_000, description: 'HTML mit Platzhaltern wie {name}' })(
      target,
      key,
    );
    IsString({ message: emptyMessage })(target, key);
    Matches(/\S/, { message: emptyMessage })(target, key);
    MaxLength(100_000, { message: M.contentTooLong })(target, key);
  };
}

/** Subject and HTML content of a mail the organiser writes (mailings and invitations). */
export class MailTextDto {
  @MailSubject(M.subjectAndContent)
  subject!: string;

  @MailContent(M.subjectAndContent)
  content!: string;
}

/**
 * Subject, content, template and the click's id: the part every organiser mailing shares.
 * `emptyMessage` is the form's text for a missing subject or content (spec 001 section 8: the
 * mass mail names all its fields in one text).
 */
function mailingContent(emptyMessage: string) {
  class MailingContentDto {
    @MailSubject(emptyMessage)
    subject!: string;

    @MailContent(emptyMessage)
    content!: string;

    @ApiPropertyOptional({ description: 'Die verwendete Vorlage (bestimmt die Kategorie)' })
    @IsOptional()
    @IsInt({ message: M.invalidTemplate })
    @Min(1, { message: M.invalidTemplate })
    templateId?: number;

    @ApiPropertyOptional({
      format: 'uuid',
      description:
        'Kennung des Klicks (neu je Klick auf Senden): derselbe Auftrag zweimal gesendet versendet jede E-Mail einmal',
    })
    @IsOptional()
    @IsUUID('all', { message: M.invalidRequestId })
    requestId?: string;
  }
  return MailingContentDto;
}

/**
 * A mail to vendors may carry an English version (issue 33, docs/decisions.md 357): vendors who
 * read English get it, the others the German; without it English vendors get the German with a
 * one-line note. Typed and imported addresses always get the German.
 */
export class SendMassEmailDto extends mailingContent(M.massIncomplete) {
  @EnglishSubject()
  subjectEn?: string | null;

  @EnglishContent()
  contentEn?: string | null;

  @ApiProperty({ type: [String], format: 'uuid', minItems: 1, maxItems: MAX_MAILING_RECIPIENTS })
  @IsUUID('all', { each: true, message: M.invalidVendor })
  @ArrayMaxSize(MAX_MAILING_RECIPIENTS, { message: M.tooManyRecipients })
  @ArrayMinSize(1, { message: M.massIncomplete })
  @IsArray({ message: M.massIncomplete })
  vendorIds!: string[];
}

export class SendDirectEmailDto extends mailingContent(M.subjectAndContent) {
  @EnglishSubject()
  subjectEn?: string | null;

  @EnglishContent()
  contentEn?: string | null;

  @ApiPropertyOptional({ format: 'uuid', description: 'Ein Händler …' })
  @ValidateIf((body: SendDirectEmailDto) => body.vendorId !== undefined || !body.email)
  @IsUUID('all', { message: M.directNoRecipient })
  vendorId?: string;

  @ApiPropertyOptional({ maxLength: 254, description: '… oder eine eingegebene Adresse' })
  @IsOptional()
  @Transform(trim)
  @IsEmail({}, { message: MAIL_MESSAGES.invalidRecipient })
  @MaxLength(254, { message: MAIL_MESSAGES.invalidRecipient })
  email?: string;

  @ApiPropertyOptional({ maxLength: 200, description: 'Name für die eingegebene Adresse' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(200, { message: M.nameTooLong })
  name?: string;
}

export class CsvRecipientDto {
  @ApiProperty({ maxLength: 200 })
  @Transform(trim)
  @IsString()
  @MaxLength(200, { message: M.nameTooLong })
  name!: string;

  @ApiProperty({ maxLength: 254 })
  @Transform(trim)
  @IsEmail({}, { message: MAIL_MESSAGES.invalidRecipient })
  @MaxLength(254, { message: MAIL_MESSAGES.invalidRecipient })
  email!: string;
}

/** Index of the first entry without a deliverable address, or -1 (also for a non-list). */
function firstBadRow(value: unknown): number {
  if (!Array.isArray(value)) return -1;
  return value.findIndex((entry: unknown) => {
    const email = (entry as { email?: unknown } | null)?.email;
    return typeof email !== 'string' || !isDeliverableAddress(email);
  });
}

/** Every entry has a deliverable address; the answer names the first bad row (1-based). */
function RecipientAddresses(): PropertyDecorator {
  return ValidateBy({
    name: 'recipientAddresses',
    validator: {
      validate: (value: unknown) => firstBadRow(value) === -1,
      defaultMessage: (args?: ValidationArguments) => {
        const row = firstBadRow(args?.value);
        const email = (args?.value as { email?: unknown }[] | undefined)?.[row]?.email;
        return M.invalidRecipientRow(row + 1, typeof email === 'string' ? email : '');
      },
    },
  });
}

/**
 * A list of imported recipients: 1 to 2000, each a name and a valid address; an invalid address
 * refuses the whole list, naming its row.
 */
export function CsvRecipients(): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ type: [CsvRecipientDto], minItems: 1, maxItems: MAX_MAILING_RECIPIENTS })(
      target,
      key,
    );
    ValidateNested({ each: true })(target, key);
    Type(() => CsvRecipientDto)(target, key);
    // Checked in this order; the first failing rule answers.
    IsArray({ message: M.noCsvRecipients })(target, key);
    ArrayMinSize(1, { message: M.noCsvRecipients })(target, key);
    ArrayMaxSize(MAX_MAILING_RECIPIENTS, { message: M.tooManyRecipients })(target, key);
    RecipientAddresses()(target, key);
  };
}

export class SendCsvEmailDto extends mailingContent(M.subjectAndContent) {
  @CsvRecipients()
  emails!: CsvRecipientDto[];
}

export class MailingResultDto {
  @ApiProperty({ description: 'Neu in den Postausgang gestellte E-Mails' }) sentCount!: number;
  @ApiProperty({ example: '3 E-Mails werden versendet' }) message!: string;
  @ApiProperty({ format: 'uuid', description: 'Für den Fortschritt' }) batchId!: string;
}

export class DirectMailResultDto {
  @ApiProperty({ example: '1 E-Mail wird versendet' }) message!: string;
  @ApiProperty({ format: 'uuid' }) batchId!: string;
}

export class MailBatchProgressDto {
  @ApiProperty({ format: 'uuid' }) batchId!: string;
  @ApiProperty() total!: number;
  @ApiProperty() queued!: number;
  @ApiProperty() sent!: number;
  @ApiProperty({ description: 'Nur abgelegt (SMTP_URL nicht gesetzt): nicht versendet' })
  filed!: number;
  @ApiProperty() failed!: number;
  @ApiProperty() held!: number;
}
