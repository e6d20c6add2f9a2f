import { HttpStatus } from '@nestjs/common';
import { DomainError } from '../../shared/errors/domain-error.js';

/** A plan file as it is stored and served: PNG, JPEG or sanitised SVG. */
export interface PlanImage {
  mediaType: 'image/png' | 'image/jpeg' | 'image/svg+xml';
  content: Buffer;
  widthPx: number;
  heightPx: number;
  /** What the upload was, told from its content (application/pdf for a rendered page). */
  sourceMediaType: 'image/png' | 'image/jpeg' | 'image/svg+xml' | 'application/pdf';
}

/** A refused plan file: its German message and status (400, 413 or 415). */
export class PlanFileError extends DomainError {
  constructor(message: string, status: HttpStatus = HttpStatus.BAD_REQUEST) {
    super(message, status);
  }
}
