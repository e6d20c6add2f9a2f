import type { VendorStatus } from '@standl/contracts';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { ACCESS_CODE, account, booth, vendorStatus, VENDOR_ID } from '../testing/vendor-fixtures';
import { StatusChip } from './StatusChip';
import { StatusMessage } from './StatusMessage';

function renderMessage(status: VendorStatus, extra: Parameters<typeof vendorStatus>[0] = {}) {
  return renderWithProviders(
    <StatusMessage status={vendorStatus({ ...extra, vendor: { status, ...extra.vendor } })} />,
  );
}

describe('StatusMessage', () => {
  it('says a pending registration waits for the organiser', () => {
    renderMessage('pending');
    expect(screen.getByText('Warten auf Bestätigung')).toBeInTheDocument();
    expect(
      screen.getByText(/wartet auf die Bestätigung durch den Veranstalter/),
    ).toBeInTheDocument();
  });

  it.each<VendorStatus>(['confirmed', 'paid', 'checked_in'])('shows %s as confirmed', (status) => {
    renderMessage(status);
    expect(screen.getByText('Anmeldung bestätigt')).toBeInTheDocument();
    expect(screen.queryByText('Status wird überprüft')).not.toBeInTheDocument();
  });

  it('says a paid deposit reserved the stall and waits for the organiser', () => {
    renderMessage('approved', {
      vendor: { downPaymentAmount: 1000, downPaymentPaid: true },
      booth: booth({ isHeld: false, holdExpiresAt: null }),
    });
    expect(screen.getByText('Anzahlung eingegangen')).toBeInTheDocument();
    expect(screen.getByText(/10,00\s€ ist eingegangen/)).toBeInTheDocument();
    expect(screen.queryByText('Status wird überprüft')).not.toBeInTheDocument();
  });

  it('says a confirmed set-up (aufgebaut) makes the remaining stall fee due now', () => {
    renderMessage('aufgebaut', {
      vendor: { boothId: 3, totalAmount: 15000, paymentAmount: 1000 },
      booth: booth(),
    });
    expect(screen.getByText('Aufbau bestätigt')).toBeInTheDocument();
    expect(
      screen.getByText(
        /Aufbau wurde bestätigt.*restliche Standgebühr von 140,00\s€ ist jetzt fällig/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Status wird überprüft')).not.toBeInTheDocument();
  });

  it('names the open amount of the payments ledger (account), not of the vendor row', () => {
    renderMessage('aufgebaut', {
      vendor: { boothId: 3, totalAmount: 15000, paymentAmount: 1000 },
      account: account({ totalAmount: 15000, paidAmount: 11000, openAmount: 4000 }),
      booth: booth(),
    });
    expect(screen.getByText(/restliche Standgebühr von 40,00\s€ ist jetzt fällig/)).toBeVisible();
  });

  it('asks a self-selecting vendor without a stall to choose one instead of waiting', () => {
    renderMessage('pending', { vendor: { boothAssignmentPreference: 'self' } });
    expect(screen.getByText('Bitte wählen Sie Ihren Standplatz')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Standplatz auswählen' })).toHaveAttribute(
      'href',
      `/booth-self-selection?accessCode=${ACCESS_CODE}`,
    );
    expect(screen.queryByText('Warten auf Bestätigung')).not.toBeInTheDocument();
    expect(screen.queryByText(/wartet auf die Bestätigung/)).not.toBeInTheDocument();
  });

  it('keeps "Warten auf Bestätigung" for a self-selecting vendor whose stall is assigned', () => {
    renderMessage('pending', {
      vendor: { boothAssignmentPreference: 'self', boothId: 3 },
      booth: booth(),
    });
    expect(screen.getByText('Warten auf Bestätigung')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Standplatz auswählen' })).not.toBeInTheDocument();
  });

  it.each<VendorStatus>(['rejected', 'archived'])(
    'shows %s as "Status wird überprüft"',
    (status) => {
      renderMessage(status);
      expect(screen.getByText('Status wird überprüft')).toBeInTheDocument();
      expect(screen.queryByText('Anmeldung bestätigt')).not.toBeInTheDocument();
    },
  );

  it('shows the open deposit, the end of the hold and the payment link', () => {
    renderMessage('pending_payment', {
      booth: booth({ isHeld: true, holdExpiresAt: '2026-10-01T10:45:00Z' }),
    });
    expect(screen.getByText('Anzahlung ausstehend')).toBeInTheDocument();
    expect(screen.getByText(/Anzahlung von 10,00\s€ ist noch offen/)).toBeInTheDocument();
    expect(
      screen.getByText(/AK-03 ist bis 1\. Okt\. 2026, 12:45 Uhr für Sie reserviert/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anzahlung bezahlen' })).toHaveAttribute(
      'href',
      `/payment?vendorId=${VENDOR_ID}&amount=10&accessCode=${ACCESS_CODE}`,
    );
  });
});

describe('StatusChip', () => {
  it('shows the German name with a colour per status', () => {
    const { rerender } = renderWithProviders(<StatusChip status="pending" />);
    expect(screen.getByTestId('status-chip')).toHaveTextContent('Wartend');
    expect(screen.getByTestId('status-chip').className).toMatch(/colorInfo/);
    rerender(<StatusChip status="paid" />);
    expect(screen.getByTestId('status-chip')).toHaveTextContent('Bezahlt');
    expect(screen.getByTestId('status-chip').className).toMatch(/colorSuccess/);
    rerender(<StatusChip status="rejected" />);
    expect(screen.getByTestId('status-chip').className).toMatch(/colorError/);
  });
});
