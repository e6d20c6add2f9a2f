import type { PaymentReadinessDto } from '@standl/contracts';
import { screen, within } from '@testing-library/react';
import { stubApi } from '../../../../test/api-stub';
import { renderWithProviders } from '../../../../test/render';
import { ConsoleRoleProvider } from '../../auth';
import { PaymentReadinessCard } from './PaymentReadinessCard';

afterEach(() => vi.unstubAllGlobals());

const readiness = (done: { bank: boolean; issuer: boolean }): PaymentReadinessDto => ({
  items: [
    {
      key: 'bank-details',
      done: done.bank,
      title: 'Bankverbindung',
      detail: 'Kontoinhaber, IBAN und BIC in den Einstellungen eintragen',
      tab: 'settings',
    },
    {
      key: 'invoice-issuer',
      done: done.issuer,
      title: 'Rechnungsdaten',
      detail: 'Name, Anschrift und UID-Nummer des Rechnungsausstellers',
      tab: 'payments',
    },
  ],
});

describe('PaymentReadinessCard', () => {
  it('lists what is missing, each with a button to the tab that fixes it', async () => {
    stubApi({
      'GET /api/admin/payment-readiness': () =>
        Response.json(readiness({ bank: false, issuer: false })),
    });
    const onOpenTab = vi.fn();
    const { user } = renderWithProviders(<PaymentReadinessCard onOpenTab={onOpenTab} />);

    const card = await screen.findByRole('region', { name: 'Bevor Händler überweisen können' });
    expect(within(card).getByTestId('readiness-bank-details')).toHaveTextContent(
      'Kontoinhaber, IBAN und BIC in den Einstellungen eintragen',
    );
    await user.click(within(card).getByRole('button', { name: /^Bankverbindung: zu/ }));
    expect(onOpenTab).toHaveBeenLastCalledWith('settings');
    await user.click(within(card).getByRole('button', { name: /^Rechnungsdaten: zu/ }));
    expect(onOpenTab).toHaveBeenLastCalledWith('payments');
  });

  it('names what is done and offers the cashier no button to a tab it cannot change', async () => {
    stubApi({
      'GET /api/admin/payment-readiness': () =>
        Response.json(readiness({ bank: false, issuer: true })),
    });
    renderWithProviders(
      <ConsoleRoleProvider role="cashier">
        <PaymentReadinessCard onOpenTab={vi.fn()} />
      </ConsoleRoleProvider>,
    );

    const card = await screen.findByRole('region', { name: 'Bevor Händler überweisen können' });
    expect(card).toHaveTextContent('1 von 2 erledigt.');
    expect(within(card).queryByTestId('readiness-invoice-issuer')).toBeNull();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('is hidden when everything is there', async () => {
    const api = stubApi({
      'GET /api/admin/payment-readiness': () =>
        Response.json(readiness({ bank: true, issuer: true })),
    });
    renderWithProviders(<PaymentReadinessCard onOpenTab={vi.fn()} />);
    await vi.waitFor(() => expect(api.fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('payment-readiness')).toBeNull();
  });
});
