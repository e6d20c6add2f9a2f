import type { BackgroundTaskDto } from '@standl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError, stubApi } from '../../../../test/api-stub';
import { renderWithProviders } from '../../../../test/render';
import { BackgroundTasksNotice, summary } from './BackgroundTasksNotice';
import { BackgroundTasksSection } from './BackgroundTasksSection';

afterEach(() => vi.unstubAllGlobals());

const TASKS: BackgroundTaskDto[] = [
  {
    kind: 'mail',
    id: '7',
    title: 'E-Mail an anna@example.at: Ihre Anmeldung',
    state: 'failed',
    attempts: 5,
    lastError: '550 Postfach unbekannt',
    nextAttemptAt: null,
    createdAt: '2026-11-27T09:00:00.000Z',
  },
  {
    kind: 'reaction',
    id: '12',
    title: 'Reaktion communication.confirmation-mail auf registration.vendor-booth-assigned.v1',
    state: 'retrying',
    attempts: 2,
    lastError: 'Vorlage fehlt',
    nextAttemptAt: '2026-12-07T17:05:00.000Z',
    createdAt: '2026-11-26T09:00:00.000Z',
  },
  {
    kind: 'job',
    id: '3',
    title: 'Job ‚Saison archivieren‘',
    state: 'failed',
    attempts: 1,
    lastError: 'Datenbank nicht erreichbar',
    nextAttemptAt: null,
    createdAt: '2026-11-25T09:00:00.000Z',
  },
];

function row(title: string) {
  return within(screen.getByText(title).closest('[data-testid="background-task"]') as HTMLElement);
}

describe('BackgroundTasksSection', () => {
  it('lists each task with its kind, state, next attempt in Vienna time, attempts and error', async () => {
    stubApi({ 'GET /api/admin/background-tasks': () => Response.json(TASKS) });
    renderWithProviders(<BackgroundTasksSection />);

    const list = await screen.findByRole('list', { name: 'Hintergrundaufgaben' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    const mail = row('E-Mail an anna@example.at: Ihre Anmeldung');
    expect(mail.getByText('E-Mail')).toBeInTheDocument();
    expect(mail.getByTestId('background-task-state')).toHaveTextContent('Fehlgeschlagen');
    expect(mail.getByText('550 Postfach unbekannt')).toBeInTheDocument();
    expect(mail.getByText(/5 Versuche/)).toBeInTheDocument();

    const reaction = row(TASKS[1]!.title);
    expect(reaction.getByText('Reaktion')).toBeInTheDocument();
    expect(reaction.getByTestId('background-task-state')).toHaveTextContent('Wird wiederholt');
    // Vienna time (UTC+1 in December).
    expect(reaction.getByText(/Nächster Versuch 7\. Dez\. 2026, 18:05 Uhr/)).toBeInTheDocument();

    const job = row('Job ‚Saison archivieren‘');
    expect(job.getByText('Job')).toBeInTheDocument();
    expect(job.getByText(/1 Versuch ·/)).toBeInTheDocument();
    expect(job.getByRole('button', { name: 'Erneut versuchen' })).toHaveAccessibleDescription(
      'Job ‚Saison archivieren‘',
    );
  });

  it('says so when nothing failed', async () => {
    stubApi({ 'GET /api/admin/background-tasks': () => Response.json([]) });
    renderWithProviders(<BackgroundTasksSection />);
    expect(
      await screen.findByText('Keine fehlgeschlagenen Hintergrundaufgaben.'),
    ).toBeInTheDocument();
  });

  it('retries a task and reloads the list', async () => {
    let tasks = TASKS;
    const api = stubApi({
      'GET /api/admin/background-tasks': () => Response.json(tasks),
      'POST /api/admin/background-tasks/mail/7/retry': () => {
        tasks = TASKS.slice(1);
        return Response.json({ ...TASKS[0], state: 'retrying', attempts: 0 });
      },
    });
    const { user } = renderWithProviders(<BackgroundTasksSection />);
    await screen.findByText('E-Mail an anna@example.at: Ihre Anmeldung');
    await user.click(
      row('E-Mail an anna@example.at: Ihre Anmeldung').getByRole('button', {
        name: 'Erneut versuchen',
      }),
    );
    expect(await screen.findByText('Wird erneut versucht')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('E-Mail an anna@example.at: Ihre Anmeldung')).toBeNull(),
    );
    expect(api.bodies('POST /api/admin/background-tasks/mail/7/retry')).toHaveLength(1);
  });

  it('discards only after the confirmation, and names a refusal', async () => {
    const api = stubApi({
      'GET /api/admin/background-tasks': () => Response.json(TASKS),
      'POST /api/admin/background-tasks/job/3/discard': () =>
        apiError(409, 'Diese Hintergrundaufgabe wird gerade ausgeführt.'),
    });
    const { user } = renderWithProviders(<BackgroundTasksSection />);
    const discard = async () => {
      await screen.findByText('Job ‚Saison archivieren‘');
      await user.click(row('Job ‚Saison archivieren‘').getByRole('button', { name: 'Verwerfen' }));
      return screen.findByRole('dialog', { name: 'Hintergrundaufgabe verwerfen?' });
    };

    let dialog = await discard();
    expect(dialog).toHaveTextContent('„Job ‚Saison archivieren‘“ wird nicht mehr versucht.');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.bodies('POST /api/admin/background-tasks/job/3/discard')).toHaveLength(0);

    dialog = await discard();
    await user.click(within(dialog).getByRole('button', { name: 'Verwerfen' }));
    expect(await screen.findByText('Verwerfen nicht möglich')).toBeInTheDocument();
    expect(
      screen.getByText('Diese Hintergrundaufgabe wird gerade ausgeführt.'),
    ).toBeInTheDocument();
    expect(api.bodies('POST /api/admin/background-tasks/job/3/discard')).toHaveLength(1);
  });
});

describe('BackgroundTasksNotice', () => {
  it('counts the failed and retried tasks and links to the list', async () => {
    stubApi({ 'GET /api/admin/background-tasks': () => Response.json(TASKS) });
    renderWithProviders(<BackgroundTasksNotice />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      '2 Hintergrundaufgaben sind fehlgeschlagen, 1 wird gerade wiederholt (z. B. E-Mails, die nicht zugestellt wurden).',
    );
    expect(within(alert).getByRole('link', { name: 'Zu den Hintergrundaufgaben' })).toHaveAttribute(
      'href',
      '/?tab=settings#hintergrundaufgaben',
    );
  });

  it('shows nothing when all is well', async () => {
    const api = stubApi({ 'GET /api/admin/background-tasks': () => Response.json([]) });
    const { container } = renderWithProviders(<BackgroundTasksNotice />);
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });

  it('words the counts', () => {
    expect(summary(1, 0)).toBe('1 Hintergrundaufgabe ist fehlgeschlagen');
    expect(summary(0, 2)).toBe('2 Hintergrundaufgaben werden gerade wiederholt');
    expect(summary(3, 2)).toBe(
      '3 Hintergrundaufgaben sind fehlgeschlagen, 2 werden gerade wiederholt',
    );
  });
});
