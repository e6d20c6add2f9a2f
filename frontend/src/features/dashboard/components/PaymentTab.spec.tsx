import { screen } from '@testing-library/react';
import { marketSettings } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { vendorStatus } from '../../vendor/testing/vendor-fixtures';
import { PaymentTab } from './PaymentTab';

const bankDetails = {
  accountHolder: 'Burgverwaltung Hochosterwitz',
  iban: 'AT611904300234573201',
  bic: 'BKAUATWW',
  bankName: 'Kärntner Sparkasse',
};
const owing = { totalAmount: 15000, paymentAmount: 1000 };

function renderTab(status: Parameters<typeof vendorStatus>[0]) {
  return renderWithProviders(
    <PaymentTab status={vendorStatus({ marketSettings: marketSettings(), ...status })} />,
  );
}

afterEach(() => vi.useRealTimers());

function today(instant: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
}

describe('PaymentTab', () => {
  it('asks for the transfer by 15 November of the market year before that day', () => {
    today('2026-10-20T10:00:00Z');
    renderTab({ vendor: owing, bankDetails });

    expect(screen.getByTestId('payment-due')).toHaveTextContent(
      'Bitte überweisen Sie den offenen Betrag nach der Bestätigung durch den Veranstalter bis 15. November 2026, spätestens bis Marktende. Geben Sie als Verwendungszweck Ihren Zugangscode an.',
    );
  });

  it('names no deadline in the past: after 15 November (Vienna) only "spätestens bis Marktende"', () => {
    today('2026-11-23T10:00:00Z');
    renderTab({ vendor: owing, bankDetails });

    const due = screen.getByTestId('payment-due');
    expect(due).toHaveTextContent(
      'Bitte überweisen Sie den offenen Betrag nach der Bestätigung durch den Veranstalter spätestens bis Marktende.',
    );
    expect(due).not.toHaveTextContent('15. November');
  });

  it('without bank details neither promises them with the invoice nor asks for a transfer now', () => {
    today('2026-10-20T10:00:00Z');
    renderTab({ vendor: owing, bankDetails: null });

    expect(screen.queryByTestId('bank-details')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Die Bankverbindung für die Überweisung wird hier angezeigt, sobald der Veranstalter sie hinterlegt hat.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/mit Ihrer Rechnung/)).not.toBeInTheDocument();
    const due = screen.getByTestId('payment-due');
    expect(due).toHaveTextContent(
      'Bitte bezahlen Sie den offenen Betrag nach der Bestätigung durch den Veranstalter bis 15. November 2026, spätestens bis Marktende: bar vor Ort oder per Überweisung, sobald die Bankverbindung hier angezeigt wird.',
    );
    expect(due).not.toHaveTextContent('Bitte überweisen Sie');
    expect(due).not.toHaveTextContent('Verwendungszweck');
  });

  it('thanks a vendor who paid in full instead of asking for money', () => {
    renderTab({ vendor: { totalAmount: 15000, paymentAmount: 15000, status: 'paid' } });

    expect(
      screen.getByText('Vielen Dank, Ihre Standgebühr ist vollständig bezahlt.'),
    ).toBeVisible();
    expect(screen.queryByTestId('payment-due')).not.toBeInTheDocument();
  });
});
