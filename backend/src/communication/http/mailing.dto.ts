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
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { MAILING_MESSAGES as M, MAIL_MESSAGES, MAX_MAILING_RECIPIENTS } from '@standl/contracts';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Subject and HTML content of a mail the organiser writes (mailings and invitations). */
export class MailTextDto {
  @ApiProperty({ maxLength: 300, example: 'Aufbau am Montag' })
  @Transform(trim)
  @Matches(/^[^\r\n]*$/, { message: M.subjectLineBreak })
  @MaxLength(300, { message: M.subjectTooLong })
  @IsNotEmpty({ message: M.subjectAndContent })
  @IsString({ message: M.subjectAndContent })
  subject!: string;

  @ApiProperty({ maxLength: 100_000, description: 'HTML mit Platzhaltern wie {name}' })
  @MaxLength(100_000, { message: M.contentTooLong })
  @Matches(/\S/, { message: M.subjectAndContent })
  @IsString({ message: M.subjectAndContent })
  content!: string;
}

/** Plus the template used and the click's id: the part every organiser mailing shares. */
class MailingContentDto extends MailTextDto {
  @ApiPropertyOptional({ description: 'Die verwendete Vorlage (bestimmt die Kategorie)' })
  @IsOptional()
  @IsInt({ message: 'Ungültige Vorlage' })
  @Min(1, { message: 'Ungültige Vorlage' })
  templateId?: number;

  @ApiPropertyOptional({
    format: 'uuid',
    description:
      'Kennung des Klicks: derselbe Auftrag zweimal gesendet versendet jede E-Mail einmal',
  })
  @IsOptional()
  @IsUUID('all', { message: 'Ungültige Auftragskennung' })
  requestId?: string;
}

export class SendMassEmailDto extends MailingContentDto {
  @ApiProperty({ type: [String], format: 'uuid', minItems: 1, maxItems: MAX_MAILING_RECIPIENTS })
  @IsUUID('all', { each: true, message: M.invalidVendor })
  @ArrayMaxSize(MAX_MAILING_RECIPIENTS, { message: M.tooManyRecipients })
  @ArrayMinSize(1, { message: M.massIncomplete })
  @IsArray({ message: M.massIncomplete })
  vendorIds!: string[];
}

export class SendDirectEmailDto extends MailingContentDto {
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
  @MaxLength(200, { message: 'Der Name darf höchstens 200 Zeichen lang sein' })
  name?: string;
}

export class CsvRecipientDto {
  @ApiProperty({ maxLength: 200 })
  @Transform(trim)
  @IsString()
  @MaxLength(200, { message: 'Der Name darf höchstens 200 Zeichen lang sein' })
  name!: string;

  @ApiProperty({ maxLength: 254 })
  @Transform(trim)
  @IsEmail({}, { message: MAIL_MESSAGES.invalidRecipient })
  @MaxLength(254, { message: MAIL_MESSAGES.invalidRecipient })
  email!: string;
}

/** A list of imported recipients: 1 to 2000, each a name and a valid address. */
export function CsvRecipients(): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ type: [CsvRecipientDto], minItems: 1, maxItems: MAX_MAILING_RECIPIENTS })(
      target,
      key,
    );
    ValidateNested({ each: true })(target, key);
    Type(() => CsvRecipientDto)(target, key);
    ArrayMaxSize(MAX_MAILING_RECIPIENTS, { message: M.tooManyRecipients })(target, key);
    ArrayMinSize(1, { message: M.noCsvRecipients })(target, key);
    IsArray({ message: M.noCsvRecipients })(target, key);
  };
}

export class SendCsvEmailDto extends MailingContentDto {
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
  @ApiProperty() failed!: number;
  @ApiProperty() held!: number;
}
