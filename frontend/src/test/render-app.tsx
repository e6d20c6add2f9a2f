import { routes } from '../app/router';
import { renderRoutes, type RenderWithProvidersOptions } from './render';

/**
 * Renders the app's route table at `route`, as the router shows a page (redirects, lazy pages,
 * the error page); `router.state` tells where the app navigated to. Features' specs reach the
 * app only through this harness (boundaries: a feature never imports src/app).
 */
export function renderApp(options: RenderWithProvidersOptions = {}) {
  return renderRoutes(routes, options);
}
