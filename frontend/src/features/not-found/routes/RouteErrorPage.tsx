import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundPage, ProblemPage } from './NotFoundPage';

/**
 * The routes' error element: replaces React Router's default error screen (English, with a
 * developer hint) by our own pages. A 404 from the router is the German 404 page.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <ProblemPage
      title="Ein Fehler ist aufgetreten"
      text="Die Seite konnte nicht angezeigt werden. Bitte laden Sie die Seite neu oder versuchen Sie es später erneut."
    />
  );
}
