import Alert from '@mui/material/Alert';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AdminBoothAreaDto, AdminBoothDto, AdminVendorDto } from '@standl/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { formatEuro } from '../../../../lib/format';
import { adminBoothsQuery, adminVendorsQuery } from '../../shared/admin-queries';
import {
  assignableVendors,
  findBooth,
  freeBoothsByArea,
  isFree,
  NAME_MAX_LENGTH,
  reservedNameError,
  vendorGroup,
} from '../booth-rules';
import { boothActions, useBoothAction } from '../use-booth-actions';
import { useLastValue } from './useLastValue';

export interface ReserveBoothDialogProps {
  /**
   * Open while set; `boothId` is the stall clicked on the map, or null when opened by 'Name
   * reservieren' (the stall is chosen in the dialog).
   */
  target: { boothId: number | null } | null;
  onClose(): void;
}

type Mode = 'vendor' | 'name';

export const VENDOR_REQUIRED = 'Bitte wählen Sie einen Händler aus';
export const BOOTH_REQUIRED = 'Bitte wählen Sie einen freien Standplatz';

/**
 * The reservation dialog (spec 001 sections 2 and 4): a stall goes to a registered vendor
 * (assignment, the vendor becomes Bestätigt) or is reserved for a name.
 */
export function ReserveBoothDialog({ target, onClose }: ReserveBoothDialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const shown = useLastValue(target);
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      {shown && <ReserveBooth titleId={titleId} fixedBoothId={shown.boothId} onClose={onClose} />}
    </Dialog>
  );
}

function areaOf(areas: AdminBoothAreaDto[] | undefined, booth: AdminBoothDto | null) {
  return areas?.find((area) => area.id === booth?.areaId) ?? null;
}

function ReserveBooth({
  titleId,
  fixedBoothId,
  onClose,
}: {
  titleId: string;
  fixedBoothId: number | null;
  onClose(): void;
}) {
  const areas = useQuery(adminBoothsQuery);
  const vendors = useQuery(adminVendorsQuery);
  const assign = useBoothAction(boothActions.assign);
  const reserve = useBoothAction(boothActions.reserve);
  const ids = { vendorTab: useId(), nameTab: useId(), panel: useId() };

  // 'Name reservieren' starts on the name tab, a stall clicked on the map on the vendor tab.
  const [mode, setMode] = useState<Mode>(fixedBoothId === null ? 'name' : 'vendor');
  const [chosenId, setChosenId] = useState<number | null>(fixedBoothId);
  const [vendor, setVendor] = useState<AdminVendorDto | null>(null);
  const [name, setName] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const booth = findBooth(areas.data, chosenId);
  const free = booth !== null && isFree(booth);
  const area = areaOf(areas.data, booth);
  const candidates = assignableVendors(vendors.data ?? []);
  const nameError = reservedNameError(name);
  const pending = assign.isPending || reserve.isPending;
  // After success the refetch shows the stall taken while the dialog fades out: no warning then.
  const lost = booth !== null && !free && !assign.isSuccess && !reserve.isSuccess;

  const boothProblem = submitted && !free ? BOOTH_REQUIRED : null;
  const vendorProblem = submitted && !vendor ? VENDOR_REQUIRED : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!booth || !free) return;
    const done = { onSuccess: onClose };
    if (mode === 'vendor' && vendor) assign.mutate({ booth, vendor }, done);
    if (mode === 'name' && !nameError) reserve.mutate({ booth, name }, done);
  }

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogTitle id={titleId}>
        Standplatz reservieren
        {fixedBoothId !== null && booth && (
          <Typography component="span" color="text.secondary" sx={{ display: 'block' }}>
            {booth.number} · {area?.name} · {formatEuro(area?.price ?? 0)}
          </Typography>
        )}
      </DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 2, sm: 3 } }}>
        <Stack sx={{ gap: 2 }}>
          {fixedBoothId !== null && lost && (
            <Alert severity="warning">Standplatz {booth.number} ist nicht mehr frei.</Alert>
          )}
          {fixedBoothId === null && (
            <BoothChoice
              areas={areas.data ?? []}
              value={free ? chosenId : null}
              error={boothProblem}
              onChange={setChosenId}
            />
          )}
          <Tabs
            value={mode}
            onChange={(_event, next: Mode) => {
              setMode(next);
              setSubmitted(false); // the other tab's field was never submitted
            }}
            variant="fullWidth"
            aria-label="Art der Reservierung"
          >
            <Tab
              value="vendor"
              label="Registrierter Händler"
              id={ids.vendorTab}
              aria-controls={ids.panel}
            />
            <Tab value="name" label="Manueller Name" id={ids.nameTab} aria-controls={ids.panel} />
          </Tabs>
          <Box
            role="tabpanel"
            id={ids.panel}
            aria-labelledby={mode === 'vendor' ? ids.vendorTab : ids.nameTab}
          >
            {mode === 'vendor' ? (
              <VendorChoice
                vendors={candidates}
                loading={vendors.isPending}
                value={vendor}
                error={vendorProblem}
                onChange={setVendor}
              />
            ) : (
              <TextField
                label="Name"
                value={name}
                onChange={(event) => setName(event.target.value)}
                required
                fullWidth
                autoFocus
                error={submitted && nameError !== null}
                helperText={
                  (submitted && nameError) ||
                  'Zum Beispiel ein Verein oder ein Händler, der sich telefonisch gemeldet hat.'
                }
                slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
              />
            )}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: { xs: 2, sm: 3 }, py: 1.5 }}>
        <Button onClick={onClose} disabled={pending}>
          Abbrechen
        </Button>
        <Button
          type="submit"
          variant="contained"
          loading={pending}
          disabled={mode === 'vendor' && vendors.isSuccess && candidates.length === 0}
        >
          {mode === 'vendor' ? 'Zuweisen' : 'Reservieren'}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** The free stalls grouped by area (a native select: easy on phones and for keyboards). */
function BoothChoice({
  areas,
  value,
  error,
  onChange,
}: {
  areas: AdminBoothAreaDto[];
  value: number | null;
  error: string | null;
  onChange: (id: number | null) => void;
}) {
  const groups = freeBoothsByArea(areas);
  return (
    <TextField
      select
      label="Standplatz"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      required
      fullWidth
      error={error !== null}
      helperText={error ?? (groups.length === 0 ? 'Derzeit ist kein Standplatz frei.' : null)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">Bitte wählen …</option>
      {groups.map(({ area, booths }) => (
        <optgroup key={area.id} label={`${area.name} (${formatEuro(area.price)})`}>
          {booths.map((booth) => (
            <option key={booth.id} value={booth.id}>
              {booth.number}
              {booth.locationDescription ? ` – ${booth.locationDescription}` : ''}
            </option>
          ))}
        </optgroup>
      ))}
    </TextField>
  );
}

/** The search looks at name, e-mail and access code. */
const filterVendors = createFilterOptions<AdminVendorDto>({
  stringify: (vendor) => `${vendor.name} ${vendor.email} ${vendor.accessCode}`,
});

function VendorChoice({
  vendors,
  loading,
  value,
  error,
  onChange,
}: {
  vendors: AdminVendorDto[];
  loading: boolean;
  value: AdminVendorDto | null;
  error: string | null;
  onChange: (vendor: AdminVendorDto | null) => void;
}) {
  if (!loading && vendors.length === 0) {
    return (
      <Alert severity="info">
        Es wartet kein Händler ohne Standplatz. Sie können den Platz für einen Namen reservieren.
      </Alert>
    );
  }
  return (
    <Autocomplete
      options={vendors}
      loading={loading}
      value={value}
      onChange={(_event, next) => onChange(next)}
      groupBy={vendorGroup}
      filterOptions={filterVendors}
      getOptionLabel={(vendor) => vendor.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      noOptionsText="Kein passender Händler"
      loadingText="Händler werden geladen …"
      renderOption={({ key, ...props }, vendor) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {vendor.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {vendor.email}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Händler"
          required
          error={error !== null}
          helperText={
            error ??
            'Wartende Händler ohne Standplatz, mit geleisteter Anzahlung zuerst. Die Zuweisung bestätigt den Händler.'
          }
        />
      )}
    />
  );
}
