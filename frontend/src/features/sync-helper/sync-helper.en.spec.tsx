import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { SyncHelperPage } from './routes/SyncHelperPage';

/** The internal help page in English (issue 33); file names and code stay as they are. */
describe('SyncHelperPage in English', () => {
  it('shows the overview in English with the guide file', () => {
    renderWithProviders(<SyncHelperPage />, { route: '/sync-helper', locale: 'en' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Bringing stall changes into production' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/not a feature for vendors or visitors/)).toBeInTheDocument();
    expect(screen.getByText('Internal')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Add stalls BK-02 and RS-03' })).toBeInTheDocument();
    expect(screen.getAllByText('docs/stall-changes.md').length).toBeGreaterThan(0);
    expect(
      screen.getByRole('region', { name: 'Code: backend/migrations/Migration20261201090000.ts' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('walks through the steps in English, with the commands explained in English', async () => {
    const { user } = renderWithProviders(<SyncHelperPage />, {
      route: '/sync-helper',
      locale: 'en',
    });
    await user.click(screen.getByRole('tab', { name: 'Step by step' }));
    expect(screen.getByText(/If it is only about the number of stalls/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(/embedded database \(PGlite\)/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /Check locally/ }));
    const code = screen.getByRole('region', { name: 'Code' });
    expect(code).toHaveTextContent('# builds and applies pending migrations');
    expect(within(code).queryByText(/baut/)).toBeNull();

    await user.click(screen.getByRole('tab', { name: /Check\b.*organiser area/ }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByText(/All steps done/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start again' })).toBeInTheDocument();
  });
});
