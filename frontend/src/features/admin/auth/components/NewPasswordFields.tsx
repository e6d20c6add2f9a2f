import TextField from '@mui/material/TextField';
import { MAX_PASSWORD_LENGTH, PASSWORD_POLICY_HINT } from '../password-change';

export interface NewPasswordValue {
  password: string;
  confirm: string;
}

/** A new password and its confirmation, with the policy under the first field. */
export function NewPasswordFields({
  value,
  errors,
  onChange,
  disabled,
}: {
  value: NewPasswordValue;
  errors: { newPassword?: string; confirmPassword?: string };
  onChange: (value: NewPasswordValue) => void;
  disabled?: boolean;
}) {
  return (
    <>
      <TextField
        label="Neues Passwort"
        type="password"
        autoComplete="new-password"
        value={value.password}
        onChange={(event) => onChange({ ...value, password: event.target.value })}
        error={Boolean(errors.newPassword)}
        helperText={errors.newPassword ?? PASSWORD_POLICY_HINT}
        disabled={disabled}
        slotProps={{ htmlInput: { maxLength: MAX_PASSWORD_LENGTH } }}
      />
      <TextField
        label="Neues Passwort bestätigen"
        type="password"
        autoComplete="new-password"
        value={value.confirm}
        onChange={(event) => onChange({ ...value, confirm: event.target.value })}
        error={Boolean(errors.confirmPassword)}
        helperText={errors.confirmPassword}
        disabled={disabled}
        slotProps={{ htmlInput: { maxLength: MAX_PASSWORD_LENGTH } }}
      />
    </>
  );
}
