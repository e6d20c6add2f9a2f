import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsEmail,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import {
  INVITATION_MESSAGES as M,
  INVITATION_SOURCES,
  INVITATION_STATUSES,
  type InvitationSource,
  type InvitationStatus,
  MAIL_MESSAGES,
  MAILING_MESSAGES,
} from '@standl/contracts';
import type { Invitation } from '../domain/invitation.entity.js';
import { CsvRecipientDto, CsvRecipients, MailTextDto } from './mailing.dto.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Market years the product knows (spec 001 section 5: 2020-2030). */
function IsMarketYear(): PropertyDecorator {
  return (target, key) => {
    Max(2030, { message: M.yearRange })(target, key);
    Min(2020, { message: M.yearRange })(target, key);
    IsInt({ message: M.yearRange })(target, key);
    Type(() => Number)(target, key);
  };
}

export class MarketYearQueryDto {
  @ApiProperty({ minimum: 2020, maximum: 2030, example: 2026 })
  @IsMarketYear()
  marketYear!: number;
}

export class CreateInvitationDto {
  @ApiProperty({ maxLength: 254 })
  @Transform(trim)
  @IsEmail({}, { message: MAIL_MESSAGES.invalidRecipient })
  @MaxLength(254, { message: MAIL_MESSAGES.invalidRecipient })
  @IsNotEmpty({ message: M.emailRequired })
  @IsString({ message: M.emailRequired })
  email!: string;

  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(200, { message: MAILING_MESSAGES.nameTooLong })
  name?: string;

  @ApiProperty({ minimum: 2020, maximum: 2030 })
  @IsMarketYear()
  marketYear!: number;

  @ApiPropertyOptional({ maxLength: 1000 })
  @IsOptional()
  @IsString()
  @MaxLength(1000, { message: M.notesTooLong })
  notes?: string;
}

export class ImportInvitationsDto {
  @ApiProperty({ minimum: 2020, maximum: 2030 })
  @IsMarketYear()
  marketYear!: number;

  @CsvRecipients()
  entries!: CsvRecipientDto[];
}

export class SendInvitationsDto extends MailTextDto {
  @ApiProperty({ minimum: 2020, maximum: 2030 })
  @IsMarketYear()
  marketYear!: number;
}

export class ResendInvitationDto extends MailTextDto {
  @ApiProperty()
  @IsInt({ message: M.notFound })
  @Min(1, { message: M.notFound })
  invitationId!: number;
}

export class SendInvitationEmailDto extends SendInvitationsDto {
  @CsvRecipients()
  emails!: CsvRecipientDto[];
}

export class PrepareNextYearDto {
  @ApiProperty({ minimum: 2020, maximum: 2030, description: 'Das laufende Marktjahr' })
  @IsMarketYear()
  currentYear!: number;
}

export class InvitationDto {
  @ApiProperty() id!: number;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty() marketYear!: number;
  @ApiProperty({ type: String, nullable: true }) notes!: string | null;
  @ApiProperty({ enum: INVITATION_SOURCES }) source!: InvitationSource;
  @ApiProperty({ enum: INVITATION_STATUSES }) status!: InvitationStatus;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) invitedAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) registeredAt!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) vendorId!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;

  static from(invitation: Invitation): InvitationDto {
    return {
      id: invitation.id,
      email: invitation.email,
      name: invitation.name,
      marketYear: invitation.marketYear,
      notes: invitation.notes,
      source: invitation.source,
      status: invitation.status,
      invitedAt: invitation.invitedAt?.toISOString() ?? null,
      registeredAt: invitation.registeredAt?.toISOString() ?? null,
      vendorId: invitation.vendorId,
      createdAt: invitation.createdAt.toISOString(),
      updatedAt: invitation.updatedAt.toISOString(),
    };
  }
}

export class ImportResultDto {
  @ApiProperty() added!: number;
  @ApiProperty({ description: 'Bereits auf der Liste' }) skipped!: number;
  @ApiProperty() message!: string;
}

export class PreparedInvitationsDto {
  @ApiProperty() added!: number;
  @ApiProperty() message!: string;
}

export class PublicInvitationDto {
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty() email!: string;
  @ApiProperty() marketYear!: number;
}
