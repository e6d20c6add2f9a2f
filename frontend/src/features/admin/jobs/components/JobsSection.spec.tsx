import type { JobDto } from '@standl/contracts';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { apiError, stubApi } from '../../../../test/api-stub';
import { JobsSection } from './JobsSection';

afterEach(() => vi.unstubAllGlobals());

const JOBS: JobDto[] = [
  {
    name: 'block-unbuilt',
    label: 'Nicht aufgebaute Händler sperren',
    schedule: 'alle 5 Minuten',
    lastRun: {
      startedAt: '2026-12-07T17:05:00.000Z',
      finishedAt: '2026-12-07T17:05:01.000Z',
      status: 'succeeded',
      summary: '2 Händler gesperrt',
    },
    nextRunAt: '2026-12-07T17:10:00.000Z',
  },
  {
    name: 'archive-season',
    label: 'Saison archivieren',
    schedule: 'täglich um 03:00; wirkt einmal pro Saison, zwei Monate nach dem letzten Markttag',
    lastRun: {
      startedAt: '2026-11-20T02:00:00.000Z',
      finishedAt: null,
      status: 'failed',
      summary: 'Datenbank nicht erreichbar',
    },
    nextRunAt: null,
  },
  {
    name: 'release-holds',
    label: 'Abgelaufene Reservierungen freigeben',
    schedule: 'jede Minute',
    lastRun: {
      startedAt: '2026-11-25T09:00:00.000Z',
      finishedAt: null,
      status: 'running',
      summary: '',
    },
    nextRunAt: '2026-11-25T09:01:00.000Z',
  },
  {
    name: 'retention',
    label: 'Aufbewahrungsfristen',
    schedule: 'täglich um 04:00',
    lastRun: null,
    nextRunAt: '2026-11-26T03:00:00.000Z',
  },
];

function row(label: string) {
  return within(screen.getByText(label).closest('[data-testid="job-row"]') as HTMLElement);
}

describe('JobsSection', () => {
  it('lists each job with schedule, last run with result and summary, and next run', async () => {
    stubApi({ 'GET /api/admin/jobs': () => Response.json(JOBS) });
    renderWithProviders(<JobsSection />);

    expect(await screen.findByRole('table', { name: 'Automatische Abläufe' })).toBeInTheDocument();
    const unbuilt = row('Nicht aufgebaute Händler sperren');
    expect(unbuilt.getByText('alle 5 Minuten')).toBeInTheDocument();
    // Vienna time (UTC+1 in December).
    expect(unbuilt.getByText('7. Dez. 2026, 18:05 Uhr')).toBeInTheDocument();
    expect(unbuilt.getByTestId('job-status')).toHaveTextContent('Erfolgreich');
    expect(unbuilt.getByText('2 Händler gesperrt')).toBeInTheDocument();
    expect(unbuilt.getByText('7. Dez. 2026, 18:10 Uhr')).toBeInTheDocument();

    const season = row('Saison archivieren');
    expect(season.getByTestId('job-status')).toHaveTextContent('Fehlgeschlagen');
    expect(season.getByText('Datenbank nicht erreichbar')).toBeInTheDocument();
    expect(season.getByText('in dieser Saison nicht mehr')).toBeInTheDocument();

    expect(row('Abgelaufene Reservierungen freigeben').getByTestId('job-status')).toHaveTextContent(
      'Läuft',
    );
    expect(row('Aufbewahrungsfristen').getByText('Noch nicht gelaufen')).toBeInTheDocument();
  });

  it('names the failure when the jobs cannot be loaded', async () => {
    stubApi({ 'GET /api/admin/jobs': () => apiError(500, 'Interner Fehler') });
    renderWithProviders(<JobsSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Abläufe konnten nicht geladen werden. Interner Fehler',
    );
  });
});
