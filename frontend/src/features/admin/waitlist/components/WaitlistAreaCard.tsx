import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { formatViennaDateTime } from '../../../../lib/format';
import { useMay } from '../../auth';
import { useConfirm } from '../../shared/useConfirm';
import { useRemoveFromWaitlist, useReorderWaitlist } from '../api/waitlist-api';
import { movedEntries, offerStateColor, offerStateText, removalText } from '../waitlist-rules';
import type { WaitlistAreaDto, WaitlistDto, WaitlistEntryDto } from '@standl/contracts';
import { AddToWaitlistDialog } from './AddToWaitlistDialog';
import { OfferStallDialog } from './OfferStallDialog';

type Direction = -1 | 1;
const moveButtonId = (entryId: string, delta: Direction) =>
  `waitlist-${entryId}-${delta < 0 ? 'up' : 'down'}`;

/**
 * One area's waiting list in its order. The organiser moves an entry with the arrow buttons or,
 * anywhere in its row, Alt + ↑ / Alt + ↓; the focus stays with the moved entry.
 */
export function WaitlistAreaCard({
  area,
  waitlist,
}: {
  area: WaitlistAreaDto;
  /** Every area's list: a vendor can be on one list only. */
  waitlist: Pick<WaitlistDto, 'areas'>;
}) {
  const mayEdit = useMay('waitlist.edit');
  const reorder = useReorderWaitlist();
  const remove = useRemoveFromWaitlist();
  const [confirm, confirmDialog] = useConfirm();
  const [offering, setOffering] = useState<{ entry: WaitlistEntryDto; key: number } | null>(null);
  const [adding, setAdding] = useState(0);
  const [focusAfterMove, setFocusAfterMove] = useState<{ entryId: string; delta: Direction }>();
  const headingId = `waitlist-area-${area.areaId}-heading`;
  const { entries } = area;

  useEffect(() => {
    if (!focusAfterMove) return;
    const { entryId, delta } = focusAfterMove;
    const same = document.getElementById(moveButtonId(entryId, delta)) as HTMLButtonElement | null;
    const other = document.getElementById(moveButtonId(entryId, delta === -1 ? 1 : -1));
    (same && !same.disabled ? same : other)?.focus();
  }, [focusAfterMove, entries]);

  function move(entryId: string, delta: Direction) {
    const next = movedEntries(entries, entryId, delta);
    if (!next) return;
    reorder.move({ ...area, entries: next });
    setFocusAfterMove({ entryId, delta });
  }

  function onRowKey(event: KeyboardEvent, entryId: string) {
    if (!mayEdit || !event.altKey) return;
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      move(entryId, event.key === 'ArrowUp' ? -1 : 1);
    }
  }

  async function removeEntry(entry: WaitlistEntryDto) {
    const confirmed = await confirm({
      title: 'Von der Warteliste nehmen?',
      text: removalText(entry, area.areaName),
      confirmLabel: 'Entfernen',
      destructive: true,
    });
    if (confirmed) remove.mutate({ entryId: entry.entryId, vendorName: entry.vendorName });
  }

  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      data-testid={`waitlist-area-${area.areaCode}`}
      sx={{ height: '100%' }}
    >
      <CardContent>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
        >
          <Typography id={headingId} variant="h6" component="h3">
            {area.areaName}
          </Typography>
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
            {area.closedForSelection && (
              <Chip size="small" variant="outlined" label="Geschlossen" />
            )}
            <Chip
              size="small"
              variant="outlined"
              label={area.freeStalls === 1 ? '1 Platz frei' : `${area.freeStalls} Plätze frei`}
            />
            {mayEdit && (
              <Button
                size="small"
                startIcon={<PersonAddAlt1Icon />}
                aria-label={`Händler zur Warteliste ${area.areaName} hinzufügen`}
                onClick={() => setAdding(Date.now())}
              >
                Hinzufügen
              </Button>
            )}
          </Stack>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {entries.length === 0
            ? 'Niemand wartet auf einen Platz in diesem Bereich.'
            : entries.length === 1
              ? '1 Händler wartet'
              : `${entries.length} Händler warten`}
          {mayEdit && entries.length > 1 && ' · Reihenfolge mit den Pfeilen oder Alt + ↑/↓ ändern'}
        </Typography>

        {entries.length > 0 && (
          <Box
            component="ol"
            aria-label={`Warteliste ${area.areaName}`}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {entries.map((entry, index) => (
              <Box
                component="li"
                key={entry.entryId}
                onKeyDown={(event) => onRowKey(event, entry.entryId)}
                data-testid="waitlist-entry"
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  flexWrap: 'wrap',
                  gap: 1,
                  py: 1,
                  borderTop: index === 0 ? 0 : 1,
                  borderColor: 'divider',
                }}
              >
                <Box
                  aria-hidden
                  sx={{
                    width: 32,
                    height: 32,
                    flexShrink: 0,
                    borderRadius: '50%',
                    border: 1,
                    borderColor: 'divider',
                    display: 'grid',
                    placeItems: 'center',
                    fontWeight: 700,
                  }}
                >
                  {index + 1}
                </Box>
                <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {entry.vendorName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    seit {formatViennaDateTime(entry.joinedAt)}
                  </Typography>
                  {entry.offer && (
                    <Chip
                      size="small"
                      variant="outlined"
                      color={offerStateColor(entry.offer.state)}
                      label={`Angebot ${entry.offer.boothNumber}: ${offerStateText(entry.offer)}`}
                      // Long enough to wrap on a phone: the end of the offer must stay readable.
                      sx={{
                        mt: 0.5,
                        maxWidth: '100%',
                        height: 'auto',
                        py: 0.25,
                        color: 'text.primary',
                        '& .MuiChip-label': { whiteSpace: 'normal' },
                      }}
                    />
                  )}
                </Box>
                {mayEdit && (
                  <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', ml: 'auto' }}>
                    <Tooltip title="Nach oben">
                      <span>
                        <IconButton
                          id={moveButtonId(entry.entryId, -1)}
                          size="small"
                          aria-label={`${entry.vendorName} nach oben`}
                          disabled={index === 0}
                          onClick={() => move(entry.entryId, -1)}
                        >
                          <ArrowUpwardIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title="Nach unten">
                      <span>
                        <IconButton
                          id={moveButtonId(entry.entryId, 1)}
                          size="small"
                          aria-label={`${entry.vendorName} nach unten`}
                          disabled={index === entries.length - 1}
                          onClick={() => move(entry.entryId, 1)}
                        >
                          <ArrowDownwardIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={entry.offer?.state === 'open'}
                      aria-label={`Platz anbieten: ${entry.vendorName}`}
                      onClick={() => setOffering({ entry, key: Date.now() })}
                    >
                      Platz anbieten
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      aria-label={`${entry.vendorName} entfernen`}
                      onClick={() => void removeEntry(entry)}
                    >
                      Entfernen
                    </Button>
                  </Stack>
                )}
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
      {offering && (
        <OfferStallDialog
          key={offering.key}
          area={area}
          entry={offering.entry}
          onClose={() => setOffering(null)}
        />
      )}
      {adding > 0 && (
        <AddToWaitlistDialog
          key={adding}
          area={area}
          waitlist={waitlist}
          onClose={() => setAdding(0)}
        />
      )}
      {confirmDialog}
    </Card>
  );
}
