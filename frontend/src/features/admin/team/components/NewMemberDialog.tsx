import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AdminRole } from '@standl/contracts';
import { useState, type FormEvent } from 'react';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { useCopyText } from '../../shared/useCopyText';
import { useCreateMember, useInviteMember } from '../api/team-api';
import { validateMember } from '../team-rules';
import { RoleField } from './RoleField';

export type NewMemberMode = 'invite' | 'one-time-password';

const TITLES: Record<NewMemberMode, string> = {
  invite: 'Einladen',
  'one-time-password': 'Konto mit Einmal-Passwort anlegen',
};

/**
 * A new team member: by invitation (a mail with a link to choose the password) or with a
 * one-time password the organiser hands over, shown here once.
 */
export function NewMemberDialog({
  mode,
  onClose,
}: {
  mode: NewMemberMode | null;
  onClose: () => void;
}) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open={mode !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="new-member-title"
    >
      {mode && <NewMemberForm mode={mode} onClose={onClose} />}
    </Dialog>
  );
}

function NewMemberForm({ mode, onClose }: { mode: NewMemberMode; onClose: () => void }) {
  const { toast } = useToast();
  const copy = useCopyText();
  const invite = useInviteMember();
  const create = useCreateMember();
  const [form, setForm] = useState({ name: '', email: '', role: 'reader' as AdminRole });
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const pending = invite.isPending || create.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateMember(form);
    setErrors(found);
    if (found.name || found.email) return;
    setFailure(null);
    const member = { name: form.name.trim(), email: form.email.trim(), role: form.role };
    const onError = (error: unknown) => setFailure(apiErrorMessage(error, RETRY_TEXT));
    if (mode === 'invite') {
      invite.mutate(member, {
        onSuccess: () => {
          toast({
            title: 'Einladung verschickt',
            description: `${member.name} erhält eine E-Mail mit einem Link (72 Stunden gültig).`,
            variant: 'success',
          });
          onClose();
        },
        onError,
      });
    } else {
      create.mutate(member, { onError });
    }
  }

  if (create.data) {
    return (
      <>
        <DialogTitle id="new-member-title">Konto angelegt</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Alert severity="warning">
              Das Einmal-Passwort wird nur jetzt angezeigt. Geben Sie es {create.data.account.name}{' '}
              persönlich weiter; bei der ersten Anmeldung wird ein eigenes Passwort verlangt.
            </Alert>
            <Typography>
              Benutzername: <strong>{create.data.account.username}</strong>
            </Typography>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography
                data-testid="one-time-password"
                sx={{
                  fontFamily: '"Roboto Mono", ui-monospace, Consolas, monospace',
                  fontSize: '1.25rem',
                  fontWeight: 700,
                  letterSpacing: 1,
                  overflowWrap: 'anywhere',
                }}
              >
                {create.data.oneTimePassword}
              </Typography>
              <Button
                startIcon={<ContentCopyIcon />}
                onClick={() => void copy(create.data.oneTimePassword, 'Einmal-Passwort')}
              >
                Kopieren
              </Button>
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="contained" onClick={onClose}>
            Fertig
          </Button>
        </DialogActions>
      </>
    );
  }

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle id="new-member-title">{TITLES[mode]}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography color="text.secondary">
            {mode === 'invite'
              ? 'Die Person erhält eine E-Mail mit einem Link, über den sie ihr Passwort selbst vergibt.'
              : 'Für Helfer ohne E-Mail-Zugang vor Ort: Sie geben das Einmal-Passwort persönlich weiter.'}
          </Typography>
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField
            label="Name"
            value={form.name}
            onChange={(event) => setForm({ ...form, name: event.target.value })}
            error={Boolean(errors.name)}
            helperText={errors.name}
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            label="E-Mail"
            type="email"
            value={form.email}
            onChange={(event) => setForm({ ...form, email: event.target.value })}
            error={Boolean(errors.email)}
            helperText={errors.email}
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: 254 } }}
          />
          <RoleField value={form.role} onChange={(role) => setForm({ ...form, role })} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Abbrechen</Button>
        <Button type="submit" variant="contained" loading={pending}>
          {mode === 'invite' ? 'Einladung senden' : 'Konto anlegen'}
        </Button>
      </DialogActions>
    </form>
  );
}
