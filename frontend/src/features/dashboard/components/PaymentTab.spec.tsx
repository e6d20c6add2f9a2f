import { screen } from '@testing-library/react';
import { marketSettings } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ACCESS_CODE, booth, vendorStatus, VENDOR_ID } from '../../vendor/testing/vendor-fixtures';
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
      'Bitte überweisen Sie den offenen Betrag nach der Bestätigung durch den Veranstalter und Ihrem Aufbau bis 15. November 2026, spätestens bis Marktende. Geben Sie als Verwendungszweck Ihren Zugangscode an.',
    );
  });

  it('names no deadline in the past: after 15 November (Vienna) only "spätestens bis Marktende"', () => {
    today('2026-11-23T10:00:00Z');
    renderTab({ vendor: owing, bankDetails });

    const due = screen.getByTestId('payment-due');
    expect(due).toHaveTextContent(
      'Bitte überweisen Sie den offenen Betrag nach der Bestätigung durch den Veranstalter und Ihrem Aufbau spätestens bis Marktende.',
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
      'Bitte bezahlen Sie den offenen Betrag nach der Bestätigung durch den Veranstalter und Ihrem Aufbau bis 15. November 2026, spätestens bis Marktende: bar vor Ort oder per Überweisung, sobald die Bankverbindung hier angezeigt wird.',
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

  it('shows the open 10,00 € deposit of a held stall with the payment link', () => {
    today('2026-10-20T10:00:00Z');
    renderTab({
      vendor: {
        status: 'pending_payment',
        boothAssignmentPreference: 'self',
        totalAmount: 15000,
        paymentAmount: 0,
        downPaymentAmount: 0,
        downPaymentPaid: false,
      },
      booth: booth({ isHeld: true, holdExpiresAt: '2026-10-20T10:30:00Z' }),
    });

    expect(screen.queryByText(/keine Anzahlung vorgesehen/)).not.toBeInTheDocument();
    expect(screen.getByTestId('deposit-due')).toHaveTextContent(/Anzahlung 10,00\s€: noch offen/);
    expect(screen.getByRole('link', { name: 'Anzahlung bezahlen' })).toHaveAttribute(
      'href',
      `/payment?vendorId=${VENDOR_ID}&amount=10&accessCode=${ACCESS_CODE}`,
    );
  });

  it('still says no deposit is planned for a vendor assigned by the organiser', () => {
    renderTab({ vendor: { status: 'pending' } });

    expect(screen.getByText('Für Ihre Anmeldung ist keine Anzahlung vorgesehen.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Anzahlung bezahlen' })).not.toBeInTheDocument();
  });

  it('tells a confirmed vendor the fee is due after the set-up, not after the confirmation', () => {
    today('2026-10-20T10:00:00Z');
    renderTab({ vendor: { ...owing, status: 'confirmed' }, bankDetails });

    const due = screen.getByTestId('payment-due');
    expect(due).toHaveTextContent(
      'Bitte überweisen Sie den offenen Betrag nach Ihrem Aufbau bis 15. November 2026, spätestens bis Marktende. Geben Sie als Verwendungszweck Ihren Zugangscode an.',
    );
    expect(due).not.toHaveTextContent('Bestätigung durch den Veranstalter');
  });

  it('tells a vendor whose set-up was confirmed (aufgebaut) that the fee is due now', () => {
    today('2026-12-02T10:00:00Z');
    renderTab({ vendor: { ...owing, status: 'aufgebaut' }, bankDetails });

    const due = screen.getByTestId('payment-due');
    expect(due).toHaveTextContent(
      'Ihr Aufbau ist bestätigt, der offene Betrag ist jetzt fällig. Bitte überweisen Sie ihn spätestens bis Marktende. Geben Sie als Verwendungszweck Ihren Zugangscode an.',
    );
    expect(due).not.toHaveTextContent('nach der Bestätigung');
  });
});
