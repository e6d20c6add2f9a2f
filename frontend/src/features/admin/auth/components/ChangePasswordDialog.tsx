import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ADMIN_MESSAGES, TEAM_MESSAGES } from '@standl/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { apiErrorMessage } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { adminKeys } from '../../shared/admin-queries';
import { useChangeAdminPassword } from '../api/password-api';
import {
  PASSWORD_POLICY_HINT,
  validatePasswordChange,
  type PasswordChangeErrors,
  type PasswordChangeForm,
} from '../password-change';

/** The spec closes the dialog 2 seconds after a successful change. */
export const CLOSE_AFTER_SUCCESS_MS = 2_000;

const EMPTY: PasswordChangeForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS: { name: keyof PasswordChangeForm; label: string; autoComplete: string }[] = [
  { name: 'currentPassword', label: 'Aktuelles Passwort', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'Neues Passwort', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Neues Passwort bestätigen', autoComplete: 'new-password' },
];

/** The server's texts that belong under the new password's field. */
const NEW_PASSWORD_MESSAGES: readonly string[] = [
  ADMIN_MESSAGES.newPasswordUnchanged,
  ADMIN_MESSAGES.newPasswordBlank,
  TEAM_MESSAGES.passwordTooShort,
  TEAM_MESSAGES.passwordTooLong,
  TEAM_MESSAGES.passwordTooCommon,
  TEAM_MESSAGES.passwordContainsName,
];

/**
 * 'Passwort ändern'. `blocking` (the sign-out button): the account signed in with a one-time
 * password and must choose its own before the console opens (issue 29); the dialog cannot be
 * closed, and after the change the console reads the account again.
 */
export function ChangePasswordDialog({
  open,
  onClose,
  blocking,
}: {
  open: boolean;
  onClose: () => void;
  blocking?: ReactNode;
}) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<PasswordChangeErrors>({});
  const change = useChangeAdminPassword();

  useEffect(() => {
    if (!change.isSuccess || blocking) return;
    const timer = setTimeout(onClose, CLOSE_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [change.isSuccess, onClose, blocking]);

  function reset() {
    setForm(EMPTY);
    setErrors({});
    change.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validatePasswordChange(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { currentPassword: form.currentPassword, newPassword: form.newPassword },
      {
        onSuccess: () => {
          toast({
            title: 'Passwort geändert',
            description: 'Andere Sitzungen wurden abgemeldet.',
            variant: 'success',
          });
          if (blocking) void queryClient.invalidateQueries({ queryKey: adminKeys.me });
        },
        onError: (error) => {
          const message = apiErrorMessage(error, ADMIN_MESSAGES.currentPasswordWrong);
          // The server's field texts belong under their field, as the form's own checks do.
          if (message === ADMIN_MESSAGES.currentPasswordWrong)
            setErrors({ currentPassword: message });
          else if (NEW_PASSWORD_MESSAGES.includes(message)) setErrors({ newPassword: message });
          toast({
            title: 'Fehler beim Passwort ändern',
            description: message,
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      onClose={blocking ? undefined : onClose}
      slotProps={{ transition: { onExited: reset } }}
      fullWidth
      maxWidth="xs"
      aria-labelledby="change-password-title"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="change-password-title">
          {blocking ? 'Neues Passwort vergeben' : 'Passwort ändern'}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {blocking && <Alert severity="info">{TEAM_MESSAGES.passwordChangeRequired}</Alert>}
            {change.isSuccess && <Alert severity="success">Das Passwort wurde geändert.</Alert>}
            {FIELDS.map((field) => (
              <TextField
                key={field.name}
                label={field.label}
                type="password"
                autoComplete={field.autoComplete}
                value={form[field.name]}
                onChange={(event) => setForm({ ...form, [field.name]: event.target.value })}
                error={Boolean(errors[field.name])}
                helperText={
                  errors[field.name] ??
                  (field.name === 'newPassword' ? PASSWORD_POLICY_HINT : undefined)
                }
                disabled={change.isSuccess}
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {blocking ?? <Button onClick={onClose}>Abbrechen</Button>}
          <Button
            type="submit"
            variant="contained"
            loading={change.isPending}
            disabled={change.isSuccess}
          >
            {blocking ? 'Passwort speichern' : 'Passwort ändern'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
