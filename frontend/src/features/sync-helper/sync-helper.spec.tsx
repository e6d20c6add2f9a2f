import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { SyncHelperPage } from './routes/SyncHelperPage';

describe('SyncHelperPage', () => {
  it('says it is internal, shows the overview and links the guide file', () => {
    renderWithProviders(<SyncHelperPage />, { route: '/sync-helper' });
    expect(screen.getByText(/keine Funktion für Händler/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Übersicht' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(/Standplätze BK-02 und RS-03 ergänzen/)).toBeInTheDocument();
    expect(screen.getByText(/Präfix-Format umnummerieren/)).toBeInTheDocument();
    expect(screen.getAllByText('docs/stall-changes.md').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('switches to the step-by-step view and walks through the steps', async () => {
    const { user } = renderWithProviders(<SyncHelperPage />, { route: '/sync-helper' });

    await user.click(screen.getByRole('tab', { name: 'Schritt für Schritt' }));
    expect(screen.getByRole('tab', { name: 'Schritt für Schritt' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByText(/Standplätze BK-02 und RS-03 ergänzen/)).not.toBeInTheDocument();
    expect(screen.getByText(/Reiter „Bereiche“. Erhöhen legt freie/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByText(/eingebetteten Datenbank \(PGlite\)/)).toBeInTheDocument();

    // MUI 9 renders the step buttons of a non-linear stepper as tabs.
    await user.click(screen.getByRole('tab', { name: /Migration eintragen/ }));
    expect(screen.getAllByText(/migrationsList/).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('tab', { name: 'Übersicht' }));
    expect(screen.getByText(/Standplätze BK-02 und RS-03 ergänzen/)).toBeInTheDocument();
  });
});
