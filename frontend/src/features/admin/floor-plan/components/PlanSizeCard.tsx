import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FLOOR_PLAN_MESSAGES, stallInsidePlan, type AdminBoothAreaDto } from '@standl/contracts';
import { useState, type FormEvent } from 'react';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useUpdatePlanSize } from '../api/floor-plan-api';
import { checkPlanSize, type PlanSizeValues } from '../plan-forms';
import { metresText, placementOf, type StallView } from '../stall-layout';

const HINT = 'Die Fläche, die der Plan zeigt; jeder Standplatz muss ganz darauf liegen.';

/**
 * The site's width and depth in metres: what the plan image is stretched over and the stalls
 * are measured on. Shrinking it under a placed stall is refused (here first, naming the stall).
 */
export function PlanSizeCard({
  area,
  stalls,
  editable,
}: {
  area: AdminBoothAreaDto;
  stalls: readonly StallView[];
  editable: boolean;
}) {
  const update = useUpdatePlanSize(area.id);
  const fromArea: PlanSizeValues = {
    width: metresText(area.plan?.widthCm ?? null),
    depth: metresText(area.plan?.depthCm ?? null),
  };
  const [shown, setShown] = useState(fromArea);
  const [values, setValues] = useState(fromArea);
  const [errors, setErrors] = useState<Partial<PlanSizeValues>>({});
  const [problem, setProblem] = useState<string | null>(null);
  // An upload sets the size when there was none: the fields follow.
  if (shown.width !== fromArea.width || shown.depth !== fromArea.depth) {
    setShown(fromArea);
    setValues(fromArea);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkPlanSize(values);
    setErrors(checked.ok ? {} : checked.errors);
    setProblem(null);
    if (!checked.ok) return;
    const size = { widthCm: checked.planWidthCm, depthCm: checked.planDepthCm };
    const off = stalls.find((stall) => {
      const placed = placementOf(stall);
      return placed && !stallInsidePlan(placed, size);
    });
    if (off) return setProblem(`${off.number}: ${FLOOR_PLAN_MESSAGES.outsidePlan}`);
    update.mutate(
      { planWidthCm: size.widthCm, planDepthCm: size.depthCm },
      { onError: (error) => setProblem(apiErrorMessage(error, RETRY_TEXT)) },
    );
  }

  const field = (name: keyof PlanSizeValues, label: string) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      disabled={!editable}
      size="small"
      fullWidth
      slotProps={{
        input: { endAdornment: <InputAdornment position="end">m</InputAdornment> },
        htmlInput: { inputMode: 'decimal' },
      }}
    />
  );

  return (
    <Card component="section" aria-labelledby="plan-size-heading" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="plan-size-heading" variant="h6" component="h3">
          Größe des Geländes
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {HINT}
        </Typography>
        <Box component="form" noValidate onSubmit={submit} aria-label="Größe des Geländes">
          <Stack spacing={1.5}>
            {problem && <Alert severity="error">{problem}</Alert>}
            <Stack direction="row" spacing={1}>
              {field('width', 'Breite')}
              {field('depth', 'Tiefe')}
            </Stack>
            {editable && (
              <Box>
                <Button type="submit" variant="contained" loading={update.isPending}>
                  Größe speichern
                </Button>
              </Box>
            )}
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
