import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { AdminBoothDto } from '@standl/contracts';
import { useId, useState, type FormEvent } from 'react';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { LOCATION_MAX_LENGTH } from '../booth-rules';
import { boothActions, useBoothAction } from '../use-booth-actions';
import { useLastValue } from './useLastValue';

/** Location description of a stall in area SO (optional text; blank clears it). */
export function LocationDialog({
  booth: current,
  onClose,
}: {
  booth: AdminBoothDto | null;
  onClose(): void;
}) {
  const titleId = useId();
  const booth = useLastValue(current);
  return (
    <Dialog
      open={current !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      {booth && <LocationForm key={booth.id} titleId={titleId} booth={booth} onClose={onClose} />}
    </Dialog>
  );
}

function LocationForm({
  titleId,
  booth,
  onClose,
}: {
  titleId: string;
  booth: AdminBoothDto;
  onClose(): void;
}) {
  const locate = useBoothAction(boothActions.locate);
  const [text, setText] = useState(booth.locationDescription ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    locate.mutate({ booth, text }, { onSuccess: onClose });
  }

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogTitle id={titleId}>Standort {booth.number} bearbeiten</DialogTitle>
      <DialogContent>
        {locate.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {apiErrorMessage(locate.error, RETRY_TEXT)}
          </Alert>
        )}
        <TextField
          label="Standortbeschreibung"
          value={text}
          onChange={(event) => setText(event.target.value)}
          fullWidth
          multiline
          minRows={2}
          autoFocus
          helperText="Optional, z. B. „Vor dem Burgtor, links“. Leer lassen entfernt die Angabe."
          slotProps={{ htmlInput: { maxLength: LOCATION_MAX_LENGTH } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={locate.isPending}>
          Abbrechen
        </Button>
        <Button type="submit" variant="contained" loading={locate.isPending}>
          Speichern
        </Button>
      </DialogActions>
    </Box>
  );
}
