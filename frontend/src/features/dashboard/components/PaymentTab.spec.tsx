import { screen, within } from '@testing-library/react';
import { marketSettings } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ACCESS_CODE, account, booth, vendorStatus, VENDOR_ID } from '../../registration/testing';
import { PaymentTab } from './PaymentTab';

const bankDetails = {
  accountHolder: 'Burgverwaltung Hochosterwitz',
  iban: 'AT611904300234573201',
  bic: 'BKAUATWW',
  bankName: 'Kärntner Sparkasse',
  reference: 'ABCDE-12345',
  epcQrPayload: null,
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

    expect(screen.getByTestId('paid-in-full')).toHaveTextContent(
      'Vielen Dank, Ihre Standgebühr ist vollständig bezahlt. Ihre Rechnung finden Sie im Bereich „Rechnung“.',
    );
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

function row(label: string) {
  return screen.getByText(label, { selector: 'span' }).parentElement!;
}

const LINES = [
  {
    id: '1',
    kind: 'deposit_card',
    amount: 1000,
    method: 'sumup',
    createdAt: '2026-10-02T08:15:00.000Z',
    valueDate: null,
  },
  {
    id: '2',
    kind: 'cash_payment',
    amount: 14000,
    method: 'cash',
    createdAt: '2026-12-05T09:30:00.000Z',
    valueDate: null,
  },
  {
    id: '3',
    kind: 'correction',
    amount: -500,
    method: null,
    createdAt: '2026-12-05T10:00:00.000Z',
    valueDate: null,
  },
  {
    id: '4',
    kind: 'refund_due',
    amount: -1000,
    method: null,
    createdAt: '2026-12-06T11:00:00.000Z',
    valueDate: null,
  },
] as const;

describe('PaymentTab on the payments ledger', () => {
  it('takes Gesamtbetrag, Bezahlt and Offener Betrag from the account, not the vendor row', () => {
    renderTab({
      vendor: { totalAmount: 15000, paymentAmount: 0, status: 'confirmed' },
      account: account({ totalAmount: 15000, paidAmount: 9000, openAmount: 6000 }),
    });

    expect(row('Gesamtbetrag')).toHaveTextContent('150,00 €');
    expect(row('Bezahlt')).toHaveTextContent('90,00 €');
    expect(row('Offener Betrag')).toHaveTextContent('60,00 €');
  });

  it('lists the bookings newest first: what it was in German, de-AT date and time (Vienna), signed amounts', () => {
    renderTab({
      vendor: { totalAmount: 15000, status: 'paid' },
      account: account({
        totalAmount: 15000,
        paidAmount: 14500,
        openAmount: 500,
        lines: [...LINES],
      }),
    });

    const lines = within(screen.getByRole('list', { name: 'Buchungen' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Rückerstattung vorgemerkt06.12.2026, 12:00 Uhr · wird mit der Auszahlung abgezogen(\u221210,00\u00a0€)',
      'Korrektur durch den Veranstalter05.12.2026, 11:00 Uhr\u22125,00\u00a0€',
      'Barzahlung05.12.2026, 10:30 Uhr+140,00\u00a0€',
      'Anzahlung (Karte)02.10.2026, 10:15 Uhr+10,00\u00a0€',
    ]);
    expect(within(lines[2]!).getByText('05.12.2026, 10:30 Uhr')).toHaveAttribute(
      'datetime',
      '2026-12-05T09:30:00.000Z',
    );
  });

  it('names a refund as done once it is paid out', () => {
    renderTab({
      account: account({
        lines: [
          {
            id: '9',
            kind: 'refund_made',
            amount: -1000,
            method: 'bank_transfer',
            createdAt: '2026-12-10T09:00:00.000Z',
            valueDate: null,
          },
          {
            id: '8',
            kind: 'card_payment',
            amount: 7000,
            method: 'sumup',
            createdAt: '2026-12-01T09:00:00.000Z',
            valueDate: null,
          },
        ],
      }),
    });

    const [refund, card] = screen.getAllByTestId('ledger-line');
    expect(refund).toHaveTextContent('Rückerstattung erfolgt');
    expect(within(refund!).getByTestId('ledger-amount')).toHaveTextContent('\u221210,00 €');
    expect(card).toHaveTextContent('Kartenzahlung');
    expect(within(card!).getByTestId('ledger-amount')).toHaveTextContent('+70,00 €');
  });

  it('says when nothing is booked yet', () => {
    renderTab({ vendor: { status: 'confirmed', totalAmount: 15000 } });

    expect(screen.getByText('Noch keine Zahlungen verbucht.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Buchungen' })).not.toBeInTheDocument();
  });

  it('shows money flagged for refund as an amount of its own with a note', () => {
    renderTab({
      account: account({ totalAmount: 7000, paidAmount: 8000, refundDueAmount: 1000 }),
    });

    expect(row('Rückerstattung ausstehend')).toHaveTextContent('10,00 €');
    expect(screen.getByTestId('refund-due')).toHaveTextContent(
      'Rückerstattung ausstehend: 10,00 €Diesen Betrag zahlt Ihnen der Veranstalter zurück',
    );
    expect(screen.queryByTestId('refund-made')).not.toBeInTheDocument();
  });

  it('shows an overpayment of 360 € as due, and once refunded, as refunded', () => {
    const paid = [
      {
        id: '1',
        kind: 'deposit_card',
        amount: 1000,
        method: 'sumup',
        createdAt: '2026-11-20T10:00:00.000Z',
        valueDate: null,
      },
      {
        id: '2',
        kind: 'cash_payment',
        amount: 50000,
        method: 'cash',
        createdAt: '2026-12-01T10:00:00.000Z',
        valueDate: null,
      },
      {
        id: '3',
        kind: 'refund_due',
        amount: -36000,
        method: 'cash',
        createdAt: '2026-12-01T10:00:00.000Z',
        valueDate: null,
      },
    ] as const;
    const { unmount } = renderTab({
      vendor: { status: 'paid', totalAmount: 15000, paymentAmount: 51000 },
      account: account({
        totalAmount: 15000,
        paidAmount: 51000,
        refundDueAmount: 36000,
        lines: [...paid],
      }),
    });
    expect(screen.getByTestId('refund-due')).toHaveTextContent(
      'Rückerstattung ausstehend: 360,00 €',
    );
    expect(screen.queryByText('Rückerstattet')).not.toBeInTheDocument();
    unmount();

    renderTab({
      vendor: { status: 'paid', totalAmount: 15000, paymentAmount: 15000 },
      account: account({
        totalAmount: 15000,
        paidAmount: 15000,
        lines: [
          ...paid,
          {
            id: '4',
            kind: 'refund_made',
            amount: -36000,
            method: 'cash',
            createdAt: '2026-12-02T10:00:00.000Z',
            valueDate: null,
          },
        ],
      }),
    });
    expect(screen.queryByTestId('refund-due')).not.toBeInTheDocument();
    expect(row('Rückerstattet')).toHaveTextContent('360,00 €');
    expect(screen.getByTestId('refund-made')).toHaveTextContent(
      'Rückerstattet: 360,00 €. Der Veranstalter hat Ihnen den Betrag zurückgezahlt.',
    );
  });

  it('reads the deposit from the account', () => {
    renderTab({
      vendor: { status: 'approved', downPaymentAmount: 0, downPaymentPaid: false },
      account: account({ totalAmount: 15000, depositAmount: 1000, depositPaid: true }),
    });

    expect(screen.getByText(/^Anzahlung 10,00\s€: bezahlt\./)).toBeVisible();
  });

  it('neither thanks nor asks for money without a stall fee', () => {
    renderTab({ vendor: { status: 'pending' } });

    expect(screen.queryByTestId('paid-in-full')).not.toBeInTheDocument();
    expect(screen.queryByTestId('payment-due')).not.toBeInTheDocument();
  });
});
