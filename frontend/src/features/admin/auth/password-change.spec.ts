import { describe, expect, it } from 'vitest';
import { validateNewPassword, validatePasswordChange } from './password-change';

const NEW = 'Lebkuchen-Herz-2026';
const valid = { currentPassword: 'alt', newPassword: NEW, confirmPassword: NEW };

describe('validatePasswordChange', () => {
  it('accepts a complete, matching change', () => {
    expect(validatePasswordChange(valid)).toEqual({});
  });

  it('names every missing field with the spec text', () => {
    expect(
      validatePasswordChange({ currentPassword: '', newPassword: '', confirmPassword: '' }),
    ).toEqual({
      currentPassword: 'Aktuelles Passwort ist erforderlich',
      newPassword: 'Das Passwort muss mindestens 12 Zeichen lang sein.',
      confirmPassword: 'Passwort-Bestätigung ist erforderlich',
    });
  });

  it('needs twelve characters and a matching confirmation', () => {
    expect(
      validatePasswordChange({
        ...valid,
        newPassword: 'geheim12345',
        confirmPassword: 'geheim12345',
      }),
    ).toEqual({ newPassword: 'Das Passwort muss mindestens 12 Zeichen lang sein.' });
    expect(validatePasswordChange({ ...valid, confirmPassword: `${NEW}x` })).toEqual({
      confirmPassword: 'Passwörter stimmen nicht überein',
    });
  });

  it('refuses a blank or unchanged new password', () => {
    const blank = ' '.repeat(12);
    expect(
      validatePasswordChange({ ...valid, newPassword: blank, confirmPassword: blank }),
    ).toEqual({ newPassword: 'Das neue Passwort darf nicht nur aus Leerzeichen bestehen' });
    expect(validatePasswordChange({ ...valid, currentPassword: NEW })).toEqual({
      newPassword: 'Das neue Passwort muss sich vom aktuellen unterscheiden.',
    });
  });
});

describe('validateNewPassword', () => {
  it('refuses more than 200 characters', () => {
    const long = 'a'.repeat(201);
    expect(validateNewPassword(long, long)).toEqual({
      newPassword: 'Das Passwort darf höchstens 200 Zeichen lang sein.',
    });
  });
});
