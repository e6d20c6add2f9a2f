import { HttpStatus } from '@nestjs/common';

/** A broken business rule; the exception filter answers it with `status` and the German `message`. */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly status: HttpStatus = HttpStatus.BAD_REQUEST,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string) {
    super(message, HttpStatus.NOT_FOUND);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string) {
    super(message, HttpStatus.CONFLICT);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message: string) {
    super(message, HttpStatus.FORBIDDEN);
  }
}
