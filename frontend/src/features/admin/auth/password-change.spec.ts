import { describe, expect, it } from 'vitest';
import { validatePasswordChange } from './password-change';

const valid = { currentPassword: 'alt', newPassword: 'geheim1', confirmPassword: 'geheim1' };

describe('validatePasswordChange', () => {
  it('accepts a complete, matching change', () => {
    expect(validatePasswordChange(valid)).toEqual({});
  });

  it('names every missing field with the spec text', () => {
    expect(
      validatePasswordChange({ currentPassword: '', newPassword: '', confirmPassword: '' }),
    ).toEqual({
      currentPassword: 'Aktuelles Passwort ist erforderlich',
      newPassword: 'Neues Passwort muss mindestens 6 Zeichen lang sein',
      confirmPassword: 'Passwort-Bestätigung ist erforderlich',
    });
  });

  it('needs six characters and a matching confirmation', () => {
    expect(
      validatePasswordChange({ ...valid, newPassword: '12345', confirmPassword: '12345' }),
    ).toEqual({ newPassword: 'Neues Passwort muss mindestens 6 Zeichen lang sein' });
    expect(validatePasswordChange({ ...valid, confirmPassword: 'geheim2' })).toEqual({
      confirmPassword: 'Passwörter stimmen nicht überein',
    });
  });

  it('refuses a blank or unchanged new password', () => {
    expect(
      validatePasswordChange({ ...valid, newPassword: '      ', confirmPassword: '      ' }),
    ).toEqual({ newPassword: 'Das neue Passwort darf nicht nur aus Leerzeichen bestehen' });
    expect(
      validatePasswordChange({
        currentPassword: 'geheim1',
        newPassword: 'geheim1',
        confirmPassword: 'geheim1',
      }),
    ).toEqual({ newPassword: 'Das neue Passwort muss sich vom aktuellen unterscheiden.' });
  });
});
