import { HttpStatus } from '@nestjs/common';
import { FLOOR_PLAN_MESSAGES } from '@standl/contracts';
import { type PlanImage, PlanFileError } from './plan-file.js';

/**
 * Reads an uploaded plan file, its type told from its content, never from its name (the first
 * cut refuses every file; the readers follow).
 */
export function readPlanFile(bytes: Buffer, page: number): Promise<PlanImage> {
  return Promise.reject(
    new PlanFileError(
      `${FLOOR_PLAN_MESSAGES.uploadUnsupported} (${bytes.length} Bytes, Seite ${page})`,
      HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    ),
  );
}
