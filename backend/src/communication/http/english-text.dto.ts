import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateBy,
  type ValidationArguments,
} from 'class-validator';
import { EMAIL_TEMPLATE_MESSAGES as M } from '@standl/contracts';

/** A blank text is no text: '' and whitespace become null (the template is German only). */
const blankAsNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** A subject trimmed, and blank as null. */
const trimmedOrNull = ({ value }: { value: unknown }) =>
  blankAsNull({ value: typeof value === 'string' ? value.trim() : value });

/** Given only together with `other` (subject and text of the English version). */
function WithEnglish(other: 'subjectEn' | 'contentEn'): PropertyDecorator {
  return ValidateBy({
    name: 'englishComplete',
    validator: {
      validate: (_value: unknown, args?: ValidationArguments) => {
        const partner = (args?.object as Record<string, unknown> | undefined)?.[other];
        return typeof partner === 'string' && partner.trim() !== '';
      },
      defaultMessage: () => M.englishIncomplete,
    },
  });
}

/**
 * The English subject of a template or mail (issue 33, docs/decisions.md 356): optional, null or
 * blank for none, the German subject's limits, and only together with `contentEn`.
 */
export function EnglishSubject(): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({
      type: String,
      nullable: true,
      maxLength: 300,
      example: 'Invitation to the Advent market',
      description:
        'Englischer Betreff (für Händler mit Sprache Englisch); leer oder null: nur deutsch, nur zusammen mit contentEn',
    })(target, key);
    Transform(trimmedOrNull)(target, key);
    IsOptional()(target, key);
    IsString({ message: M.englishInvalid })(target, key);
    MaxLength(300, { message: M.subjectTooLong })(target, key);
    Matches(/^[^\r\n]*$/, { message: M.subjectLineBreak })(target, key);
    WithEnglish('contentEn')(target, key);
  };
}

/** The English text (HTML with placeholders), with the German text's limit; see EnglishSubject. */
export function EnglishContent(): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({
      type: String,
      nullable: true,
      maxLength: 100_000,
      description:
        'Englischer Inhalt, HTML mit denselben Platzhaltern; leer oder null: nur deutsch, nur zusammen mit subjectEn',
    })(target, key);
    Transform(blankAsNull)(target, key);
    IsOptional()(target, key);
    IsString({ message: M.englishInvalid })(target, key);
    MaxLength(100_000, { message: M.contentTooLong })(target, key);
    WithEnglish('subjectEn')(target, key);
  };
}
