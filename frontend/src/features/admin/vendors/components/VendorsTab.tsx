import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AdminVendorDto } from '@standl/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { adminMarketSettingsQuery, adminVendorsQuery } from '../../shared/admin-queries';
import { matchesVendorSearch, notSetUpOnMarketStart, vendorCounter } from '../vendor-rules';
import { viennaToday } from '../../../../lib/format';
import { AddVendorDialog } from './AddVendorDialog';
import { AssignBoothDialog } from './AssignBoothDialog';
import { useVendorCommands } from './useVendorCommands';
import { VendorDetailDialog } from './VendorDetailDialog';
import { VendorExportMenu } from './VendorExportMenu';
import { VendorCards, VendorTable } from './VendorList';
import { QueryStatus } from '../../shared/QueryStatus';
import { useMay } from '../../auth';
import { SetUpDayActions } from '../../setup-day';

function AutomaticFlows() {
  return (
    <Alert severity="info" role="note" sx={{ mb: 2 }}>
      <AlertTitle>Automatische Abläufe</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        <li>
          Standplatz zuweisen: Der Händler wird „Bestätigt“ und erhält eine Bestätigungs-E-Mail.
        </li>
        <li>QR-Code am Stand scannen: Der Händler wird „Aufgebaut“.</li>
        <li>Aufgebaut: Der Restbetrag der Standgebühr wird zur Zahlung fällig.</li>
      </Box>
    </Alert>
  );
}

export function VendorsTab() {
  const vendors = useQuery(adminVendorsQuery);
  const settings = useQuery(adminMarketSettingsQuery);
  const mobile = useMediaQuery(useTheme().breakpoints.down('md'));
  const commands = useVendorCommands();
  const mayEdit = useMay('vendors.edit');
  const mayExport = useMay('vendors.export');
  const [search, setSearch] = useState('');
  const [detailId, setDetailId] = useState<string | null>(null);
  const [assignFor, setAssignFor] = useState<AdminVendorDto | null>(null);
  const [adding, setAdding] = useState(false);

  const all = useMemo(() => vendors.data ?? [], [vendors.data]);
  const found = all.filter((vendor) => matchesVendorSearch(vendor, search));
  const marketStart = settings.data?.marketStartDate;
  const warned = useMemo(() => {
    const today = viennaToday();
    return new Set(
      all.filter((vendor) => notSetUpOnMarketStart(vendor, marketStart, today)).map((v) => v.id),
    );
  }, [all, marketStart]);

  const listProps = {
    vendors: found,
    warned,
    commands,
    onDetails: (vendor: AdminVendorDto) => setDetailId(vendor.id),
    onAssign: setAssignFor,
  };

  return (
    <Box component="section" aria-labelledby="vendors-heading">
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography id="vendors-heading" variant="h5" component="h2">
          Händler
        </Typography>
        {mayEdit && (
          <Button
            variant="contained"
            startIcon={<PersonAddAlt1Icon />}
            onClick={() => setAdding(true)}
          >
            Händler hinzufügen
          </Button>
        )}
      </Stack>

      <SetUpDayActions />
      <AutomaticFlows />
      {warned.size > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="market-start-warning">
          <AlertTitle>Heute ist Markteröffnung</AlertTitle>
          {warned.size === 1
            ? '1 bestätigter Händler ist noch nicht aufgebaut.'
            : `${warned.size} bestätigte Händler sind noch nicht aufgebaut.`}{' '}
          Die Händler sind in der Liste markiert.
        </Alert>
      )}

      <TextField
        label="Händler suchen"
        placeholder="Name, E-Mail, Zugangscode, Telefon, Standplatz oder Bereich"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        fullWidth
        type="search"
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1, mb: 2 }}
      >
        <Typography
          variant="body2"
          color="text.secondary"
          role="status"
          data-testid="vendor-counter"
        >
          {vendors.data ? vendorCounter(found.length, all.length) : ' '}
        </Typography>
        {/* Exports what the search shows, next to the count it exports. */}
        {mayExport && <VendorExportMenu vendors={found} />}
      </Stack>

      <QueryStatus query={vendors} what="Händler" />
      {vendors.data &&
        (found.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {all.length === 0 ? 'Noch keine Händler angemeldet.' : 'Keine Händler gefunden.'}
          </Typography>
        ) : mobile ? (
          <VendorCards {...listProps} />
        ) : (
          <VendorTable {...listProps} />
        ))}

      <VendorDetailDialog vendorId={detailId} onClose={() => setDetailId(null)} />
      <AssignBoothDialog
        open={assignFor !== null}
        vendor={assignFor}
        onClose={() => setAssignFor(null)}
      />
      <AddVendorDialog open={adding} onClose={() => setAdding(false)} />
      {commands.confirmDialog}
    </Box>
  );
}
