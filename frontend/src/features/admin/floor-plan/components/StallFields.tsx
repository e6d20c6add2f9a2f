import RotateRightIcon from '@mui/icons-material/RotateRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  POWER_AMPS,
  STALL_ATTRIBUTE_LABELS,
  stallPriceSummary,
  type StallAttributeKind,
  type UpdateBoothLayoutDto,
  type AdminBoothDto,
} from '@standl/contracts';
import { useState, type FormEvent, type Ref } from 'react';
import { BOOTH_STATE_LABELS, boothState } from '../../../booths';
import {
  checkStallFields,
  stallFieldValues,
  type StallFieldErrors,
  type StallFieldNumbers,
  type StallFieldValues,
} from '../plan-forms';
import type { StallView } from '../stall-layout';

const NO_POWER = 'none';

/**
 * The selected stall's numbers and attributes. Position (its centre), size and rotation are
 * applied together with 'Übernehmen' (checked here first: on the plan, no overlap); an attribute
 * is saved as soon as it is changed. The fields follow the stall when it is moved on the plan.
 */
export function StallFields({
  view,
  booth,
  hasPlan,
  editable,
  firstFieldRef,
  onApply,
  onAttributes,
  onRotate,
  onRemove,
}: {
  view: StallView;
  booth: AdminBoothDto;
  hasPlan: boolean;
  editable: boolean;
  firstFieldRef: Ref<HTMLInputElement>;
  /** Applies the numbers; answers why they cannot be (null: sent). */
  onApply: (numbers: StallFieldNumbers) => string | null;
  onAttributes: (body: UpdateBoothLayoutDto) => void;
  /** 'um 90° drehen': turns the placed stall at once. */
  onRotate: () => void;
  onRemove: () => void;
}) {
  const fromStall = stallFieldValues(view);
  const [shown, setShown] = useState(fromStall);
  const [values, setValues] = useState(fromStall);
  const [errors, setErrors] = useState<StallFieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  // Moved on the plan (or answered by the server): the fields show the stall as it is now.
  if (JSON.stringify(shown) !== JSON.stringify(fromStall)) {
    setShown(fromStall);
    setValues(fromStall);
    setErrors({});
    setProblem(null);
  }
  const placed = view.xCm !== null;
  const headingId = `stall-fields-${view.id}-heading`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkStallFields(values);
    setErrors(checked.ok ? {} : checked.errors);
    setProblem(checked.ok ? onApply(checked.numbers) : null);
  }

  function field(name: keyof StallFieldValues, label: string, unit: string) {
    return (
      <TextField
        label={label}
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        error={Boolean(errors[name])}
        helperText={errors[name]}
        disabled={!editable || ((name === 'x' || name === 'y') && !hasPlan)}
        size="small"
        fullWidth
        {...(name === 'x' ? { inputRef: firstFieldRef } : {})}
        slotProps={{
          input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
          htmlInput: { inputMode: 'decimal' },
        }}
      />
    );
  }

  const attribute = (kind: Exclude<StallAttributeKind, 'power'>) => (
    <FormControlLabel
      key={kind}
      label={STALL_ATTRIBUTE_LABELS[kind]}
      control={
        <Checkbox
          checked={view[kind]}
          disabled={!editable}
          onChange={(event) => onAttributes({ [kind]: event.target.checked })}
        />
      }
    />
  );

  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined">
      <CardContent>
        <Typography id={headingId} variant="h6" component="h3">
          Standplatz {view.number}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {BOOTH_STATE_LABELS[boothState(booth)]} · {stallPriceSummary(booth.priceDetail)}
          {placed ? '' : ' · noch nicht platziert'}
        </Typography>

        <Box component="form" noValidate onSubmit={submit} aria-label={`Maße von ${view.number}`}>
          <Stack spacing={1.5}>
            {problem && <Alert severity="error">{problem}</Alert>}
            <Stack direction="row" spacing={1}>
              {field('x', 'Mitte von links', 'm')}
              {field('y', 'Mitte von oben', 'm')}
            </Stack>
            <Stack direction="row" spacing={1}>
              {field('width', 'Breite', 'm')}
              {field('depth', 'Tiefe', 'm')}
            </Stack>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              {field('rotation', 'Drehung', '°')}
              <Button
                variant="outlined"
                startIcon={<RotateRightIcon />}
                disabled={!editable || !placed}
                sx={{ flexShrink: 0, height: 40 }}
                onClick={onRotate}
              >
                um 90° drehen
              </Button>
            </Stack>
            {editable && (
              <Box>
                <Button type="submit" variant="contained">
                  Übernehmen
                </Button>
              </Box>
            )}
          </Stack>
        </Box>

        <Typography variant="subtitle2" component="h4" sx={{ mt: 3, mb: 1 }}>
          Ausstattung
        </Typography>
        <TextField
          select
          size="small"
          fullWidth
          label={STALL_ATTRIBUTE_LABELS.power}
          value={view.powerAmps === null ? NO_POWER : String(view.powerAmps)}
          disabled={!editable}
          onChange={(event) =>
            onAttributes({
              powerAmps: event.target.value === NO_POWER ? null : Number(event.target.value),
            })
          }
        >
          <MenuItem value={NO_POWER}>keiner</MenuItem>
          {POWER_AMPS.map((amps) => (
            <MenuItem key={amps} value={String(amps)}>
              {amps} A
            </MenuItem>
          ))}
        </TextField>
        <FormGroup sx={{ mt: 1 }}>
          {attribute('water')}
          {attribute('covered')}
          {attribute('vehicleAccess')}
        </FormGroup>

        {editable && placed && (
          <Button color="error" variant="outlined" sx={{ mt: 2 }} onClick={onRemove}>
            Vom Plan nehmen
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
