import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AdminVendorDto } from '@standl/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { adminMarketSettingsQuery, adminVendorsQuery } from '../../shared/admin-queries';
import { PERMANENT_BLOCK_LABEL } from '../../vendors';
import { useBlockVendorInArchive, useInvalidateArchive } from '../api/archive-api';
import {
  ARCHIVE_MAX_YEAR,
  ARCHIVE_MESSAGES,
  ARCHIVE_MIN_YEAR,
  defaultArchiveYear,
  validateBlockForm,
  type BlockForm,
} from '../archive-rules';

/**
 * 'Händler sperren' from the archive (spec 001 sections 2 and 5): a current vendor, a reason and
 * the archive year; the e-mail then cannot register again until the block is lifted.
 */
export function BlockVendorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {/* Mounted per opening: every opening starts with an empty form. */}
      {open && <BlockVendorForm titleId={titleId} onClose={onClose} />}
    </Dialog>
  );
}

function vendorLabel(vendor: AdminVendorDto): string {
  return `${vendor.name} (${vendor.email})`;
}

function BlockVendorForm({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const vendors = useQuery(adminVendorsQuery);
  const settings = useQuery(adminMarketSettingsQuery);
  const { toast } = useToast();
  const invalidate = useInvalidateArchive();
  const [vendor, setVendor] = useState<AdminVendorDto | null>(null);
  const [reason, setReason] = useState('');
  const [permanent, setPermanent] = useState(false);
  // Null until the organiser types: then the market year from the settings is the default.
  const [typedYear, setTypedYear] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const year = typedYear ?? String(defaultArchiveYear(settings.data?.currentYear));
  const form: BlockForm = { vendorId: vendor?.id ?? null, reason, year };
  const errors = submitted ? validateBlockForm(form) : {};
  // Blocked vendors are on the block list already.
  const options = useMemo(
    () =>
      (vendors.data ?? [])
        .filter((item) => !item.isBlocked)
        .sort((a, b) => a.name.localeCompare(b.name, 'de')),
    [vendors.data],
  );

  const block = useBlockVendorInArchive({
    onSuccess: async (entry) => {
      toast({
        title: entry.canBeUnblocked
          ? ARCHIVE_MESSAGES.blocked
          : ARCHIVE_MESSAGES.blockedPermanently,
        description: `${entry.name}: ${entry.reason ?? reason.trim()}`,
        variant: 'success',
      });
      onClose();
      await invalidate();
    },
    onError: (error) =>
      toast({
        title: ARCHIVE_MESSAGES.blockFailed,
        description: apiErrorMessage(error, RETRY_TEXT),
        variant: 'destructive',
      }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateBlockForm(form)).length > 0 || !vendor) return;
    block.mutate({
      vendorId: vendor.id,
      reason: reason.trim(),
      year: Number(year.trim()),
      // Unticked: the server's default, a block that can be lifted.
      ...(permanent && { canBeUnblocked: false }),
    });
  }

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle id={titleId}>Händler sperren</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Der Händler wird gesperrt und im Archiv eingetragen. Mit seiner E-Mail-Adresse ist keine
          neue Anmeldung möglich, bis die Sperre aufgehoben wird.
        </DialogContentText>
        <Stack sx={{ gap: 1, pt: 1 }}>
          <Autocomplete
            options={options}
            value={vendor}
            onChange={(_event, value) => setVendor(value)}
            getOptionLabel={vendorLabel}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            loading={vendors.isPending}
            loadingText="Händler werden geladen …"
            noOptionsText={vendors.isError ? 'Failed to fetch vendors' : 'Keine Händler gefunden'}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Händler"
                required
                error={Boolean(errors.vendorId)}
                helperText={errors.vendorId ?? ' '}
              />
            )}
          />
          <TextField
            label="Grund der Sperre"
            required
            fullWidth
            multiline
            minRows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(errors.reason)}
            helperText={errors.reason ?? 'z. B. Nicht aufgebaut, offener Betrag'}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <TextField
            label="Archivjahr"
            required
            type="number"
            value={year}
            onChange={(event) => setTypedYear(event.target.value)}
            error={Boolean(errors.year)}
            helperText={errors.year ?? `${ARCHIVE_MIN_YEAR} bis ${ARCHIVE_MAX_YEAR}`}
            slotProps={{ htmlInput: { min: ARCHIVE_MIN_YEAR, max: ARCHIVE_MAX_YEAR, step: 1 } }}
            sx={{ maxWidth: 200 }}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={permanent}
                onChange={(event) => setPermanent(event.target.checked)}
              />
            }
            label={PERMANENT_BLOCK_LABEL}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Abbrechen</Button>
        <Button type="submit" variant="contained" color="error" loading={block.isPending}>
          Sperren
        </Button>
      </DialogActions>
    </form>
  );
}
