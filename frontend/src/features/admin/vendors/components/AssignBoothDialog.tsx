import HistoryIcon from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  BOOTH_GRID_COLUMNS,
  type AdminBoothAreaDto,
  type AdminBoothDto,
  type AreaPlanDto,
} from '@standl/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { formatEuro } from '../../../../lib/format';
import { ApiError, apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import {
  BOOTH_COLORS,
  BOOTH_STATE_LABELS,
  BOOTH_STATE_ORDER,
  boothState,
  StallTile,
} from '../../../booths';
import { StallLocator } from '../../../floor-plan';
import { adminBoothsQuery, adminKeys, adminVendorsQuery } from '../../shared/admin-queries';
import { boothSuggestionQuery, useVendorAction, vendorActions } from '../api/vendor-admin-api';
import { boothButtonLabel, canAssignBooth, findSuggestedBooth } from '../vendor-rules';
import { useVendorCommands } from './useVendorCommands';
import { QueryStatus } from '../../shared/QueryStatus';

export interface AssignBoothDialogProps {
  open: boolean;
  vendor: { id: string; name: string } | null;
  onClose(): void;
  onAssigned?(): void;
}

/**
 * Assigns a stall to a vendor (spec 001 section 2): last season's stall as a suggestion, the
 * stalls per area as a grid, 'Zuweisen' (the vendor becomes Bestätigt) and 'Ablehnen'.
 */
export function AssignBoothDialog({ open, vendor, onClose, onAssigned }: AssignBoothDialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open={open && vendor !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
    >
      {open && vendor && <AssignBooth vendor={vendor} onClose={onClose} onAssigned={onAssigned} />}
    </Dialog>
  );
}

function AssignBooth({
  vendor,
  onClose,
  onAssigned,
}: {
  vendor: { id: string; name: string };
  onClose(): void;
  onAssigned?(): void;
}) {
  const areas = useQuery(adminBoothsQuery);
  const suggestion = useQuery(boothSuggestionQuery(vendor.id));
  const vendors = useQuery(adminVendorsQuery);
  const queryClient = useQueryClient();
  const assign = useVendorAction(vendorActions.assignBooth);
  const commands = useVendorCommands();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const current = vendors.data?.find((item) => item.id === vendor.id);
  const ownBoothId = current?.boothId ?? null;
  const booths = (areas.data ?? []).flatMap((area) => area.booths);
  const selected = booths.find((booth) => booth.id === selectedId) ?? null;
  const selectedArea = areas.data?.find((area) => area.id === selected?.areaId);

  const previous = suggestion.data?.suggestion ?? null;
  const previousBooth = previous && areas.data ? findSuggestedBooth(areas.data, previous) : null;
  const wished = current?.boothId
    ? null
    : (booths.find((booth) => booth.id === current?.selectedBoothId) ?? null);

  function select(booth: AdminBoothDto) {
    setSelectedId(booth.id);
    setProblem(null);
  }

  function submit() {
    if (!selected) return;
    assign.mutate(
      { vendor, boothId: selected.id },
      {
        onSuccess: () => {
          onAssigned?.();
          onClose();
        },
        onError: (error) => {
          setProblem(apiErrorMessage(error, RETRY_TEXT));
          setSelectedId(null);
          if (error instanceof ApiError && error.status === 409) {
            void queryClient.invalidateQueries({ queryKey: adminKeys.booths });
          }
        },
      },
    );
  }

  return (
    <>
      <DialogTitle>
        Standplatz zuweisen
        <Typography
          component="span"
          variant="body1"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          {vendor.name}
        </Typography>
      </DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1.5, sm: 3 } }}>
        <Stack sx={{ gap: 1, mb: 2 }}>
          {previous && (
            <Suggestion
              label={`Vorjahr: Bereich ${previous.boothArea}, Platz ${previous.boothNumber}`}
              booth={previousBooth}
              ownBoothId={ownBoothId}
              onPick={select}
            />
          )}
          {wished && (
            <Suggestion
              label={`Wunschplatz bei der Anmeldung: ${wished.number}`}
              booth={wished}
              ownBoothId={ownBoothId}
              onPick={select}
            />
          )}
          {problem && <Alert severity="error">{problem}</Alert>}
        </Stack>
        <Legend />
        <QueryStatus query={areas} what="Standplätze" />
        <Stack sx={{ gap: 2.5 }}>
          {areas.data?.map((area) => (
            <AreaGrid
              key={area.id}
              area={area}
              ownBoothId={ownBoothId}
              selectedId={selectedId}
              onSelect={select}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions
        disableSpacing
        sx={{ px: { xs: 1.5, sm: 3 }, py: 1.5, flexWrap: 'wrap', gap: 1 }}
      >
        <Typography
          variant="body2"
          sx={{ flexGrow: 1, flexBasis: { xs: '100%', sm: 0 } }}
          role="status"
        >
          {selected
            ? `Ausgewählt: ${selected.number} (${selectedArea?.name ?? ''}, ${formatEuro(selected.price)})`
            : 'Bitte einen freien Standplatz wählen.'}
        </Typography>
        <Button
          color="error"
          disabled={commands.pending || assign.isPending}
          onClick={() => void commands.reject(vendor, onClose)}
        >
          Ablehnen
        </Button>
        <Button onClick={onClose}>Abbrechen</Button>
        <Button
          variant="contained"
          disabled={!selected}
          loading={assign.isPending}
          onClick={submit}
        >
          Zuweisen
        </Button>
      </DialogActions>
      {commands.confirmDialog}
    </>
  );
}

function Suggestion({
  label,
  booth,
  ownBoothId,
  onPick,
}: {
  label: string;
  booth: AdminBoothDto | null;
  ownBoothId: number | null;
  onPick: (booth: AdminBoothDto) => void;
}) {
  const free = booth !== null && canAssignBooth(booth, ownBoothId);
  let action: ReactNode = (
    <Typography variant="body2" color="text.secondary">
      {booth ? 'Dieser Standplatz ist nicht frei.' : 'Diesen Standplatz gibt es nicht mehr.'}
    </Typography>
  );
  if (free) {
    action = (
      <Button size="small" variant="outlined" onClick={() => onPick(booth)}>
        {booth.number} übernehmen
      </Button>
    );
  }
  return (
    <Alert
      severity="info"
      icon={<HistoryIcon />}
      action={action}
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      {label}
    </Alert>
  );
}

function Legend() {
  const items = [
    ...BOOTH_STATE_ORDER.map((state) => ({ key: state, text: BOOTH_STATE_LABELS[state] })),
    { key: 'selected' as const, text: 'ausgewählt' },
  ];
  return (
    <Stack
      direction="row"
      component="ul"
      aria-label="Legende"
      sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, listStyle: 'none', m: 0, mb: 2, p: 0 }}
    >
      {items.map((item) => (
        <Stack
          component="li"
          direction="row"
          key={item.key}
          sx={{ alignItems: 'center', gap: 0.5 }}
        >
          <Box
            aria-hidden
            sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: BOOTH_COLORS[item.key].bg }}
          />
          <Typography variant="body2">{item.text}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}

const byNumber = (booths: readonly AdminBoothDto[]) =>
  [...booths].sort((a, b) => a.number.localeCompare(b.number, 'de', { numeric: true }));

function AreaGrid({
  area,
  ownBoothId,
  selectedId,
  onSelect,
}: {
  area: AdminBoothAreaDto;
  ownBoothId: number | null;
  selectedId: number | null;
  onSelect: (booth: AdminBoothDto) => void;
}) {
  const headingId = `assign-area-${area.code}`;
  const free = area.booths.filter((booth) => canAssignBooth(booth, ownBoothId)).length;
  const chosen = area.booths.find((booth) => booth.id === selectedId);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack
        direction="row"
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1 }}
      >
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {area.name} ({area.code})
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {free} frei · {formatEuro(area.price)}
        </Typography>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${BOOTH_GRID_COLUMNS}, minmax(0, 1fr))`,
          gap: { xs: 0.5, sm: 1 },
        }}
      >
        {byNumber(area.booths).map((booth) => (
          <AssignBoothButton
            key={booth.id}
            booth={booth}
            ownBoothId={ownBoothId}
            selected={booth.id === selectedId}
            onSelect={onSelect}
          />
        ))}
      </Box>
      {area.plan && chosen && <ChosenOnPlan plan={area.plan} area={area} chosen={chosen} />}
    </Box>
  );
}

/** Where the chosen stall lies on its area's plan (issue 32): small, still, highlighted. */
function ChosenOnPlan({
  plan,
  area,
  chosen,
}: {
  plan: AreaPlanDto;
  area: AdminBoothAreaDto;
  chosen: AdminBoothDto;
}) {
  return (
    <Box sx={{ mt: 1.5, maxWidth: 480 }} data-testid="assign-stall-on-plan">
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        Lage von {chosen.number}
      </Typography>
      {chosen.placement ? (
        <StallLocator
          plan={plan}
          stalls={area.booths}
          stallId={chosen.id}
          label={`Lage von ${chosen.number} im Lageplan ${area.name}`}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {chosen.number} ist noch nicht im Lageplan eingezeichnet.
        </Typography>
      )}
    </Box>
  );
}

function AssignBoothButton({
  booth,
  ownBoothId,
  selected,
  onSelect,
}: {
  booth: AdminBoothDto;
  ownBoothId: number | null;
  selected: boolean;
  onSelect: (booth: AdminBoothDto) => void;
}) {
  const assignable = canAssignBooth(booth, ownBoothId);
  const label = boothButtonLabel(booth, ownBoothId);
  const colors = BOOTH_COLORS[selected ? 'selected' : assignable ? 'available' : boothState(booth)];
  const name = booth.status === 'available' ? booth.holdVendorName : booth.displayName;
  const description = [
    `Standplatz ${booth.number}`,
    assignable ? 'frei' : BOOTH_STATE_LABELS[boothState(booth)],
    !assignable && name,
    selected && 'ausgewählt',
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <StallTile
      number={booth.number}
      caption={label}
      label={description}
      colors={colors}
      state={selected ? 'selected' : boothState(booth)}
      selected={selected}
      disabled={!assignable}
      onClick={() => onSelect(booth)}
    />
  );
}
