import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepContent from '@mui/material/StepContent';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SYNC_STEPS } from '../content/steps';
import { CodeBlock } from './CodeBlock';

export function StepByStepTab() {
  const [active, setActive] = useState(0);
  const done = active >= SYNC_STEPS.length;
  const { t } = useLingui();

  return (
    <Box>
      <Stepper nonLinear activeStep={active} orientation="vertical">
        {SYNC_STEPS.map((step, index) => (
          <Step key={step.title.id} completed={index < active}>
            <StepButton
              onClick={() => setActive(index)}
              optional={typeof step.summary === 'string' ? step.summary : t(step.summary)}
            >
              {t(step.title)}
            </StepButton>
            <StepContent>
              <Box sx={{ fontSize: { xs: '0.95rem', sm: '1rem' }, lineHeight: 1.7 }}>
                {step.body}
              </Box>
              {step.code && (
                <CodeBlock
                  file={step.code.file}
                  code={typeof step.code.text === 'string' ? step.code.text : t(step.code.text)}
                />
              )}
              <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
                <Button variant="contained" size="small" onClick={() => setActive(index + 1)}>
                  {index === SYNC_STEPS.length - 1 ? <Trans>Fertig</Trans> : <Trans>Weiter</Trans>}
                </Button>
                <Button size="small" disabled={index === 0} onClick={() => setActive(index - 1)}>
                  <Trans>Zurück</Trans>
                </Button>
              </Box>
            </StepContent>
          </Step>
        ))}
      </Stepper>
      {done && (
        <Paper variant="outlined" sx={{ p: 2.5, mt: 2 }}>
          <Typography component="p" sx={{ mb: 1.5 }}>
            <Trans>
              Alle Schritte erledigt: Die Änderung ist committet, ausgerollt und geprüft.
            </Trans>
          </Typography>
          <Button size="small" onClick={() => setActive(0)}>
            <Trans>Von vorne beginnen</Trans>
          </Button>
        </Paper>
      )}
    </Box>
  );
}
