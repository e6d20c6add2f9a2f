import { screen, waitFor, within } from '@testing-library/react';
import type { InvoiceDto, VendorStatusDto } from '@standl/contracts';
import { formatAccessCode } from '@standl/contracts';
import { renderApp } from '../../../test/render-app';
import { catchDownloads, downloadKey, pdfResponse } from '../testing/invoice-fixtures';
import { apiError, stubApi } from '../../../test/api-stub';
import {
  ACCESS_CODE,
  account,
  booth,
  liftAppointment,
  vendor,
  vendorStatus,
  VENDOR_ID,
} from '../../registration/testing';
import { VENDOR_SESSION_KEY } from '../../registration';

const STATUS = 'POST /api/vendors/status';
const LIFT = `GET /api/vendor/lift-appointments/${VENDOR_ID}`;
const BILLING = `PATCH /api/vendors/${VENDOR_ID}/billing`;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function loggedIn(status: VendorStatusDto, handlers: Parameters<typeof stubApi>[0] = {}) {
  sessionStorage.setItem(VENDOR_SESSION_KEY, ACCESS_CODE);
  const api = stubApi({ [STATUS]: () => Response.json(status), ...handlers });
  return { api, ...renderApp({ route: '/dashboard' }) };
}

function row(label: string) {
  return within(screen.getByRole('tabpanel')).getByText(label, { selector: 'span' }).parentElement!;
}

describe('DashboardPage login', () => {
  it('requires an access code', async () => {
    const api = stubApi({});
    const { user } = renderApp({ route: '/dashboard' });

    await user.click(await screen.findByRole('button', { name: 'Anmelden' }));

    expect(screen.getByText('Zugangscode ist erforderlich')).toBeInTheDocument();
    expect(api.bodies(STATUS)).toHaveLength(0);
  });

  it('shows "Fehler" with the server message for an unknown code', async () => {
    stubApi({ [STATUS]: () => apiError(404, 'Zugangscode nicht gefunden') });
    const { user } = renderApp({ route: '/dashboard' });

    await user.type(await screen.findByLabelText('Zugangscode'), 'ZZZZZ-99999');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByText('Fehler')).toBeInTheDocument();
    expect(screen.getByText('Zugangscode nicht gefunden')).toBeInTheDocument();
    const input = screen.getByLabelText('Zugangscode');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Zugangscode nicht gefunden. Bitte überprüfen Sie Ihren Zugangscode und versuchen Sie es erneut.',
    );
  });

  it('falls back to "Ungültiger Zugangscode" without a server message', async () => {
    stubApi({ [STATUS]: () => new Response('Bad Gateway', { status: 502 }) });
    const { user } = renderApp({ route: '/dashboard' });

    await user.type(await screen.findByLabelText('Zugangscode'), 'ZZZZZ-99999');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByText('Ungültiger Zugangscode')).toBeInTheDocument();
    expect(screen.getByLabelText('Zugangscode')).toHaveAttribute('aria-invalid', 'false');
  });

  it('says above the form until when a locked-out address must wait, not an empty form', async () => {
    const lockout =
      'Zu viele falsche Zugangscodes von dieser Adresse. Bitte versuchen Sie es ab 14:35 Uhr erneut.';
    sessionStorage.setItem(VENDOR_SESSION_KEY, ACCESS_CODE);
    stubApi({ [STATUS]: () => apiError(429, lockout) });
    renderApp({ route: '/dashboard' });

    expect(await screen.findByTestId('access-code-notice')).toHaveTextContent(lockout);
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByLabelText('Zugangscode')).toHaveAttribute('aria-invalid', 'false');
  });

  it("shows a blocked vendor's refusal with the organiser's contact", async () => {
    const blocked =
      'Ihr Zugang ist gesperrt. Bitte wenden Sie sich an den Veranstalter: Burg-Adventmarkt Veranstaltungs GmbH, office@burg-adventmarkt.at, +43 4212 12345.';
    stubApi({ [STATUS]: () => apiError(403, blocked) });
    const { user } = renderApp({ route: '/dashboard' });

    await user.type(await screen.findByLabelText('Zugangscode'), 'ABCDE-12345');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByTestId('access-code-notice')).toHaveTextContent(blocked);
  });

  it('drops the lockout note once a typed code gets another answer', async () => {
    sessionStorage.setItem(VENDOR_SESSION_KEY, ACCESS_CODE);
    stubApi({
      [STATUS]: (body) =>
        (body as { accessCode: string }).accessCode === ACCESS_CODE
          ? apiError(429, 'Zu viele falsche Zugangscodes von dieser Adresse.')
          : apiError(404, 'Zugangscode nicht gefunden'),
    });
    const { user } = renderApp({ route: '/dashboard' });
    await screen.findByTestId('access-code-notice');

    await user.type(screen.getByLabelText('Zugangscode'), 'ZZZZZ-99999');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Zugangscode')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.queryByTestId('access-code-notice')).not.toBeInTheDocument();
  });

  it('logs in, keeps the code for a reload and logs out again', async () => {
    const api = stubApi({
      [STATUS]: () => Response.json(vendorStatus()),
      'POST /api/vendors/logout': () => new Response(null, { status: 204 }),
    });
    const first = renderApp({ route: '/dashboard' });

    await first.user.type(await screen.findByLabelText('Zugangscode'), 'abcde 12345');
    await first.user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('heading', { name: 'Händler-Dashboard' })).toBeInTheDocument();
    expect(sessionStorage.getItem(VENDOR_SESSION_KEY)).toBe(ACCESS_CODE);
    first.unmount();

    const reloaded = renderApp({ route: '/dashboard' });
    expect(await screen.findByRole('tab', { name: 'Übersicht' })).toBeInTheDocument();
    expect(api.bodies(STATUS)).toEqual([{ accessCode: ACCESS_CODE }, { accessCode: ACCESS_CODE }]);

    await reloaded.user.click(screen.getByRole('button', { name: 'Abmelden' }));
    expect(screen.getByLabelText('Zugangscode')).toBeInTheDocument();
    expect(sessionStorage.getItem(VENDOR_SESSION_KEY)).toBeNull();
    await waitFor(() => expect(api.bodies('POST /api/vendors/logout')).toHaveLength(1));
  });
});

describe('DashboardPage tabs', () => {
  it('has the six tabs and starts with the overview', async () => {
    loggedIn(vendorStatus({ vendor: { status: 'confirmed' } }));

    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Übersicht',
      'Standplatz',
      'Zahlung',
      'Lift-Termine',
      'Rechnung',
      'Meine Daten',
    ]);
    expect(within(screen.getByRole('tabpanel')).getByTestId('status-chip')).toHaveTextContent(
      'Bestätigt',
    );
    expect(row('Zugangscode')).toHaveTextContent('ABCDE-12345');
  });

  it('shows the stall with its location', async () => {
    const { user } = loggedIn(vendorStatus({ booth: booth(), vendor: { boothId: 3 } }));

    await user.click(await screen.findByRole('tab', { name: 'Standplatz' }));

    expect(row('Standplatz')).toHaveTextContent('AK-03');
    expect(row('Lage')).toHaveTextContent('Links neben dem Burgtor');
  });

  it('links self-selection without a stall to the stall map', async () => {
    const { user } = loggedIn(vendorStatus({ vendor: { boothAssignmentPreference: 'self' } }));

    await user.click(await screen.findByRole('tab', { name: 'Standplatz' }));

    expect(screen.getByText('Noch kein Standplatz zugewiesen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Standplatz auswählen' })).toHaveAttribute(
      'href',
      `/booth-self-selection?accessCode=${ACCESS_CODE}`,
    );
  });

  it('shows amounts and the organiser’s bank details with the access code as reference', async () => {
    const { user } = loggedIn(
      vendorStatus({
        vendor: {
          totalAmount: 15000,
          paymentAmount: 1000,
          downPaymentAmount: 1000,
          downPaymentPaid: true,
        },
        bankDetails: {
          accountHolder: 'Burgverwaltung Hochosterwitz',
          iban: 'AT611904300234573201',
          bic: 'BKAUATWW',
          bankName: 'Kärntner Sparkasse',
          reference: formatAccessCode(ACCESS_CODE),
          epcQrPayload: null,
        },
      }),
    );

    await user.click(await screen.findByRole('tab', { name: 'Zahlung' }));

    expect(row('Gesamtbetrag')).toHaveTextContent('150,00 €');
    expect(row('Bezahlt')).toHaveTextContent('10,00 €');
    expect(row('Offener Betrag')).toHaveTextContent('140,00 €');
    expect(screen.getByText(/Anzahlung 10,00\s€: bezahlt/)).toBeInTheDocument();
    const bank = screen.getByTestId('bank-details');
    expect(within(bank).getByText('Burgverwaltung Hochosterwitz')).toBeInTheDocument();
    expect(within(bank).getByText('AT61 1904 3002 3457 3201')).toBeInTheDocument();
    expect(within(bank).getByText('BKAUATWW')).toBeInTheDocument();
    expect(within(bank).getByText('Kärntner Sparkasse')).toBeInTheDocument();
    // Written as vendors are told to type it (issue 30): 'ABCDE-12345'.
    expect(row('Verwendungszweck')).toHaveTextContent(formatAccessCode(ACCESS_CODE));
  });

  it('says the bank details will be shown here when there are none', async () => {
    const { user } = loggedIn(vendorStatus());

    await user.click(await screen.findByRole('tab', { name: 'Zahlung' }));

    expect(
      screen.getByText(
        'Die Bankverbindung für die Überweisung wird hier angezeigt, sobald der Veranstalter sie hinterlegt hat.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('bank-details')).not.toBeInTheDocument();
  });

  it('lists the lift appointments and says booking opens once a stall is assigned (decisions 75)', async () => {
    const { user } = loggedIn(vendorStatus({ vendor: { status: 'confirmed' } }), {
      [LIFT]: () =>
        Response.json([liftAppointment({ appointmentType: 'breakdown', date: '2026-12-08' })]),
    });

    await user.click(await screen.findByRole('tab', { name: 'Lift-Termine' }));

    expect(await screen.findByTestId('lift-appointments')).toHaveTextContent(
      'Abbau8. Dez. 2026, 07:00-07:30 Uhr',
    );
    expect(screen.getByTestId('lift-closed')).toHaveTextContent(
      'sobald Ihnen ein Standplatz zugewiesen ist',
    );
    expect(screen.getByTestId('lift-closed')).not.toHaveTextContent('Bezahlt');
  });

  it('shows the empty note when the lift list fails', async () => {
    const { user } = loggedIn(vendorStatus(), { [LIFT]: () => apiError(500, 'kaputt') });

    await user.click(await screen.findByRole('tab', { name: 'Lift-Termine' }));

    expect(await screen.findByText('Noch keine Lift-Termine gebucht.')).toBeInTheDocument();
  });
});

describe('DashboardPage invoice tab', () => {
  async function openInvoiceTab(handlers: Parameters<typeof stubApi>[0] = {}) {
    const view = loggedIn(vendorStatus(), handlers);
    await view.user.click(await screen.findByRole('tab', { name: 'Rechnung' }));
    return view;
  }

  it('defaults the country to Österreich and shows the server’s validation messages', async () => {
    const { user, api } = await openInvoiceTab();

    expect(screen.getByLabelText('Land')).toHaveValue('Österreich');
    await user.type(screen.getByLabelText(/Postleitzahl/), '93000');
    await user.click(screen.getByRole('button', { name: 'Rechnungsadresse speichern' }));

    expect(screen.getByText('Bitte geben Sie Straße und Hausnummer ein')).toBeInTheDocument();
    expect(screen.getByText('Bitte geben Sie den Ort ein')).toBeInTheDocument();
    expect(screen.getByText('Eine österreichische Postleitzahl hat 4 Ziffern')).toBeInTheDocument();
    expect(api.bodies(BILLING)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Land'));
    await user.type(screen.getByLabelText('Land'), 'Deutschland');
    await user.clear(screen.getByLabelText(/Postleitzahl/));
    await user.type(screen.getByLabelText(/Postleitzahl/), '#');
    await user.click(screen.getByRole('button', { name: 'Rechnungsadresse speichern' }));
    expect(screen.getByText('Bitte geben Sie eine gültige Postleitzahl ein')).toBeInTheDocument();
  });

  it('saves the address with PATCH and confirms', async () => {
    const saved = {
      billingStreet: 'Hauptplatz 3',
      billingPostalCode: '9300',
      billingCity: 'St. Veit an der Glan',
      billingCountry: 'Österreich',
    };
    const { user, api } = await openInvoiceTab({ [BILLING]: () => Response.json(vendor(saved)) });

    await user.type(screen.getByLabelText(/Straße und Hausnummer/), ' Hauptplatz 3 ');
    await user.type(screen.getByLabelText(/Postleitzahl/), '9300');
    await user.type(screen.getByLabelText(/Ort/), 'St. Veit an der Glan');
    await user.click(screen.getByRole('button', { name: 'Rechnungsadresse speichern' }));

    expect(await screen.findByText('Rechnungsadresse gespeichert')).toBeInTheDocument();
    expect(api.bodies(BILLING)).toEqual([saved]);
  });

  it('reports a failed save with the server message', async () => {
    const { user } = await openInvoiceTab({
      [BILLING]: () => apiError(403, 'Sie können nur Ihre eigenen Daten ansehen und ändern.'),
    });

    await user.type(screen.getByLabelText(/Straße und Hausnummer/), 'Hauptplatz 3');
    await user.type(screen.getByLabelText(/Postleitzahl/), '9300');
    await user.type(screen.getByLabelText(/Ort/), 'St. Veit');
    await user.click(screen.getByRole('button', { name: 'Rechnungsadresse speichern' }));

    expect(
      await screen.findByText('Fehler beim Speichern der Rechnungsadresse'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Sie können nur Ihre eigenen Daten ansehen und ändern.'),
    ).toBeInTheDocument();
  });
});

describe('DashboardPage payment and invoice on the ledger', () => {
  const ADDRESS = {
    billingStreet: 'Hauptplatz 3',
    billingPostalCode: '9300',
    billingCity: 'St. Veit an der Glan',
    billingCountry: 'Österreich',
  };
  const paid = account({
    totalAmount: 15000,
    paidAmount: 15000,
    openAmount: 0,
    paidAt: '2026-12-05T09:30:00.000Z',
    lines: [
      {
        id: '41',
        kind: 'cash_payment',
        amount: 15000,
        method: 'cash',
        createdAt: '2026-12-05T09:30:00.000Z',
        valueDate: null,
      },
    ],
  });

  it('shows the ledger lines and nothing open on "Zahlung" for a vendor paid in cash', async () => {
    const { user } = loggedIn(
      vendorStatus({ vendor: { status: 'paid', totalAmount: 15000 }, account: paid }),
    );

    await user.click(await screen.findByRole('tab', { name: 'Zahlung' }));

    expect(row('Offener Betrag')).toHaveTextContent('0,00 €');
    expect(screen.getByTestId('ledger-line')).toHaveTextContent(
      'Barzahlung05.12.2026, 10:30 Uhr+150,00 €',
    );
    expect(screen.queryByTestId('payment-due')).not.toBeInTheDocument();
  });

  /** The valid invoice as the status answer carries it. */
  function issued(number: string, issueDate: string): InvoiceDto {
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

  it('asks a paid vendor for the billing address, then offers and downloads the invoice', async () => {
    let saved = false;
    const { user } = loggedIn(
      vendorStatus({ vendor: { status: 'paid', totalAmount: 15000 }, account: paid }),
      {
        // The status answer carries the invoice once the address made it possible.
        [STATUS]: () =>
          Response.json(
            saved
              ? vendorStatus({
                  vendor: { status: 'paid', totalAmount: 15000, ...ADDRESS },
                  account: paid,
                  invoice: issued('2026-0004', '2026-12-05'),
                })
              : vendorStatus({ vendor: { status: 'paid', totalAmount: 15000 }, account: paid }),
          ),
        [BILLING]: () => {
          saved = true;
          return Response.json(vendor({ status: 'paid', totalAmount: 15000, ...ADDRESS }));
        },
        [downloadKey('2026-0004')]: () => pdfResponse('2026-0004'),
      },
    );
    const downloads = catchDownloads();

    // Every other tab asks for the address and leads to the form.
    const prompt = await screen.findByTestId('billing-address-prompt');
    expect(prompt).toHaveTextContent('Ihre Rechnungsadresse fehlt');
    expect(prompt).toHaveTextContent('Kleinbetragsrechnung ohne Ihre Anschrift');
    await user.click(within(prompt).getByRole('button', { name: 'Rechnungsadresse ergänzen' }));
    expect(screen.getByRole('tab', { name: 'Rechnung' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByTestId('billing-address-prompt')).not.toBeInTheDocument();
    expect(screen.getByTestId('invoice-note')).toHaveTextContent('Ihre Rechnung wird erstellt');

    await user.type(screen.getByLabelText(/Straße und Hausnummer/), ADDRESS.billingStreet);
    await user.type(screen.getByLabelText(/Postleitzahl/), ADDRESS.billingPostalCode);
    await user.type(screen.getByLabelText(/Ort/), ADDRESS.billingCity);
    await user.click(screen.getByRole('button', { name: 'Rechnungsadresse speichern' }));

    const invoice = await screen.findByTestId('invoice-download');
    expect(invoice).toHaveTextContent('Rechnungsnummer2026-0004');
    expect(invoice).toHaveTextContent('Rechnungsdatum05.12.2026');
    await user.click(screen.getByRole('button', { name: 'Rechnung herunterladen (PDF)' }));
    await waitFor(() =>
      expect(downloads.saved.map((file) => file.fileName)).toEqual(['Rechnung-2026-0004.pdf']),
    );
  });

  it('does not ask for a billing address that is known', async () => {
    loggedIn(vendorStatus({ vendor: { status: 'confirmed', ...ADDRESS } }));

    expect(await screen.findByRole('tab', { name: 'Übersicht' })).toBeInTheDocument();
    expect(screen.queryByTestId('billing-address-prompt')).not.toBeInTheDocument();
  });

  it('says that no invoice can be issued without the address above 400 €', async () => {
    loggedIn(
      vendorStatus({
        vendor: { status: 'confirmed', totalAmount: 45000 },
        account: account({ totalAmount: 45000, paidAmount: 0, openAmount: 45000 }),
      }),
    );

    expect(await screen.findByTestId('billing-address-prompt')).toHaveTextContent(
      'Ohne Rechnungsadresse können wir Ihnen keine Rechnung ausstellen',
    );
  });

  it('forgets the status answer and its invoice on logout', async () => {
    const { user, queryClient } = loggedIn(
      vendorStatus({
        vendor: { status: 'paid', ...ADDRESS },
        account: paid,
        invoice: issued('2026-0005', '2026-11-25'),
      }),
      { 'POST /api/vendors/logout': () => new Response(null, { status: 204 }) },
    );

    await user.click(await screen.findByRole('tab', { name: 'Rechnung' }));
    await screen.findByTestId('invoice-download');

    await user.click(screen.getByRole('button', { name: 'Abmelden' }));
    await waitFor(() =>
      expect(queryClient.getQueryData(['/api/vendors/status', ACCESS_CODE])).toBeUndefined(),
    );
  });
});
