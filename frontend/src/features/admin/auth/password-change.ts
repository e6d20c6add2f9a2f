import { ADMIN_MESSAGES } from '@standl/contracts';

export interface PasswordChangeForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeForm, string>>;

export const MIN_PASSWORD_LENGTH = 6;

/** The spec's four rules (001 section 5), one message per field; a new password must differ and not be blank. */
export function validatePasswordChange(form: PasswordChangeForm): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (!form.currentPassword) errors.currentPassword = ADMIN_MESSAGES.currentPasswordRequired;
  if (form.newPassword.length < MIN_PASSWORD_LENGTH) {
    errors.newPassword = ADMIN_MESSAGES.newPasswordTooShort;
  } else if (!form.newPassword.trim()) {
    errors.newPassword = ADMIN_MESSAGES.newPasswordBlank;
  } else if (form.currentPassword && form.newPassword === form.currentPassword) {
    errors.newPassword = ADMIN_MESSAGES.newPasswordUnchanged;
  }
  if (!form.confirmPassword) errors.confirmPassword = ADMIN_MESSAGES.confirmationRequired;
  else if (form.confirmPassword !== form.newPassword) {
    errors.confirmPassword = ADMIN_MESSAGES.passwordsDiffer;
  }
  return errors;
}
