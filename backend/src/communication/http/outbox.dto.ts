import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import {
  EMAIL_TEMPLATE_CATEGORIES,
  type EmailTemplateCategory,
  MAIL_PURPOSES,
  type MailPurpose,
  MAIL_MESSAGES,
  MAIL_STATES,
  type MailState,
} from '@standl/contracts';
import type { OutboxEntry, OutboxMessageDetail, OutboxPage } from '../queries/outbox.queries.js';
import { IfSent } from '../../shared/http/validation.js';

export class ListOutboxQueryDto {
  @ApiPropertyOptional({ enum: MAIL_STATES })
  @IsOptional()
  @IsIn(MAIL_STATES, { message: MAIL_MESSAGES.unknownState })
  state?: MailState;

  @ApiPropertyOptional({ enum: EMAIL_TEMPLATE_CATEGORIES })
  @IsOptional()
  @IsIn(EMAIL_TEMPLATE_CATEGORIES, { message: 'Unbekannte Kategorie' })
  category?: EmailTemplateCategory;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'Ungültiger Händler' })
  vendorId?: string;

  @ApiPropertyOptional({
    maxLength: 100,
    description: 'Teil der Adresse, des Namens oder Betreffs',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Der Suchbegriff darf höchstens 100 Zeichen lang sein' })
  search?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 200, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: MAIL_MESSAGES.invalidPageSize })
  @Min(1, { message: MAIL_MESSAGES.invalidPageSize })
  @Max(200, { message: MAIL_MESSAGES.invalidPageSize })
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 1_000_000, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: MAIL_MESSAGES.invalidOffset })
  @Min(0, { message: MAIL_MESSAGES.invalidOffset })
  @Max(1_000_000, { message: MAIL_MESSAGES.invalidOffset })
  offset?: number;
}

export class OutboxEntryDto {
  @ApiProperty() id!: number;
  @ApiProperty() recipient!: string;
  @ApiProperty({ type: String, nullable: true }) recipientName!: string | null;
  @ApiProperty() subject!: string;
  @ApiProperty({ enum: EMAIL_TEMPLATE_CATEGORIES }) category!: EmailTemplateCategory;
  @ApiProperty({ enum: MAIL_PURPOSES, nullable: true }) purpose!: MailPurpose | null;
  @ApiProperty({ description: 'Automatisch versendet (nicht vom Veranstalter geschrieben)' })
  automatic!: boolean;
  @ApiProperty({ example: 'registration.vendor-booth-assigned.v1' }) cause!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) vendorId!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) batchId!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Anna Berger',
    description:
      'Wer die E-Mail von Hand versendet hat (Name zu dem Zeitpunkt); null bei automatischen',
  })
  requestedBy!: string | null;
  @ApiProperty({ enum: MAIL_STATES }) state!: MailState;
  @ApiProperty() attempts!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Antwort des Mailservers' })
  lastError!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sentAt!: string | null;
  @ApiProperty({ format: 'date-time', description: 'Nächster Versuch (Warteschlange)' })
  nextAttemptAt!: string;

  static from(entry: OutboxEntry): OutboxEntryDto {
    return {
      ...entry,
      createdAt: entry.createdAt.toISOString(),
      sentAt: entry.sentAt?.toISOString() ?? null,
      nextAttemptAt: entry.nextAttemptAt.toISOString(),
    };
  }
}

export class MailStateCountsDto implements Record<MailState, number> {
  @ApiProperty() queued!: number;
  @ApiProperty() sent!: number;
  @ApiProperty() filed!: number;
  @ApiProperty() failed!: number;
  @ApiProperty() held!: number;
  @ApiProperty() discarded!: number;
}

export class OutboxPageDto {
  @ApiProperty({ type: [OutboxEntryDto] }) items!: OutboxEntryDto[];
  @ApiProperty() total!: number;
  @ApiProperty({ type: MailStateCountsDto }) counts!: MailStateCountsDto;
  @ApiProperty({
    description:
      'SMTP_URL ist gesetzt; sonst werden E-Mails nur unter DATA_DIR/mail abgelegt (Zustand filed) und verlassen den Rechner nicht',
  })
  smtpConfigured!: boolean;

  static from(page: OutboxPage, smtpConfigured: boolean): OutboxPageDto {
    return {
      items: page.items.map(OutboxEntryDto.from),
      total: page.total,
      counts: page.counts,
      smtpConfigured,
    };
  }
}

export class MailAttachmentInfoDto {
  @ApiProperty() filename!: string;
  @ApiProperty() contentType!: string;
  @ApiProperty({ description: 'Bytes' }) size!: number;
}

/** Mails whose link opens an account or changes its address: the outbox never shows the token. */
const ONE_TIME_LINK_PURPOSES = new Set<string>([
  'team-invitation',
  'team-password-reset',
  'vendor-email-confirm',
]);
const same = (text: string) => text;

/**
 * The console shows a team mail without its link's token (docs/decisions.md 207): whoever may read
 * the outbox must not be able to take over the invited or resetting account.
 */
export function withoutLinkTokens(text: string): string {
  return text.replace(/token=[^\s"'<&]+/g, 'token=…');
}

export class OutboxMessageDto extends OutboxEntryDto {
  @ApiProperty({ description: 'HTML wie versendet' }) html!: string;
  @ApiProperty({ description: 'Textteil wie versendet' }) text!: string;
  @ApiProperty({ type: String, nullable: true }) messageId!: string | null;
  @ApiProperty({ type: [MailAttachmentInfoDto] }) attachments!: MailAttachmentInfoDto[];

  static fromDetail(detail: OutboxMessageDetail): OutboxMessageDto {
    const shown = ONE_TIME_LINK_PURPOSES.has(detail.purpose ?? '') ? withoutLinkTokens : same;
    return {
      ...OutboxEntryDto.from(detail),
      html: shown(detail.html),
      text: shown(detail.text),
      messageId: detail.messageId,
      attachments: detail.attachments,
    };
  }
}

export class MailHoldsDto implements Record<EmailTemplateCategory, boolean> {
  @ApiProperty() registration!: boolean;
  @ApiProperty() confirmation!: boolean;
  @ApiProperty() payment!: boolean;
  @ApiProperty() general!: boolean;
}

export class UpdateMailHoldsDto implements Partial<Record<EmailTemplateCategory, boolean>> {
  @ApiPropertyOptional()
  @IfSent()
  @IsBoolean({ message: MAIL_MESSAGES.holdInvalid })
  registration?: boolean;
  @ApiPropertyOptional()
  @IfSent()
  @IsBoolean({ message: MAIL_MESSAGES.holdInvalid })
  confirmation?: boolean;
  @ApiPropertyOptional()
  @IfSent()
  @IsBoolean({ message: MAIL_MESSAGES.holdInvalid })
  payment?: boolean;
  @ApiPropertyOptional()
  @IfSent()
  @IsBoolean({ message: MAIL_MESSAGES.holdInvalid })
  general?: boolean;
}
