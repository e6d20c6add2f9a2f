import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
  ADD_STALLS_FILE,
  ADD_STALLS_MIGRATION,
  GUIDE_PATH,
  MIGRATIONS_DIR,
  MIGRATIONS_INDEX,
  RENUMBER_FILE,
  RENUMBER_MIGRATION,
} from '../content/examples';
import { CodeBlock, Mono } from './CodeBlock';

const textSx = { fontSize: { xs: '0.95rem', sm: '1rem' }, lineHeight: 1.7 } as const;

function Heading({ children }: { children: ReactNode }) {
  return (
    <Typography
      variant="h6"
      component="h2"
      sx={{ fontSize: { xs: '1.1rem', sm: '1.25rem' }, mt: 4, mb: 1.5 }}
    >
      {children}
    </Typography>
  );
}

function Bullets({ items }: { items: ReactNode[] }) {
  return (
    <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
      {items.map((item, index) => (
        <Typography key={index} component="li" sx={{ ...textSx, mb: 0.75 }}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

function WayCard({ chip, title, children }: { chip: string; title: string; children: ReactNode }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Chip label={chip} size="small" color="secondary" variant="outlined" sx={{ mb: 1 }} />
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export function OverviewTab() {
  const { t } = useLingui();
  return (
    <Box>
      <Typography component="p" sx={textSx}>
        <Trans>
          Im alten System wurden Korrekturen an den Standplätzen zuerst in der Entwicklungsdatenbank
          gemacht und danach als SQL von Hand im Datenbank-Panel der Produktion nachgespielt. Das
          war fehleranfällig, nicht nachvollziehbar und ließ Entwicklung und Produktion
          auseinanderlaufen. In Standl wird keine Datenbank mehr von Hand angeglichen. Es gibt genau
          zwei Wege:
        </Trans>
      </Typography>

      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <WayCard chip={t`Veranstalter · Tagesgeschäft`} title={t`Anzahl der Standplätze ändern`}>
            <Bullets
              items={[
                <Trans>
                  Admin-Bereich → Reiter „Bereiche“ → Bereich bearbeiten → Anzahl der Plätze.
                </Trans>,
                <Trans>
                  Erhöhen legt neue, freie Standplätze mit der nächsten Nummer an (z. B.{' '}
                  <Mono>BK-02</Mono>).
                </Trans>,
                <Trans>
                  Verringern entfernt nur freie Standplätze. Belegte und reservierte Plätze bleiben
                  immer erhalten.
                </Trans>,
                <Trans>Kein Deployment, kein SQL, sofort wirksam.</Trans>,
              ]}
            />
          </WayCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <WayCard chip={t`Entwicklung · Struktur & Korrekturen`} title={t`MikroORM-Migration`}>
            <Bullets
              items={[
                <Trans>
                  Eine Migration in <Mono>{MIGRATIONS_DIR}</Mono>, eingetragen in{' '}
                  <Mono>{MIGRATIONS_INDEX}</Mono>, committet und geprüft.
                </Trans>,
                <Trans>
                  Wird beim Start der Anwendung automatisch angewendet, bevor der Server Anfragen
                  annimmt – oder vorab mit <Mono>npm run migrate</Mono>.
                </Trans>,
                <Trans>
                  Läuft in einer Transaktion (alles oder nichts) und auf jeder Datenbank genau
                  einmal: Entwicklung, Tests, CI und Produktion, PGlite wie PostgreSQL.
                </Trans>,
                <Trans>
                  Nie <Mono>schema:update</Mono> und nie SQL von Hand in der Produktion.
                </Trans>,
              ]}
            />
          </WayCard>
        </Grid>
      </Grid>

      <Heading>
        <Trans>Die früheren Korrekturen als Migrationen</Trans>
      </Heading>
      <Typography component="p" sx={textSx}>
        <Trans>
          Zwei Korrekturen, die früher von Hand in die Produktion kopiert wurden, sähen als
          Migration so aus. Heute erledigt die erste der Veranstalter im Reiter „Bereiche“, und das
          Präfix-Format der zweiten ist Standard: neue Standplätze heißen immer Bereichscode plus
          zweistellige Nummer.
        </Trans>
      </Typography>

      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2.5 }}>
        <Trans>Standplätze BK-02 und RS-03 ergänzen</Trans>
      </Typography>
      <CodeBlock file={ADD_STALLS_FILE} code={ADD_STALLS_MIGRATION} />

      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2.5 }}>
        <Trans>Standplätze auf das Präfix-Format umnummerieren (z. B. AK-01)</Trans>
      </Typography>
      <CodeBlock file={RENUMBER_FILE} code={RENUMBER_MIGRATION} />

      <Heading>
        <Trans>Was Migrationen nicht tun</Trans>
      </Heading>
      <Bullets
        items={[
          <Trans>
            Eine bereits ausgerollte Migration wird nie nachträglich geändert; Korrekturen kommen
            als neue Migration.
          </Trans>,
          <Trans>
            Migrationen löschen keine belegten oder reservierten Standplätze und ändern keine
            Händlerdaten.
          </Trans>,
          <Trans>
            Preise und die Freigabe zur Selbstauswahl pflegt der Veranstalter im Reiter „Bereiche“,
            nicht per Migration.
          </Trans>,
        ]}
      />

      <Alert severity="info" variant="outlined" sx={{ mt: 3 }}>
        <Trans>
          Ausführliche Anleitung im Repository: <Mono>{GUIDE_PATH}</Mono>
        </Trans>
      </Alert>
    </Box>
  );
}
