import { screen } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { renderRoutes, renderWithProviders } from '../../../test/render';
import { renderApp } from '../../../test/render-app';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorBoundary } from './RouteErrorPage';

const DEVELOPER_HINT =
  /forget to add the page to the router|Hey developer|ErrorBoundary|errorElement/;

describe('NotFoundPage', () => {
  it('says in German that the page does not exist and links home, without developer hints', () => {
    renderWithProviders(<NotFoundPage />);

    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/Die aufgerufene Seite gibt es nicht/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Startseite/ })).toHaveAttribute('href', '/');
    expect(document.body).not.toHaveTextContent(DEVELOPER_HINT);
    expect(document.body).toHaveTextContent('Seite nicht gefunden');
  });

  it.each(['/gibt-es-nicht', '/admin/irgendwas', '/vendor-status/extra/teil'])(
    'is what the router shows for the unknown path %s, inside the layout',
    async (route) => {
      renderApp({ route });

      expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
      expect(screen.getByText('Händler- & Standplatzverwaltung')).toBeInTheDocument();
      // The footer is a chunk of its own, below the fold: it follows the page.
      expect(await screen.findByText('Software: Standl')).toBeInTheDocument();
      expect(document.body).not.toHaveTextContent(DEVELOPER_HINT);
    },
  );
});

describe('RouteErrorPage', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  function Broken(): never {
    throw new Error('kaputt');
  }

  it('shows our error page for a page that fails, not a blank screen', async () => {
    renderRoutes([
      {
        path: '/',
        element: (
          <RouteErrorBoundary>
            <Broken />
          </RouteErrorBoundary>
        ),
      },
    ]);

    expect(
      await screen.findByRole('heading', { name: 'Ein Fehler ist aufgetreten' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Startseite/ })).toHaveAttribute('href', '/');
    expect(document.body).not.toHaveTextContent(DEVELOPER_HINT);
    expect(document.body).not.toHaveTextContent('Unexpected Application Error');
  });

  it('shows the German 404 page for a route the router cannot match', async () => {
    const table: RouteObject[] = [
      {
        path: '/',
        element: <Outlet />,
        children: [
          { index: true, element: <p>Start</p> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ];
    renderRoutes(table, { route: '/nirgends' });

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    expect(document.body).not.toHaveTextContent(DEVELOPER_HINT);
  });
});
