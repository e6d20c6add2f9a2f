import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import {
  type ViennaPeriod,
  matchingPreset,
  PERIOD_PRESETS,
  periodProblem,
  presetPeriod,
} from './vienna-period';

/** Presets (last 7/30/90 days) and two date fields; only a valid period is passed on. */
export function PeriodPicker({
  value,
  today,
  onChange,
}: {
  value: ViennaPeriod;
  today: string;
  onChange: (period: ViennaPeriod) => void;
}) {
  const [draft, setDraft] = useState(value);
  const problem = periodProblem(draft);
  const preset = matchingPreset(value, today);

  function change(next: ViennaPeriod) {
    setDraft(next);
    if (!periodProblem(next)) onChange(next);
  }

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        value={preset}
        onChange={(_event, days: number | null) => {
          if (days) change(presetPeriod(days, today));
        }}
        aria-label="Zeitraum wählen"
        sx={{ height: 40 }}
      >
        {PERIOD_PRESETS.map((days) => (
          <ToggleButton key={days} value={days} sx={{ px: 2, whiteSpace: 'nowrap' }}>
            {days} Tage
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        type="date"
        size="small"
        label="Von"
        value={draft.from}
        onChange={(event) => change({ ...draft, from: event.target.value })}
        error={Boolean(problem)}
        helperText={problem ?? ' '}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
      />
      <TextField
        type="date"
        size="small"
        label="Bis"
        value={draft.to}
        onChange={(event) => change({ ...draft, to: event.target.value })}
        error={Boolean(problem)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
      />
    </Stack>
  );
}
