import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadToastView, ToastProvider, useToast, type ToastOptions } from './toast';

function Trigger({ options }: { options: ToastOptions }) {
  const { toast } = useToast();
  return <button onClick={() => toast(options)}>{options.title}</button>;
}

/**
 * The provider with a button per toast, once the toast's view (a chunk of its own) is loaded: it
 * is fetched when the page is first idle (a timer in the test's DOM, which has no idle callback).
 */
async function renderTriggers(...options: ToastOptions[]) {
  const view = render(
    <ToastProvider>
      {options.map((option) => (
        <Trigger key={option.title} options={option} />
      ))}
    </ToastProvider>,
  );
  await act(async () => {
    if (vi.isFakeTimers()) vi.advanceTimersByTime(1);
    else await new Promise((resolve) => setTimeout(resolve, 1));
    await loadToastView();
  });
  return view;
}

describe('toasts', () => {
  it('shows title and description with the variant as severity', async () => {
    await renderTriggers({
      title: 'Nachricht gesendet',
      description: 'Wir melden uns bald.',
      variant: 'success',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Nachricht gesendet' }));

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Nachricht gesendet');
    expect(alert).toHaveTextContent('Wir melden uns bald.');
    expect(alert.className).toMatch(/Success/);
  });

  it('shows at most one toast: a new one replaces the old', async () => {
    await renderTriggers({ title: 'Erster' }, { title: 'Zweiter', variant: 'destructive' });

    await userEvent.click(screen.getByRole('button', { name: 'Erster' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zweiter' }));

    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent('Zweiter');
    expect(alerts[0]!.className).toMatch(/Error/);
  });

  it('hides the toast after 5 seconds', async () => {
    vi.useFakeTimers();
    try {
      await renderTriggers({ title: 'Termin gebucht' });
      act(() => screen.getByRole('button', { name: 'Termin gebucht' }).click());
      expect(screen.getByRole('alert')).toBeInTheDocument();

      act(() => vi.advanceTimersByTime(4900));
      expect(screen.getByRole('alert')).toBeInTheDocument();

      act(() => vi.advanceTimersByTime(200));
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a toast raised before the page was idle once its view is there', async () => {
    vi.useFakeTimers();
    try {
      render(
        <ToastProvider>
          <Trigger options={{ title: 'Gleich gespeichert' }} />
        </ToastProvider>,
      );
      act(() => screen.getByRole('button', { name: 'Gleich gespeichert' }).click());
      await act(() => loadToastView());

      expect(screen.getByRole('alert')).toHaveTextContent('Gleich gespeichert');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses to work outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger options={{ title: 'x' }} />)).toThrow(/ToastProvider/);
    vi.restoreAllMocks();
  });
});
