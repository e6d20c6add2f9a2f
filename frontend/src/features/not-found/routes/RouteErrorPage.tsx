import { useLingui } from '@lingui/react/macro';
import { Component, type ReactNode } from 'react';
import { ProblemPage } from './NotFoundPage';

/** Our error page instead of a blank screen or a developer's hint. */
export function RouteErrorPage() {
  const { t } = useLingui();
  return (
    <ProblemPage
      title={t`Ein Fehler ist aufgetreten`}
      text={t`Die Seite konnte nicht angezeigt werden. Bitte laden Sie die Seite neu oder versuchen Sie es später erneut.`}
    />
  );
}

/** Shows RouteErrorPage when anything below fails to render or to load. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
