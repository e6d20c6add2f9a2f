import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  STALL_ATTRIBUTE_KINDS,
  STALL_ATTRIBUTE_LABELS,
  type AdminBoothAreaDto,
  type StallAttributeKind,
} from '@standl/contracts';
import { useState, type FormEvent } from 'react';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import {
  areaFormValues,
  areaUpdateBody,
  MAX_AREA_NAME_LENGTH,
  MAX_BOOTHS_PER_AREA,
  validateAreaForm,
  type AreaFormErrors,
  type AreaFormValues,
} from '../area-form';
import { useUpdateArea } from '../use-update-area';

const PRICE_HINT =
  'Gilt für freie Standplätze; Händler mit Standplatz behalten den Preis, zu dem sie ihn erhalten haben.';
const PRICE_PER_METER_HINT =
  'Optional. Gilt für Plätze mit Breite, sobald der Lageplan Maße kennt; bis dahin kostet jeder Platz den Preis oben.';
const SURCHARGE_HINT =
  'Kommt zur Standgebühr eines Platzes mit dieser Ausstattung dazu (im Lageplan festgelegt); 0: kein Zuschlag. Gilt wie der Preis für freie Plätze.';
const COUNT_HINT =
  'Neue Plätze werden hinten angefügt; beim Verringern werden nur freie Plätze von hinten entfernt.';

/**
 * Name, prices (euros; the price per metre optional), number of stalls and the surcharges for a
 * stall's attributes (issue 32) of one area; the server's 400/409 text shows inline. Mount it anew (a new key) for each opening, so it starts
 * from the current area.
 */
export function EditAreaDialog({
  area,
  open,
  onClose,
}: {
  area: AdminBoothAreaDto;
  open: boolean;
  onClose: () => void;
}) {
  const [values, setValues] = useState<AreaFormValues>(() => areaFormValues(area));
  const [errors, setErrors] = useState<AreaFormErrors>({});
  const update = useUpdateArea(area.id);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateAreaForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(areaUpdateBody(values), { onSuccess: onClose });
  }

  function surchargeField(kind: StallAttributeKind) {
    const error = errors[`surcharge.${kind}`];
    return (
      <TextField
        key={kind}
        label={`Zuschlag ${STALL_ATTRIBUTE_LABELS[kind]}`}
        value={values.surcharges[kind]}
        onChange={(event) =>
          setValues({ ...values, surcharges: { ...values.surcharges, [kind]: event.target.value } })
        }
        error={Boolean(error)}
        helperText={error}
        fullWidth
        slotProps={{
          input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
          htmlInput: { inputMode: 'decimal' },
        }}
      />
    );
  }

  function field(name: Exclude<keyof AreaFormValues, 'surcharges'>) {
    return {
      value: values[name],
      onChange: (event: { target: { value: string } }) =>
        setValues({ ...values, [name]: event.target.value }),
      error: Boolean(errors[name]),
      helperText: errors[name],
      fullWidth: true,
    };
  }

  const titleId = `edit-area-${area.id}-title`;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>Bereich {area.code} bearbeiten</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {update.isError && (
              <Alert severity="error">{apiErrorMessage(update.error, RETRY_TEXT)}</Alert>
            )}
            <TextField
              label="Name"
              {...field('name')}
              slotProps={{ htmlInput: { maxLength: MAX_AREA_NAME_LENGTH } }}
            />
            <TextField
              label="Preis pro Standplatz"
              {...field('price')}
              helperText={errors.price ?? PRICE_HINT}
              slotProps={{
                input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
                htmlInput: { inputMode: 'decimal' },
              }}
            />
            <TextField
              label="Preis pro Laufmeter"
              {...field('pricePerMeter')}
              helperText={errors.pricePerMeter ?? PRICE_PER_METER_HINT}
              slotProps={{
                input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
                htmlInput: { inputMode: 'decimal' },
              }}
            />
            <TextField
              label="Anzahl Standplätze"
              type="number"
              {...field('totalBooths')}
              helperText={errors.totalBooths ?? COUNT_HINT}
              slotProps={{ htmlInput: { min: 1, max: MAX_BOOTHS_PER_AREA, step: 1 } }}
            />
            <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
              <Typography component="legend" variant="subtitle2" sx={{ p: 0 }}>
                Zuschläge für Ausstattung
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {SURCHARGE_HINT}
              </Typography>
              <Stack spacing={2}>{STALL_ATTRIBUTE_KINDS.map(surchargeField)}</Stack>
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Abbrechen</Button>
          <Button type="submit" variant="contained" loading={update.isPending}>
            Speichern
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
