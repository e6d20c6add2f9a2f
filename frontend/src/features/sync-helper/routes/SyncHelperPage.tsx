import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { htmlLang, isLocale } from '../../../lib/locale';
import { BackToHomeButton } from '../../legal';
import { Mono } from '../components/CodeBlock';
import { OverviewTab } from '../components/OverviewTab';
import { StepByStepTab } from '../components/StepByStepTab';
import { GUIDE_PATH } from '../content/examples';

const TABS = [
  { id: 'overview', label: msg`Übersicht` },
  { id: 'steps', label: msg`Schritt für Schritt` },
] as const;
type TabId = (typeof TABS)[number]['id'];

function TabPanel({ id, active, children }: { id: TabId; active: TabId; children: ReactNode }) {
  const hidden = id !== active;
  return (
    <Box
      role="tabpanel"
      id={`sync-helper-panel-${id}`}
      aria-labelledby={`sync-helper-tab-${id}`}
      hidden={hidden}
      sx={{ pt: 3 }}
    >
      {!hidden && children}
    </Box>
  );
}

/**
 * Internal help page (not a user feature): how stall changes reach production in this
 * product – through the organiser's area settings or committed MikroORM migrations.
 */
export function SyncHelperPage() {
  const [tab, setTab] = useState<TabId>('overview');
  const { t, i18n } = useLingui();

  return (
    <Container
      maxWidth="md"
      lang={htmlLang(isLocale(i18n.locale) ? i18n.locale : 'de')}
      sx={{ py: { xs: 3, sm: 5 }, px: { xs: 1.5, sm: 3 } }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, overflowWrap: 'break-word' }}>
        <Chip label={t`Intern`} size="small" color="warning" sx={{ mb: 1.5 }} />
        <Typography
          variant="h4"
          component="h1"
          color="primary"
          sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, lineHeight: 1.25, mb: 1 }}
        >
          <Trans>Standplatz-Änderungen in die Produktion bringen</Trans>
        </Typography>
        <Typography component="p" color="text.secondary" sx={{ mb: 2 }}>
          <Trans>
            Wie Korrekturen an Standplätzen und Bereichen sicher von der Entwicklung in die
            Produktion gelangen.
          </Trans>
        </Typography>
        <Alert severity="warning" variant="outlined">
          <Trans>
            Interne Hilfeseite für Entwicklung und Betrieb – keine Funktion für Händler oder
            Besucher. Die Seite ändert keine Daten. Ausführliche Anleitung:{' '}
            <Mono>{GUIDE_PATH}</Mono>
          </Trans>
        </Alert>

        <Box sx={{ borderBottom: 1, borderColor: 'divider', mt: 3 }}>
          <Tabs
            value={tab}
            onChange={(_event, value: TabId) => setTab(value)}
            aria-label={t`Ansicht der Hilfeseite`}
            variant="fullWidth"
          >
            {TABS.map((item) => (
              <Tab
                key={item.id}
                value={item.id}
                label={t(item.label)}
                id={`sync-helper-tab-${item.id}`}
                aria-controls={`sync-helper-panel-${item.id}`}
              />
            ))}
          </Tabs>
        </Box>

        <TabPanel id="overview" active={tab}>
          <OverviewTab />
        </TabPanel>
        <TabPanel id="steps" active={tab}>
          <StepByStepTab />
        </TabPanel>

        <Box sx={{ mt: 4 }}>
          <BackToHomeButton />
        </Box>
      </Paper>
    </Container>
  );
}
