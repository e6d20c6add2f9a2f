import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import SearchIcon from '@mui/icons-material/Search';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { VENDOR_STATUS_LABELS, type ScanVendorDto } from '@standl/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatViennaTime } from '../../../../lib/format';
import { QueryStatus } from '../../shared/QueryStatus';
import { setUpCount, setUpListQuery, setUpRows } from '../setup-day-api';

function SetUpState({ vendor }: { vendor: ScanVendorDto }) {
  if (vendor.isBlocked) return <Chip size="small" color="error" label="Gesperrt" />;
  if (vendor.setUpAt) {
    return (
      <Chip
        size="small"
        color="success"
        icon={<CheckCircleIcon />}
        label={`Aufgebaut ${formatViennaTime(vendor.setUpAt)}`}
      />
    );
  }
  return <Chip size="small" variant="outlined" label="Noch nicht aufgebaut" />;
}

/**
 * The set-up list (issue 29): every vendor with a stall, with stall, name and status, and
 * whether the stall is set up; cards on a phone, a table from tablets on. Nothing to change.
 */
export function SetUpList() {
  const list = useQuery(setUpListQuery);
  const small = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [search, setSearch] = useState('');
  const vendors = list.data?.vendors ?? [];
  const rows = setUpRows(vendors, search);

  return (
    <Stack spacing={1.5}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', gap: 1 }}
      >
        <Typography variant="h6" component="h3">
          Aufbau-Liste
        </Typography>
        {list.data && (
          <Typography color="text.secondary" role="status" data-testid="set-up-count">
            {setUpCount(vendors)}
          </Typography>
        )}
      </Stack>
      <TextField
        label="Standplatz oder Händler suchen"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        size="small"
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
      <QueryStatus query={list} what="Händler mit Standplatz" />
      {list.data && rows.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          {vendors.length === 0 ? 'Noch kein Händler hat einen Standplatz.' : 'Nichts gefunden.'}
        </Typography>
      )}
      {rows.length > 0 &&
        (small ? (
          <List dense disablePadding aria-label="Aufbau-Liste">
            {rows.map((vendor) => (
              <ListItem key={vendor.vendorId} divider sx={{ px: 0, gap: 1, flexWrap: 'wrap' }}>
                <ListItemText
                  primary={`${vendor.boothNumber} · ${vendor.name}`}
                  secondary={`${vendor.areaName} · ${VENDOR_STATUS_LABELS[vendor.status]}`}
                  sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
                />
                <SetUpState vendor={vendor} />
              </ListItem>
            ))}
          </List>
        ) : (
          <Table size="small" aria-label="Aufbau-Liste">
            <TableHead>
              <TableRow>
                <TableCell>Standplatz</TableCell>
                <TableCell>Händler</TableCell>
                <TableCell>Bereich</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Aufbau</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((vendor) => (
                <TableRow key={vendor.vendorId}>
                  <TableCell sx={{ fontWeight: 600 }}>{vendor.boothNumber}</TableCell>
                  <TableCell>{vendor.name}</TableCell>
                  <TableCell>{vendor.areaName}</TableCell>
                  <TableCell>{VENDOR_STATUS_LABELS[vendor.status]}</TableCell>
                  <TableCell>
                    <SetUpState vendor={vendor} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ))}
    </Stack>
  );
}
