import { screen } from '@testing-library/react';
import { marketSettingsQuery } from '../../features/market';
import { createQueryClient } from '../../lib/query-client';
import { marketSettings } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { Footer } from './Footer';

describe('Footer', () => {
  it('shows the organiser contact, legal links and copyright from the settings', () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(marketSettingsQuery.queryKey, marketSettings());
    renderWithProviders(<Footer />, { queryClient });

    expect(screen.getByRole('link', { name: 'advent@example.at' })).toHaveAttribute(
      'href',
      'mailto:advent@example.at',
    );
    expect(screen.getByRole('link', { name: '+43 4213 2020' })).toHaveAttribute(
      'href',
      'tel:+4342132020',
    );
    expect(screen.getByText('Burg Hochosterwitz 1')).toBeInTheDocument();
    expect(screen.getByText('9314 Launsdorf')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute(
      'href',
      '/datenschutz',
    );
    expect(screen.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum');
    expect(screen.getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/agb');
    expect(screen.getByText('© 2026 Burgverwaltung Hochosterwitz')).toBeInTheDocument();
    expect(screen.getByText('Software: Standl')).toBeInTheDocument();
  });

  it('shows no contact details while the settings load', () => {
    renderWithProviders(<Footer />);

    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    expect(screen.getByText(/© 2025/)).toBeInTheDocument();
  });
});
