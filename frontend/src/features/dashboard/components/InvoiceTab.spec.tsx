import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { vendorStatus } from '../../vendor/testing/vendor-fixtures';
import { InvoiceTab } from './InvoiceTab';

describe('InvoiceTab', () => {
  it('tells a vendor with an open fee that the invoice comes once the fee is paid', () => {
    renderWithProviders(
      <InvoiceTab
        status={vendorStatus({
          vendor: { status: 'confirmed', totalAmount: 15000, paymentAmount: 1000 },
        })}
      />,
    );

    expect(screen.getByTestId('invoice-note')).toHaveTextContent(
      'Ihre Rechnung steht hier zum Download bereit, sobald die Standgebühr vollständig bezahlt ist.',
    );
  });

  it.each(['paid', 'checked_in'] as const)(
    'tells a fully paid vendor (%s) that the invoice is being prepared and e-mailed',
    (status) => {
      renderWithProviders(
        <InvoiceTab
          status={vendorStatus({ vendor: { status, totalAmount: 15000, paymentAmount: 15000 } })}
        />,
      );

      const note = screen.getByTestId('invoice-note');
      expect(note).toHaveTextContent(
        'Ihre Standgebühr ist vollständig bezahlt. Ihre Rechnung wird erstellt und Ihnen per E-Mail zugesandt.',
      );
      expect(note).not.toHaveTextContent('sobald die Standgebühr vollständig bezahlt ist');
    },
  );
});
