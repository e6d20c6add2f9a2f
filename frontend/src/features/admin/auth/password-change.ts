import { ADMIN_MESSAGES, TEAM_MESSAGES } from '@standl/contracts';

export interface PasswordChangeForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeForm, string>>;

/** The password policy of issue 29; the server also refuses common passwords and the own name. */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 200;

export const PASSWORD_POLICY_HINT =
  'Mindestens 12 Zeichen; kein bekanntes Passwort und nicht Ihr Name oder Benutzername.';

/** A new password and its confirmation (invitation, reset, change): one message per field. */
export function validateNewPassword(
  newPassword: string,
  confirmPassword: string,
): { newPassword?: string; confirmPassword?: string } {
  const errors: { newPassword?: string; confirmPassword?: string } = {};
  if (!newPassword.trim() && newPassword.length >= MIN_PASSWORD_LENGTH) {
    errors.newPassword = ADMIN_MESSAGES.newPasswordBlank;
  } else if (newPassword.length < MIN_PASSWORD_LENGTH) {
    errors.newPassword = TEAM_MESSAGES.passwordTooShort;
  } else if (newPassword.length > MAX_PASSWORD_LENGTH) {
    errors.newPassword = TEAM_MESSAGES.passwordTooLong;
  }
  if (!confirmPassword) errors.confirmPassword = ADMIN_MESSAGES.confirmationRequired;
  else if (confirmPassword !== newPassword) errors.confirmPassword = ADMIN_MESSAGES.passwordsDiffer;
  return errors;
}

/** The change of the own password: the policy, and a new password must differ from the current. */
export function validatePasswordChange(form: PasswordChangeForm): PasswordChangeErrors {
  const errors: PasswordChangeErrors = validateNewPassword(form.newPassword, form.confirmPassword);
  if (!form.currentPassword) errors.currentPassword = ADMIN_MESSAGES.currentPasswordRequired;
  if (!errors.newPassword && form.currentPassword && form.newPassword === form.currentPassword) {
    errors.newPassword = ADMIN_MESSAGES.newPasswordUnchanged;
  }
  return errors;
}
