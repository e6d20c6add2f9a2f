import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { QueryStatus } from './QueryStatus';

const idle = { isPending: false, isError: false, error: null, refetch: () => undefined };

describe('QueryStatus', () => {
  it('names what is loading', () => {
    renderWithProviders(<QueryStatus query={{ ...idle, isPending: true }} what="Händler" />);

    expect(screen.getByRole('progressbar', { name: 'Händler werden geladen' })).toBeVisible();
  });

  it('tells what failed, with the server reason, and loads again on request', async () => {
    const refetch = vi.fn();
    const { user } = renderWithProviders(
      <QueryStatus
        query={{ ...idle, isError: true, error: new Error('x'), refetch }}
        what="Bereiche"
      />,
    );

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Bereiche konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
    );
    await user.click(screen.getByRole('button', { name: 'Erneut laden' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows nothing once the data is there', () => {
    const { container } = renderWithProviders(<QueryStatus query={idle} what="Händler" />);

    expect(container).toBeEmptyDOMElement();
  });
});
