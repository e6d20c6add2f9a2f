import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  BOOTH_HOLD_MINUTES,
  type BoothAreaDto,
  type BoothAssignmentPreference,
  type BoothDto,
  DEPOSIT_AMOUNT_CENTS,
  onFirstUse,
} from '@standl/contracts';
import { formatEuro } from '../../../lib/format';
import { BoothMap } from '../../booths';
import type { SelectedBooth } from '../registration-form';

const deposit = onFirstUse(() => formatEuro(DEPOSIT_AMOUNT_CENTS));

const options = (): { value: BoothAssignmentPreference; label: string }[] => [
  { value: 'admin', label: 'Standplatz vom Veranstalter zuweisen lassen (kostenlos)' },
  { value: 'self', label: `Standplatz selbst auswählen (Anzahlung ${deposit()})` },
];

export function BoothChoice({
  preference,
  selected,
  onPreferenceChange,
  onBoothSelect,
  onBoothClear,
}: {
  preference: BoothAssignmentPreference;
  selected: SelectedBooth | null;
  onPreferenceChange: (preference: BoothAssignmentPreference) => void;
  onBoothSelect: (booth: BoothDto, area: BoothAreaDto) => void;
  onBoothClear: () => void;
}) {
  return (
    <Box>
      <FormControl component="fieldset" sx={{ width: '100%' }}>
        <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 1 }}>
          Standplatz-Vergabe
        </FormLabel>
        <RadioGroup
          name="boothAssignmentPreference"
          value={preference}
          onChange={(_event, value) => onPreferenceChange(value as BoothAssignmentPreference)}
          sx={{ gap: 1 }}
        >
          {options().map((option) => (
            <FormControlLabel
              key={option.value}
              value={option.value}
              control={<Radio />}
              label={option.label}
              sx={{
                m: 0,
                pr: 2,
                py: 0.5,
                border: 1,
                borderRadius: 1.5,
                borderColor: preference === option.value ? 'primary.main' : 'divider',
                bgcolor: preference === option.value ? 'rgba(155, 28, 31, 0.04)' : 'transparent',
              }}
            />
          ))}
        </RadioGroup>
      </FormControl>

      {preference === 'self' && (
        <Box sx={{ mt: 2.5 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Wählen Sie einen freien (grünen) Standplatz. Nach der Anmeldung ist er{' '}
            {BOOTH_HOLD_MINUTES} Minuten für Sie reserviert, bis die Anzahlung von {deposit()}{' '}
            bezahlt ist. Die Anzahlung wird auf die Standgebühr angerechnet. Sie können den
            Standplatz auch nach der Anmeldung wählen.
          </Typography>
          <BoothMap selectedBoothId={selected?.booth.id ?? null} onSelect={onBoothSelect} />
          <Alert
            severity={selected ? 'success' : 'info'}
            role="status"
            data-testid="selected-booth"
            sx={{ mt: 2 }}
            action={
              selected && (
                <Button color="inherit" size="small" onClick={onBoothClear}>
                  Auswahl aufheben
                </Button>
              )
            }
          >
            {selected
              ? `Gewählter Standplatz: ${selected.booth.number} (${selected.area.name}, ${formatEuro(selected.area.price)})`
              : 'Noch kein Standplatz gewählt.'}
            {selected?.booth.locationDescription && (
              <Box component="span" sx={{ display: 'block' }}>
                {selected.booth.locationDescription}
              </Box>
            )}
          </Alert>
        </Box>
      )}
    </Box>
  );
}
