import { SETUP_DAY_MESSAGES } from '@standl/contracts';
import { cameraErrorMessage } from './camera-errors';
import { normalizeManualCode, validateManualCode } from './manual-code';

describe('manual code field', () => {
  it('upper-cases as typed, drops spaces and hyphens and keeps at most 10 characters', () => {
    expect(normalizeManualCode('abc123')).toBe('ABC123');
    expect(normalizeManualCode('abcde-12345')).toBe('ABCDE12345');
    expect(normalizeManualCode('abcde 12345 xyz')).toBe('ABCDE12345');
  });

  it('refuses an empty field with the spec texts', () => {
    expect(validateManualCode('')).toEqual({
      title: SETUP_DAY_MESSAGES.inputRequired,
      detail: SETUP_DAY_MESSAGES.inputRequiredDetail,
    });
    expect(validateManualCode('   ')).not.toBeNull();
    expect(validateManualCode('4711')).toBeNull();
  });
});

describe('cameraErrorMessage', () => {
  it.each([
    ['NotAllowedError', SETUP_DAY_MESSAGES.cameraDenied],
    ['SecurityError', SETUP_DAY_MESSAGES.cameraDenied],
    ['NotFoundError', SETUP_DAY_MESSAGES.cameraMissing],
    ['OverconstrainedError', SETUP_DAY_MESSAGES.cameraMissing],
    ['NotReadableError', SETUP_DAY_MESSAGES.cameraBusy],
    ['NotSupportedError', SETUP_DAY_MESSAGES.cameraFailed],
    ['TypeError', SETUP_DAY_MESSAGES.cameraFailed],
  ])('%s', (name, message) => {
    expect(cameraErrorMessage(new DOMException('x', name))).toBe(message);
  });

  it('answers the generic text for anything else', () => {
    expect(cameraErrorMessage('kaputt')).toBe(SETUP_DAY_MESSAGES.cameraFailed);
  });
});
