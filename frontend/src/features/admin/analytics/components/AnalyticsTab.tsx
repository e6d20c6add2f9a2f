import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { type AnalyticsReportDto, formatEuro } from '@standl/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { QueryStatus } from '../../shared/QueryStatus';
import { analyticsReportQuery } from '../api/analytics-api';
import { type ViennaPeriod, presetPeriod, viennaToday } from '../../shared/vienna-period';
import {
  DEVICE_LABELS,
  formatCount,
  formatLongDay,
  formatShare,
  formatShortDay,
  funnelStages,
} from '../analytics-view';
import { ChartCard } from './ChartCard';
import { PeriodPicker } from '../../shared/PeriodPicker';

const CHART_LOCALE = { noData: 'Keine Daten im Zeitraum', loading: 'Wird geladen …' };
const count = (value: number | null) => formatCount(value ?? 0);
const NO_EVENTS = 'Keine Ereignisse in diesem Zeitraum';

/** The analytics tab (spec 001 section 2, issue 16): figures of a period, charts and tables. */
export function AnalyticsTab() {
  const today = useMemo(() => viennaToday(), []);
  const [period, setPeriod] = useState<ViennaPeriod>(() => presetPeriod(30, today));
  const report = useQuery(analyticsReportQuery(period));

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', lg: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { lg: 'flex-start' } }}
      >
        <Box>
          <Typography variant="h5" component="h2">
            Auswertung
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Anonyme Nutzungsdaten der öffentlichen Seiten, Tage in Wiener Zeit. Keine
            personenbezogenen Daten.
          </Typography>
        </Box>
        <PeriodPicker value={period} today={today} onChange={setPeriod} />
      </Stack>
      {report.data ? (
        <Box sx={{ position: 'relative' }}>
          {report.isFetching && (
            <LinearProgress
              aria-label="Auswertung wird aktualisiert"
              sx={{ position: 'absolute', top: -12, left: 0, right: 0 }}
            />
          )}
          <Report report={report.data} />
        </Box>
      ) : (
        <QueryStatus query={report} what="Auswertungsdaten" />
      )}
    </Stack>
  );
}

function Summary({ report }: { report: AnalyticsReportDto }) {
  const sessions = report.devices.phone + report.devices.desktop + report.devices.unknown;
  const figures = [
    { label: 'Sitzungen', value: formatCount(report.totals.sessions) },
    {
      label: 'Seitenaufrufe',
      value: formatCount(report.days.reduce((sum, day) => sum + day.pageViews, 0)),
    },
    { label: 'Anmeldungen abgeschlossen', value: formatCount(report.funnel.completed) },
    {
      label: 'Abschlussquote',
      value: formatShare(report.funnel.completed, report.funnel.started),
    },
    {
      label: 'Anzahlungen bezahlt',
      value: `${formatCount(report.payments.depositsPaid)} (${formatEuro(report.payments.depositsAmount)})`,
    },
    { label: 'Anteil Handy', value: formatShare(report.devices.phone, sessions) },
  ];
  return (
    <Grid container spacing={2}>
      {figures.map((figure) => (
        <Grid key={figure.label} size={{ xs: 6, md: 4, lg: 2 }}>
          <Paper component="dl" variant="outlined" sx={{ m: 0, p: 1.5, height: '100%' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {figure.label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 600 }}>
              {figure.value}
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}

function Report({ report }: { report: AnalyticsReportDto }) {
  const { palette } = useTheme();
  // The market's colours: castle red, fir green, gold, then blue.
  const colors = [
    palette.primary.main,
    palette.secondary.light,
    palette.warning.main,
    palette.info.main,
  ];
  const stages = funnelStages(report.funnel);
  const sessions = report.devices.phone + report.devices.desktop + report.devices.unknown;
  const lookups = report.statusLookups.withCode + report.statusLookups.withoutCode;
  const registrations = report.days.reduce(
    (sum, day) => sum + day.registrationsStarted + day.registrationsCompleted,
    0,
  );
  const topPages = report.pageViews.slice(0, 10);
  const devices = (['phone', 'desktop', 'unknown'] as const)
    .map((key) => ({ id: key, label: DEVICE_LABELS[key], value: report.devices[key] }))
    .filter((slice) => slice.value > 0 || slice.id !== 'unknown');

  return (
    <Stack spacing={3}>
      <Summary report={report} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <ChartCard
            title="Anmeldungen pro Tag"
            note="Begonnene und erfolgreich abgeschlossene Anmeldungen"
            empty={registrations === 0 ? 'Keine Anmeldungen in diesem Zeitraum' : null}
            chart={
              <BarChart
                height={280}
                skipAnimation
                disableKeyboardNavigation
                colors={colors}
                localeText={CHART_LOCALE}
                dataset={report.days.map((day) => ({
                  day: formatShortDay(day.day),
                  started: day.registrationsStarted,
                  completed: day.registrationsCompleted,
                }))}
                xAxis={[{ scaleType: 'band', dataKey: 'day' }]}
                yAxis={[{ tickMinStep: 1, width: 40 }]}
                series={[
                  { dataKey: 'started', label: 'Begonnen', valueFormatter: count },
                  { dataKey: 'completed', label: 'Abgeschlossen', valueFormatter: count },
                ]}
              />
            }
            table={{
              columns: [
                { label: 'Tag' },
                { label: 'Begonnen', numeric: true },
                { label: 'Abgeschlossen', numeric: true },
                { label: 'Fehlgeschlagen', numeric: true },
                { label: 'Abgebrochen', numeric: true },
              ],
              rows: report.days.map((day) => ({
                key: day.day,
                cells: [
                  formatLongDay(day.day),
                  formatCount(day.registrationsStarted),
                  formatCount(day.registrationsCompleted),
                  formatCount(day.registrationsFailed),
                  formatCount(day.registrationsAbandoned),
                ],
              })),
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <ChartCard
            title="Geräte"
            note="Sitzungen auf dem Handy und am Computer"
            empty={sessions === 0 ? NO_EVENTS : null}
            chart={
              <PieChart
                height={240}
                skipAnimation
                disableKeyboardNavigation
                colors={colors}
                localeText={CHART_LOCALE}
                series={[
                  {
                    data: devices,
                    innerRadius: 50,
                    paddingAngle: 1,
                    valueFormatter: (item) => formatCount(item.value),
                  },
                ]}
              />
            }
            table={{
              columns: [
                { label: 'Gerät' },
                { label: 'Sitzungen', numeric: true },
                { label: 'Anteil', numeric: true },
              ],
              rows: devices.map((slice) => ({
                key: slice.id,
                cells: [slice.label, formatCount(slice.value), formatShare(slice.value, sessions)],
              })),
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ChartCard
            title="Anmelde-Trichter"
            note={`Sitzungen je Schritt; abgebrochen gemeldet: ${formatCount(report.funnel.abandoned)}`}
            empty={report.funnel.started === 0 ? 'Keine begonnenen Anmeldungen' : null}
            chart={
              <BarChart
                height={Math.max(220, stages.length * 56)}
                skipAnimation
                disableKeyboardNavigation
                colors={colors}
                layout="horizontal"
                localeText={CHART_LOCALE}
                yAxis={[
                  { scaleType: 'band', data: stages.map((stage) => stage.label), width: 210 },
                ]}
                xAxis={[{ tickMinStep: 1 }]}
                series={[
                  {
                    data: stages.map((stage) => stage.sessions),
                    label: 'Sitzungen',
                    valueFormatter: count,
                  },
                  {
                    data: stages.map((stage) => stage.dropped ?? 0),
                    label: 'Hier ausgestiegen',
                    valueFormatter: count,
                  },
                ]}
              />
            }
            table={{
              columns: [
                { label: 'Schritt' },
                { label: 'Sitzungen', numeric: true },
                { label: 'Anteil an begonnenen', numeric: true },
                { label: 'Hier ausgestiegen', numeric: true },
              ],
              rows: stages.map((stage) => ({
                key: stage.key,
                cells: [
                  stage.label,
                  formatCount(stage.sessions),
                  formatShare(stage.sessions, report.funnel.started),
                  stage.dropped === null ? '–' : formatCount(stage.dropped),
                ],
              })),
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ChartCard
            title="Standplatzwahl nach Bereich"
            note="Gewichtet: 10 zahlungspflichtig, 1 bestätigt, 0 Fehler"
            empty={report.boothSelections.length === 0 ? 'Keine Standplatzwahl im Zeitraum' : null}
            chart={
              <BarChart
                height={260}
                skipAnimation
                disableKeyboardNavigation
                colors={colors}
                localeText={CHART_LOCALE}
                xAxis={[
                  {
                    scaleType: 'band',
                    data: report.boothSelections.map((area) => area.areaName),
                  },
                ]}
                yAxis={[{ tickMinStep: 1, width: 40 }]}
                series={[
                  {
                    data: report.boothSelections.map((area) => area.weight),
                    label: 'Gewicht',
                    valueFormatter: count,
                  },
                  {
                    data: report.boothSelections.map((area) => area.selections),
                    label: 'Auswahlen',
                    valueFormatter: count,
                  },
                ]}
              />
            }
            table={{
              columns: [
                { label: 'Bereich' },
                { label: 'Auswahlen', numeric: true },
                { label: 'Gewicht', numeric: true },
                { label: 'Zahlungspflichtig', numeric: true },
                { label: 'Bestätigt', numeric: true },
                { label: 'Fehler', numeric: true },
              ],
              rows: report.boothSelections.map((area) => ({
                key: area.areaCode ?? 'unknown',
                cells: [
                  area.areaCode ? `${area.areaName} (${area.areaCode})` : area.areaName,
                  formatCount(area.selections),
                  formatCount(area.weight),
                  formatCount(area.paymentRequired),
                  formatCount(area.confirmed),
                  formatCount(area.errors),
                ],
              })),
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <ChartCard
            title="Zahlungen"
            note={`Bezahlte Anzahlungen: ${formatEuro(report.payments.depositsAmount)}`}
            empty={
              report.payments.started + report.payments.depositsPaid === 0
                ? 'Keine Zahlungen im Zeitraum'
                : null
            }
            chart={
              <BarChart
                height={240}
                skipAnimation
                disableKeyboardNavigation
                colors={colors}
                localeText={CHART_LOCALE}
                xAxis={[{ scaleType: 'band', data: ['Gestartet', 'Anzahlung bezahlt'] }]}
                yAxis={[{ tickMinStep: 1, width: 40 }]}
                series={[
                  {
                    data: [report.payments.started, report.payments.depositsPaid],
                    label: 'Anzahl',
                    valueFormatter: count,
                  },
                ]}
                hideLegend
              />
            }
            table={{
              columns: [{ label: 'Zahlungen' }, { label: 'Anzahl', numeric: true }],
              rows: [
                {
                  key: 'started',
                  cells: ['Zahlung gestartet', formatCount(report.payments.started)],
                },
                {
                  key: 'sessions',
                  cells: [
                    'Sitzungen mit gestarteter Zahlung',
                    formatCount(report.payments.startedSessions),
                  ],
                },
                {
                  key: 'paid',
                  cells: ['Anzahlung bezahlt', formatCount(report.payments.depositsPaid)],
                },
              ],
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <ChartCard
            title="Statusabfragen"
            note="Mit Zugangscode im Link oder Code eingegeben"
            empty={lookups === 0 ? 'Keine Statusabfragen im Zeitraum' : null}
            chart={
              <PieChart
                height={240}
                skipAnimation
                disableKeyboardNavigation
                colors={colors}
                localeText={CHART_LOCALE}
                series={[
                  {
                    data: [
                      {
                        id: 'with',
                        label: 'Mit Code im Link',
                        value: report.statusLookups.withCode,
                      },
                      {
                        id: 'without',
                        label: 'Code eingegeben',
                        value: report.statusLookups.withoutCode,
                      },
                    ],
                    innerRadius: 50,
                    paddingAngle: 1,
                    valueFormatter: (item) => formatCount(item.value),
                  },
                ]}
              />
            }
            table={{
              columns: [
                { label: 'Abfrage' },
                { label: 'Anzahl', numeric: true },
                { label: 'Anteil', numeric: true },
              ],
              rows: [
                {
                  key: 'with',
                  cells: [
                    'Mit Code im Link',
                    formatCount(report.statusLookups.withCode),
                    formatShare(report.statusLookups.withCode, lookups),
                  ],
                },
                {
                  key: 'without',
                  cells: [
                    'Code eingegeben',
                    formatCount(report.statusLookups.withoutCode),
                    formatShare(report.statusLookups.withoutCode, lookups),
                  ],
                },
              ],
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <ChartCard
            title="Seitenaufrufe pro Route"
            note="Die meistbesuchten Seiten"
            empty={report.pageViews.length === 0 ? 'Keine Seitenaufrufe im Zeitraum' : null}
            chart={
              <BarChart
                height={Math.max(220, topPages.length * 36)}
                skipAnimation
                disableKeyboardNavigation
                colors={colors}
                layout="horizontal"
                localeText={CHART_LOCALE}
                yAxis={[{ scaleType: 'band', data: topPages.map((row) => row.page), width: 150 }]}
                xAxis={[{ tickMinStep: 1 }]}
                series={[
                  {
                    data: topPages.map((row) => row.views),
                    label: 'Aufrufe',
                    valueFormatter: count,
                  },
                ]}
                hideLegend
              />
            }
            table={{
              columns: [
                { label: 'Route' },
                { label: 'Aufrufe', numeric: true },
                { label: 'Sitzungen', numeric: true },
              ],
              rows: report.pageViews.map((row) => ({
                key: row.page,
                cells: [row.page, formatCount(row.views), formatCount(row.sessions)],
              })),
            }}
          />
        </Grid>
      </Grid>
    </Stack>
  );
}
