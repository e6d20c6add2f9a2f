import { screen, waitFor, within } from '@testing-library/react';
import type { VendorDto, VendorStatusDto } from '@standl/contracts';
import { renderWithProviders } from '../../../test/render';
import { account, apiError, stubApi, vendorStatus } from '../../vendor/testing/vendor-fixtures';
import {
  catchDownloads,
  downloadKey,
  INVOICE_XML,
  pdfResponse,
  xmlResponse,
} from '../testing/invoice-fixtures';
import { InvoiceTab } from './InvoiceTab';

const ADDRESS = {
  billingStreet: 'Hauptplatz 3',
  billingPostalCode: '9300',
  billingCity: 'St. Veit an der Glan',
  billingCountry: 'Österreich',
};

/** Paid in full by the ledger (the vendor row's own amounts say nothing here). */
function paidInFull(vendorOverrides: Partial<VendorDto> = {}): VendorStatusDto {
  return vendorStatus({
    vendor: { status: 'paid', ...vendorOverrides },
    account: account({ totalAmount: 15000, paidAmount: 15000, openAmount: 0 }),
  });
}

function renderTab(status: VendorStatusDto) {
  return renderWithProviders(<InvoiceTab status={status} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('InvoiceTab before full payment', () => {
  it('tells a vendor with an open fee that the invoice comes once the fee is paid, and asks the server nothing', () => {
    const api = stubApi({});
    renderTab(
      vendorStatus({
        vendor: { status: 'confirmed', ...ADDRESS },
        account: account({ totalAmount: 15000, paidAmount: 1000, openAmount: 14000 }),
      }),
    );

    expect(screen.getByTestId('invoice-note')).toHaveTextContent(
      'Ihre Rechnung steht hier zum Download bereit, sobald die Standgebühr vollständig bezahlt ist.',
    );
    expect(screen.queryByRole('button', { name: /herunterladen/ })).not.toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('goes by the ledger, not the vendor row: an open amount there means no invoice yet', () => {
    const api = stubApi({});
    renderTab(
      vendorStatus({
        vendor: { status: 'paid', totalAmount: 15000, paymentAmount: 15000, ...ADDRESS },
        account: account({ totalAmount: 15000, paidAmount: 5000, openAmount: 10000 }),
      }),
    );

    expect(screen.getByTestId('invoice-note')).toHaveTextContent(
      'sobald die Standgebühr vollständig bezahlt ist',
    );
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});

describe('InvoiceTab once paid in full', () => {
  it('shows number and date of the invoice and downloads the PDF with the session cookie as Rechnung-2026-0001.pdf', async () => {
    const api = stubApi({
      [INVOICE_XML]: () => xmlResponse('2026-0001', '20261125'),
      [downloadKey('2026-0001')]: () => pdfResponse('2026-0001'),
    });
    const downloads = catchDownloads();
    const { user } = renderTab(paidInFull(ADDRESS));

    const invoice = await screen.findByTestId('invoice-download');
    expect(within(invoice).getByText('Rechnungsnummer').parentElement).toHaveTextContent(
      '2026-0001',
    );
    expect(within(invoice).getByText('Rechnungsdatum').parentElement).toHaveTextContent(
      '25.11.2026',
    );

    await user.click(screen.getByRole('button', { name: 'Rechnung herunterladen (PDF)' }));

    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(downloads.saved[0]!.fileName).toBe('Rechnung-2026-0001.pdf');
    expect(await downloads.saved[0]!.blob!.text()).toMatch(/^%PDF/);
    const call = api.fetchMock.mock.calls.find(([url]) => String(url).includes('/download/'));
    expect(call?.[1]).toMatchObject({ method: 'GET', credentials: 'include' });
    // The vendor's own document: no organiser token goes with it.
    expect(call?.[1]?.headers).toBeUndefined();
  });

  it('offers the e-invoice as XML beside the PDF', async () => {
    stubApi({
      [INVOICE_XML]: () => xmlResponse('2026-0007'),
      [downloadKey('2026-0007', 'xml')]: () => xmlResponse('2026-0007'),
    });
    const downloads = catchDownloads();
    const { user } = renderTab(paidInFull(ADDRESS));

    await user.click(await screen.findByRole('button', { name: 'E-Rechnung (XML)' }));

    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(downloads.saved[0]!.fileName).toBe('Rechnung-2026-0007.xml');
    expect(await downloads.saved[0]!.blob!.text()).toContain('<ram:ID>2026-0007</ram:ID>');
  });

  it('reports a failed download with the server’s German text', async () => {
    stubApi({
      [INVOICE_XML]: () => xmlResponse('2026-0001'),
      [downloadKey('2026-0001')]: () => apiError(404, 'Rechnung nicht gefunden'),
    });
    const downloads = catchDownloads();
    const { user } = renderTab(paidInFull(ADDRESS));

    await user.click(await screen.findByRole('button', { name: 'Rechnung herunterladen (PDF)' }));

    expect(await screen.findByText('Fehler beim Herunterladen der Rechnung')).toBeInTheDocument();
    expect(screen.getByText('Rechnung nicht gefunden')).toBeInTheDocument();
    expect(downloads.saved).toHaveLength(0);
  });

  it('says the invoice is on its way while none is issued yet (404)', async () => {
    stubApi({
      [INVOICE_XML]: () =>
        apiError(
          404,
          'Für Sie wurde noch keine Rechnung ausgestellt. Die Rechnung erhalten Sie, sobald die Standgebühr vollständig bezahlt ist.',
        ),
    });
    renderTab(paidInFull(ADDRESS));

    expect(await screen.findByTestId('invoice-note')).toHaveTextContent(
      'Ihre Standgebühr ist vollständig bezahlt. Ihre Rechnung wird erstellt und Ihnen per E-Mail zugesandt',
    );
    expect(screen.queryByTestId('invoice-download')).not.toBeInTheDocument();
  });

  it('shows the server’s 409 text and can ask again', async () => {
    let calls = 0;
    stubApi({
      [INVOICE_XML]: () =>
        ++calls === 1
          ? apiError(409, 'Bitte geben Sie zuerst Ihre Rechnungsadresse an')
          : xmlResponse('2026-0002'),
    });
    const { user } = renderTab(paidInFull(ADDRESS));

    expect(await screen.findByTestId('invoice-note')).toHaveTextContent(
      'Bitte geben Sie zuerst Ihre Rechnungsadresse an',
    );
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));

    expect(await screen.findByTestId('invoice-download')).toHaveTextContent('2026-0002');
  });

  it('asks for the billing address first and does not ask for the invoice without it', () => {
    const api = stubApi({});
    renderTab(paidInFull());

    expect(screen.getByTestId('invoice-note')).toHaveTextContent(
      'Bitte geben Sie zuerst Ihre Rechnungsadresse an',
    );
    expect(screen.getByRole('form', { name: 'Rechnungsadresse' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /herunterladen/ })).not.toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('says a changed address needs a corrected invoice once one is issued', async () => {
    stubApi({ [INVOICE_XML]: () => xmlResponse('2026-0001') });
    renderTab(paidInFull(ADDRESS));

    expect(
      await screen.findByText(/Eine geänderte Adresse gilt erst für eine korrigierte Rechnung/),
    ).toBeInTheDocument();
  });
});
