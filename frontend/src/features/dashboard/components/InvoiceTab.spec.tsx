import { screen, waitFor, within } from '@testing-library/react';
import type { InvoiceDto, VendorDto, VendorStatusDto } from '@standl/contracts';
import { renderWithProviders } from '../../../test/render';
import { vendorStatusQuery } from '../../registration';
import { apiError, stubApi } from '../../../test/api-stub';
import { account, ACCESS_CODE, vendor, vendorStatus, VENDOR_ID } from '../../registration/testing';
import { catchDownloads, downloadKey, pdfResponse, xmlResponse } from '../testing/invoice-fixtures';
import { InvoiceTab } from './InvoiceTab';

const ADDRESS = {
  billingStreet: 'Hauptplatz 3',
  billingPostalCode: '9300',
  billingCity: 'St. Veit an der Glan',
  billingCountry: 'Österreich',
};

/** The valid invoice of the season as the status answer carries it. */
function issued(number = '2026-0001', issueDate = '2026-11-25'): InvoiceDto {
  return {
    id: `invoice-${number}`,
    number,
    issueDate,
    issuedAt: `${issueDate}T09:00:00.000Z`,
    kind: 'invoice',
    state: 'issued',
    marketYear: 2026,
    vendorId: VENDOR_ID,
    recipientName: 'Kerzenzieherei Huber',
    boothNumber: 'AK-03',
    grossAmount: 15000,
    amountDue: 0,
    cancelledByNumber: null,
    cancelsNumber: null,
  };
}

/** Paid in full by the ledger (the vendor row's own amounts say nothing here). */
function paidInFull(
  vendorOverrides: Partial<VendorDto> = {},
  invoice: InvoiceDto | null = null,
  total = 15000,
): VendorStatusDto {
  return vendorStatus({
    vendor: { status: 'paid', ...vendorOverrides },
    account: account({ totalAmount: total, paidAmount: total, openAmount: 0 }),
    invoice,
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
  it('shows number and date from the status answer and downloads the PDF with the session cookie as Rechnung-2026-0001.pdf', async () => {
    const api = stubApi({
      [downloadKey('2026-0001')]: () => pdfResponse('2026-0001'),
    });
    const downloads = catchDownloads();
    const { user } = renderTab(paidInFull(ADDRESS, issued('2026-0001', '2026-11-25')));

    const invoice = screen.getByTestId('invoice-download');
    // Nothing is fetched to learn number and date: the status answer carries them.
    expect(api.fetchMock).not.toHaveBeenCalled();
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
      [downloadKey('2026-0007', 'xml')]: () => xmlResponse('2026-0007'),
    });
    const downloads = catchDownloads();
    const { user } = renderTab(paidInFull(ADDRESS, issued('2026-0007')));

    await user.click(await screen.findByRole('button', { name: 'E-Rechnung (XML)' }));

    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(downloads.saved[0]!.fileName).toBe('Rechnung-2026-0007.xml');
    expect(await downloads.saved[0]!.blob!.text()).toContain('<ram:ID>2026-0007</ram:ID>');
  });

  it('reports a failed download with the server’s German text', async () => {
    stubApi({
      [downloadKey('2026-0001')]: () => apiError(404, 'Rechnung nicht gefunden'),
    });
    const downloads = catchDownloads();
    const { user } = renderTab(paidInFull(ADDRESS, issued()));

    await user.click(await screen.findByRole('button', { name: 'Rechnung herunterladen (PDF)' }));

    expect(await screen.findByText('Fehler beim Herunterladen der Rechnung')).toBeInTheDocument();
    expect(screen.getByText('Rechnung nicht gefunden')).toBeInTheDocument();
    expect(downloads.saved).toHaveLength(0);
  });

  it('says the invoice is on its way while the status answer has none yet', () => {
    const api = stubApi({});
    renderTab(paidInFull(ADDRESS, null));

    expect(screen.getByTestId('invoice-note')).toHaveTextContent(
      'Ihre Standgebühr ist vollständig bezahlt. Ihre Rechnung wird erstellt und Ihnen per E-Mail zugesandt',
    );
    expect(screen.queryByTestId('invoice-download')).not.toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the status again after the address is saved (the invoice is issued then)', async () => {
    stubApi({
      [`PATCH /api/vendors/${VENDOR_ID}/billing`]: () =>
        Response.json(vendor({ status: 'paid', ...ADDRESS })),
    });
    const status = paidInFull();
    const { user, queryClient } = renderTab(status);
    const key = vendorStatusQuery(ACCESS_CODE).queryKey;
    queryClient.setQueryData(key, status);

    await user.type(screen.getByLabelText(/Straße und Hausnummer/), ADDRESS.billingStreet);
    await user.type(screen.getByLabelText(/Postleitzahl/), ADDRESS.billingPostalCode);
    await user.type(screen.getByLabelText(/Ort/), ADDRESS.billingCity);
    await user.click(screen.getByRole('button', { name: 'Rechnungsadresse speichern' }));

    await screen.findByText('Rechnungsadresse gespeichert');
    await waitFor(() => expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true));
  });

  it('says the invoice is on its way without an address up to 400 € (a Kleinbetragsrechnung)', () => {
    stubApi({});
    renderTab(paidInFull());

    expect(screen.getByTestId('invoice-note')).toHaveTextContent(
      'Ihre Rechnung wird erstellt und Ihnen per E-Mail zugesandt',
    );
  });

  it('above 400 € asks for the billing address first and does not ask for the invoice without it', () => {
    const api = stubApi({});
    renderTab(paidInFull({}, null, 45000));

    expect(screen.getByTestId('invoice-note')).toHaveTextContent(
      'Bitte geben Sie zuerst Ihre Rechnungsadresse an',
    );
    expect(screen.getByRole('form', { name: 'Rechnungsadresse' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /herunterladen/ })).not.toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('says a changed address needs a corrected invoice once one is issued', () => {
    stubApi({});
    renderTab(paidInFull(ADDRESS, issued()));

    expect(
      screen.getByText(/Eine geänderte Adresse gilt erst für eine korrigierte Rechnung/),
    ).toBeInTheDocument();
  });
});
