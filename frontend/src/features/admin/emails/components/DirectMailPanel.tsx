import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type AdminVendorDto, formatAccessCode, normalizeAccessCode } from '@standl/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminVendorsQuery } from '../../shared/admin-queries';
import { useSendDirectMail } from '../api/mailing-api';
import { englishOf } from '../template-text';
import { EMPTY_MAIL, type MailContent, MailContentFields } from './MailContentFields';

/** Finds a vendor by name, e-mail or access code (typed as vendors type it). */
function matches(vendor: AdminVendorDto, input: string): boolean {
  const needle = input.trim().toLowerCase();
  if (!needle) return true;
  return (
    vendor.name.toLowerCase().includes(needle) ||
    vendor.email.toLowerCase().includes(needle) ||
    (needle.replace(/[\s-]/g, '').length >= 4 &&
      (vendor.accessCode ?? '').includes(normalizeAccessCode(input)))
  );
}

/** Spec 001 "Individual": one vendor, or a typed address with an optional name. */
export function DirectMailPanel() {
  const vendors = useQuery(adminVendorsQuery);
  const [vendor, setVendor] = useState<AdminVendorDto | null>(null);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [mail, setMail] = useState<MailContent>(EMPTY_MAIL);
  const send = useSendDirectMail();
  function submit() {
    send.mutate(
      {
        ...(vendor
          ? { vendorId: vendor.id }
          : { email: email.trim(), name: name.trim() || undefined }),
        subject: mail.subject,
        content: mail.content,
        // The English version goes to a vendor who reads English; an address reads German.
        ...(vendor ? englishOf(mail) : {}),
        templateId: mail.templateId ?? undefined,
        requestId: crypto.randomUUID(),
      },
      { onSuccess: () => setMail(EMPTY_MAIL) },
    );
  }
  const hasRecipient = vendor !== null || email.trim() !== '';
  const hasContent = mail.subject.trim() !== '' && mail.content.trim() !== '';

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={2}>
          <Typography variant="subtitle1" component="h4">
            Empfänger
          </Typography>
          <Autocomplete
            options={vendors.data ?? []}
            value={vendor}
            onChange={(_event, value) => setVendor(value)}
            filterOptions={(options, state) =>
              options.filter((option) => matches(option, state.inputValue))
            }
            getOptionLabel={(option) =>
              option.accessCode
                ? `${option.name} (${formatAccessCode(option.accessCode)})`
                : option.name
            }
            isOptionEqualToValue={(option, value) => option.id === value.id}
            renderInput={(params) => (
              <TextField {...params} label="Händler suchen (Name, E-Mail oder Zugangscode)" />
            )}
          />
          <Typography variant="body2" color="text.secondary">
            oder an eine Adresse:
          </Typography>
          <TextField
            label="E-Mail-Adresse"
            type="email"
            value={email}
            disabled={vendor !== null}
            onChange={(event) => setEmail(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 254 } }}
          />
          <TextField
            label="Name des Empfängers (optional)"
            value={name}
            disabled={vendor !== null}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Stack spacing={2}>
          <MailContentFields value={mail} onChange={setMail} english={vendor !== null} />
          <Button
            variant="contained"
            disabled={!hasRecipient || !hasContent || send.isPending}
            onClick={submit}
          >
            E-Mail senden
          </Button>
          {!hasRecipient && (
            <Typography variant="body2" color="text.secondary">
              Bitte wählen Sie einen Händler aus oder geben Sie eine E-Mail-Adresse ein
            </Typography>
          )}
        </Stack>
      </Grid>
    </Grid>
  );
}
