import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { VALIDATION_MESSAGES } from '@standl/contracts';

/** German message for class-validator's built-in rules when a DTO gives none of its own. */
function messagesOf(error: ValidationError, path: string): string[] {
  const field = path ? `${path}.${error.property}` : error.property;
  const own = Object.entries(error.constraints ?? {}).map(([rule, message]) =>
    rule === 'whitelistValidation'
      ? VALIDATION_MESSAGES.unknownField(field)
      : rule === 'unknownValue'
        ? VALIDATION_MESSAGES.bodyMustBeObject
        : message,
  );
  const nested = (error.children ?? []).flatMap((child) => messagesOf(child, field));
  return [...own, ...nested];
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
      const messages = [...new Set(errors.flatMap((error) => messagesOf(error, '')))];
      return new BadRequestException(messages.join('; '));
    },
  });
}
