import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { apiError, stubApi } from '../../../../test/api-stub';
import { AufbauCheckButton } from './AufbauCheckButton';

afterEach(() => vi.unstubAllGlobals());

describe('AufbauCheckButton', () => {
  it('explains the rule, runs the check only after confirmation and says how many were blocked', async () => {
    const api = stubApi({
      'POST /api/admin/check-block-unbuilt': () =>
        Response.json({
          message: 'Prüfung abgeschlossen: 2 Händler ohne Aufbau gesperrt.',
          blockedCount: 2,
        }),
    });
    const { user } = renderWithProviders(<AufbauCheckButton />);

    await user.click(screen.getByRole('button', { name: 'Aufbau-Check' }));
    let dialog = screen.getByRole('dialog', { name: 'Aufbau-Check ausführen?' });
    expect(dialog).toHaveTextContent('bis zum letzten Markttag um 18:00 Uhr nicht aufgebaut');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodies('POST /api/admin/check-block-unbuilt')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Aufbau-Check' }));
    dialog = screen.getByRole('dialog', { name: 'Aufbau-Check ausführen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Jetzt prüfen' }));

    expect(await screen.findByText('Aufbau-Check: 2 Händler gesperrt')).toBeInTheDocument();
    expect(
      screen.getByText('Prüfung abgeschlossen: 2 Händler ohne Aufbau gesperrt.'),
    ).toBeInTheDocument();
    expect(api.bodies('POST /api/admin/check-block-unbuilt')).toHaveLength(1);
  });

  it('says when nobody was blocked', async () => {
    stubApi({
      'POST /api/admin/check-block-unbuilt': () =>
        Response.json({
          message:
            'Die Prüfung ist erst nach dem letzten Markttag um 18:00 Uhr möglich. Es wurde niemand gesperrt.',
          blockedCount: 0,
        }),
    });
    const { user } = renderWithProviders(<AufbauCheckButton />);
    await user.click(screen.getByRole('button', { name: 'Aufbau-Check' }));
    await user.click(screen.getByRole('button', { name: 'Jetzt prüfen' }));
    expect(await screen.findByText('Aufbau-Check: niemand gesperrt')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Die Prüfung ist erst nach dem letzten Markttag um 18:00 Uhr möglich. Es wurde niemand gesperrt.',
      ),
    ).toBeInTheDocument();
  });

  it("reports 'Fehler bei der Überprüfung' with the server reason", async () => {
    stubApi({
      'POST /api/admin/check-block-unbuilt': () => apiError(500, 'Datenbank nicht erreichbar'),
    });
    const { user } = renderWithProviders(<AufbauCheckButton />);
    await user.click(screen.getByRole('button', { name: 'Aufbau-Check' }));
    await user.click(screen.getByRole('button', { name: 'Jetzt prüfen' }));
    expect(await screen.findByText('Fehler bei der Überprüfung')).toBeInTheDocument();
    expect(screen.getByText('Datenbank nicht erreichbar')).toBeInTheDocument();
  });
});
