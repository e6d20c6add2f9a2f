import { screen } from '@testing-library/react';
import { routes } from '../../../app/router';
import { renderRoutes, renderWithProviders } from '../../../test/render';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('explains the missing route and links home', () => {
    renderWithProviders(<NotFoundPage />);

    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/forget to add the page to the router/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Startseite/ })).toHaveAttribute('href', '/');
  });

  it('is what the router shows for an unknown path, inside the layout', async () => {
    renderRoutes(routes, { route: '/gibt-es-nicht' });

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Händler- & Standplatzverwaltung')).toBeInTheDocument();
    expect(screen.getByText('Software: Standl')).toBeInTheDocument();
  });
});
