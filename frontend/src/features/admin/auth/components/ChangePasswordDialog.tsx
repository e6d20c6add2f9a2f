import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ADMIN_MESSAGES } from '@standl/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { apiErrorMessage } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { useChangeAdminPassword } from '../api/password-api';
import {
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

export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { toast } = useToast();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<PasswordChangeErrors>({});
  const change = useChangeAdminPassword();

  useEffect(() => {
    if (!change.isSuccess) return;
    const timer = setTimeout(onClose, CLOSE_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [change.isSuccess, onClose]);

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
        onSuccess: () =>
          toast({
            title: 'Passwort geändert',
            description: 'Andere Sitzungen wurden abgemeldet.',
            variant: 'success',
          }),
        onError: (error) => {
          const message = apiErrorMessage(error, ADMIN_MESSAGES.currentPasswordWrong);
          // The server's field texts belong under their field, as the form's own checks do.
          if (message === ADMIN_MESSAGES.currentPasswordWrong)
            setErrors({ currentPassword: message });
          else if (
            message === ADMIN_MESSAGES.newPasswordUnchanged ||
            message === ADMIN_MESSAGES.newPasswordBlank
          )
            setErrors({ newPassword: message });
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
      onClose={onClose}
      slotProps={{ transition: { onExited: reset } }}
      fullWidth
      maxWidth="xs"
      aria-labelledby="change-password-title"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="change-password-title">Passwort ändern</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
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
                helperText={errors[field.name]}
                disabled={change.isSuccess}
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Abbrechen</Button>
          <Button
            type="submit"
            variant="contained"
            loading={change.isPending}
            disabled={change.isSuccess}
          >
            Passwort ändern
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
