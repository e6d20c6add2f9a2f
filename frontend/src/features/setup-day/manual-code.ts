import { MANUAL_CODE_MAX_LENGTH, SETUP_DAY_MESSAGES } from '@standl/contracts';

/** The manual field as typed: upper-case, without spaces and hyphens, at most 10 characters. */
export function normalizeManualCode(value: string): string {
  return value
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .slice(0, MANUAL_CODE_MAX_LENGTH);
}

export interface ScanMessage {
  title: string;
  detail: string;
}

/** Spec 001 section 5: an empty manual field is refused before anything is looked up. */
export function validateManualCode(value: string): ScanMessage | null {
  if (value.trim()) return null;
  return {
    title: SETUP_DAY_MESSAGES.inputRequired,
    detail: SETUP_DAY_MESSAGES.inputRequiredDetail,
  };
}
