import {
  type ArgumentMetadata,
  BadRequestException,
  NotFoundException,
  ParseUUIDPipe,
  type PipeTransform,
  ValidationPipe,
  type ValidationError,
} from '@nestjs/common';
import { IsInt, Max, Min, ValidateIf, type ValidationArguments } from 'class-validator';
import { ADMIN_MESSAGES, PAYMENT_MESSAGES, VALIDATION_MESSAGES } from '@standl/contracts';

/** class-validator's own texts read '<property> must …' / '<property> should …'. */
function isBuiltInEnglish(message: string, property: string): boolean {
  return new RegExp(`^(each value in )?${property} (must|should) `).test(message);
}

function germanFor(rule: string, field: string): string {
  if (rule === 'isString') return VALIDATION_MESSAGES.mustBeText(field);
  if (rule === 'isNotEmpty' || rule === 'isDefined') return VALIDATION_MESSAGES.required(field);
  return VALIDATION_MESSAGES.invalidValue(field);
}

/** German message for class-validator's built-in rules when a DTO gives none of its own. */
function messagesOf(error: ValidationError, path: string): string[] {
  const field = path ? `${path}.${error.property}` : error.property;
  const own = Object.entries(error.constraints ?? {}).map(([rule, message]) =>
    rule === 'whitelistValidation'
      ? VALIDATION_MESSAGES.unknownField(field)
      : rule === 'unknownValue'
        ? VALIDATION_MESSAGES.bodyMustBeObject
        : isBuiltInEnglish(message, error.property)
          ? germanFor(rule, field)
          : message,
  );
  const nested = (error.children ?? []).flatMap((child) => messagesOf(child, field));
  return [...own, ...nested];
}

/** A numeric id in the path; anything else names nothing that exists (404 with `notFound`). */
export class NumericIdPipe implements PipeTransform<string, number> {
  constructor(private readonly notFound: string) {}

  transform(value: string): number {
    if (!/^[1-9]\d{0,8}$/.test(value)) throw new NotFoundException(this.notFound);
    return Number(value);
  }
}

/**
 * The message of a cents field's IsInt rule: a number with a fraction of a cent was plainly
 * meant in euros, so it says which unit the route takes; anything else gets `fallback`.
 */
export function centsMessage(fallback: string) {
  return ({ value }: ValidationArguments): string =>
    typeof value === 'number' && Number.isFinite(value) && !Number.isInteger(value)
      ? PAYMENT_MESSAGES.amountNotWholeCents
      : fallback;
}

/** Optional, but when sent it must be valid: `null` is checked (and refused), not skipped. */
export const IfSent = () => ValidateIf((_object, value) => value !== undefined);

/** A stall id in a body: a positive 32-bit integer (larger ones would fail in the database). */
export function IsBoothId(): PropertyDecorator {
  const message = { message: VALIDATION_MESSAGES.invalidBoothId };
  return (target, key) => {
    Max(2_147_483_647, message)(target, key);
    Min(1, message)(target, key);
    IsInt(message)(target, key);
  };
}

/**
 * Global validation: whitelisted DTOs (unknown fields are refused), transformed to their
 * classes; the 400 answer carries every German message, joined with '; '.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      // The exception filter joins them and gives each its code (`details`, decision 343).
      const messages = [...new Set(errors.flatMap((error) => messagesOf(error, '')))];
      return new BadRequestException(messages);
    },
  });
}

/** No request body of this API nests deeper; deeper ones would only exhaust the validator's stack. */
const MAX_DEPTH = 16;

/** The first thing PostgreSQL or the validators cannot take, as its German message. */
function refusal(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return textRefusal(value);
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return VALIDATION_MESSAGES.tooDeep;
  for (const [key, item] of Object.entries(value)) {
    const found = textRefusal(key) ?? refusal(item, depth + 1);
    if (found) return found;
  }
  return null;
}

/** With the u flag a surrogate pair is one code point: only a lone half matches. */
const LONE_SURROGATE = /\p{Cs}/u;

/** NUL cannot be stored; a lone surrogate is no Unicode text (JSON allows both as escapes). */
function textRefusal(text: string): string | null {
  if (text.includes('\u0000')) return VALIDATION_MESSAGES.nulCharacter;
  if (LONE_SURROGATE.test(text)) return VALIDATION_MESSAGES.malformedText;
  return null;
}

const PLAIN_TYPES: unknown[] = [Object, Array, String, Number, Boolean];

/**
 * Runs before the validation: a body for a DTO must be a JSON object (not an array), at most
 * 16 levels deep, and no text may contain the NUL character or a lone surrogate.
 */
export class RequestShapePipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    const refused = refusal(value);
    if (refused) throw new BadRequestException(refused);
    const isDto =
      typeof metadata.metatype === 'function' && !PLAIN_TYPES.includes(metadata.metatype);
    const notAnObject = typeof value !== 'object' || value === null || Array.isArray(value);
    if (metadata.type === 'body' && isDto && value !== undefined && notAnObject) {
      throw new BadRequestException(VALIDATION_MESSAGES.bodyMustBeObject);
    }
    return value;
  }
}

/** A vendor id in an organiser's path: anything but a UUID is an unknown vendor (404). */
export const AdminVendorIdPipe = new ParseUUIDPipe({
  exceptionFactory: () => new NotFoundException(ADMIN_MESSAGES.vendorNotFound),
});
