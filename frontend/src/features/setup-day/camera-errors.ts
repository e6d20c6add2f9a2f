import { SETUP_DAY_MESSAGES } from '@standl/contracts';

/** The German text for a failed camera start (spec 001 section 8); each advises manual entry. */
export function cameraErrorMessage(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return SETUP_DAY_MESSAGES.cameraDenied;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return SETUP_DAY_MESSAGES.cameraMissing;
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return SETUP_DAY_MESSAGES.cameraBusy;
    default:
      return SETUP_DAY_MESSAGES.cameraFailed;
  }
}
