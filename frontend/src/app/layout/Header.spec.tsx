import { screen, within } from '@testing-library/react';
import { marketSettingsQuery } from '../../features/market';
import { createQueryClient } from '../../lib/query-client';
import { marketSettings } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { Header } from './Header';

describe('Header', () => {
  it('shows the fallback title and the subtitle', () => {
    renderWithProviders(<Header />);

    expect(screen.getByText('Adventmarkt 2025')).toBeInTheDocument();
    expect(screen.getByText('Händler- & Standplatzverwaltung')).toBeInTheDocument();
  });

  it('shows the market name from the settings', () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(marketSettingsQuery.queryKey, marketSettings());
    renderWithProviders(<Header />, { queryClient });

    expect(screen.getByText('Adventmarkt Burg Hochosterwitz')).toBeInTheDocument();
  });

  it('links the four sections and highlights the active one', () => {
    renderWithProviders(<Header />, { route: '/vendor-status' });
    const nav = within(screen.getByRole('navigation', { name: 'Hauptnavigation' }));

    const status = nav.getByRole('link', { name: 'Status prüfen' });
    const registration = nav.getByRole('link', { name: 'Händler-Anmeldung' });
    const admin = nav.getByRole('link', { name: 'Admin-Bereich' });

    expect(registration).toHaveAttribute('href', '/vendor-registration');
    expect(nav.getByRole('link', { name: 'Aussteller' })).toHaveAttribute('href', '/aussteller');
    expect(admin).toHaveAttribute('href', '/admin-login');
    expect(status).toHaveAttribute('aria-current', 'page');
    expect(status).toHaveClass('active');
    expect(registration).not.toHaveAttribute('aria-current');
    expect(admin).not.toHaveClass('active');
  });

  it('opens a drawer with the same links from the menu button', async () => {
    const { user } = renderWithProviders(<Header />, { route: '/admin-login' });

    await user.click(screen.getByRole('button', { name: 'Menü öffnen' }));

    const drawer = within(await screen.findByRole('navigation', { name: 'Mobile Navigation' }));
    expect(drawer.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Händler-Anmeldung',
      'Status prüfen',
      'Aussteller',
      'Admin-Bereich',
    ]);
    expect(drawer.getByRole('link', { name: 'Admin-Bereich' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
