import { screen, waitFor, within } from '@testing-library/react';
import type {
  AdminPaymentsDto,
  CardPaymentCreatedDto,
  InvoiceSettingsDto,
} from '@standl/contracts';
import { formatEuro } from '@standl/contracts';
import { renderWithProviders } from '../../../../test/render';
import { viennaToday } from '../../../../lib/format';
import { apiError, stubApi } from '../../../../test/api-stub';
import { invoice, invoiceSettings, paymentVendor, refund } from '../testing';
import { PaymentsTab } from './PaymentsTab';

afterEach(() => vi.unstubAllGlobals());

const OPEN_ID = '8c1f6f0e-0000-4000-8000-000000000001';
const PAID_ID = '8c1f6f0e-0000-4000-8000-000000000002';

function payments(): AdminPaymentsDto {
  return {
    vendors: [
      paymentVendor({ vendorId: OPEN_ID }),
      paymentVendor({
        vendorId: PAID_ID,
        name: 'Glasbläserei Wieser',
        email: 'wieser@example.at',
        accessCode: 'K7PQR2MXTE',
        boothNumber: 'HO-05',
        areaName: 'Hof',
        status: 'paid',
        paidAmount: 15_000,
        openAmount: 0,
        paidAt: '2026-11-20T10:00:00.000Z',
      }),
    ],
    refunds: [refund({ vendorId: PAID_ID, vendorName: 'Glasbläserei Wieser' })],
  };
}

const checkout: CardPaymentCreatedDto = {
  message: 'SumUp-Zahlung erstellt',
  paymentId: 'p1',
  checkoutId: 'c1',
  amount: 14_000,
  checkoutUrl: 'http://localhost/sumup-simulator/pay/c1',
  deepLink: null,
  validUntil: '2026-11-25T11:00:00.000Z',
};

function stub(overrides: Record<string, (body: unknown) => Response> = {}) {
  let settings: InvoiceSettingsDto = invoiceSettings();
  return stubApi({
    'GET /api/admin/payments': () => Response.json(payments()),
    'GET /api/admin/invoices': () => Response.json([invoice({ vendorId: PAID_ID })]),
    'GET /api/admin/invoice-settings': () => Response.json(settings),
    'PUT /api/admin/invoice-settings': (body) => {
      settings = { ...settings, ...(body as Partial<InvoiceSettingsDto>) };
      return Response.json(settings);
    },
    ...overrides,
  });
}

async function renderTab() {
  const view = renderWithProviders(<PaymentsTab />);
  await screen.findByText('Lebzelterei Moser');
  return view;
}

describe('PaymentsTab', () => {
  it('shows the open amount, the paid vendor with the invoice and the refund', async () => {
    stub();
    await renderTab();

    const open = screen.getByRole('table', { name: 'Offene Zahlungen' });
    expect(within(open).getByText('Lebzelterei Moser')).toBeVisible();
    expect(within(open).getByText('140,00 €')).toBeVisible();
    const paid = screen.getByRole('table', { name: 'Bezahlt' });
    expect(within(paid).getByText('Glasbläserei Wieser')).toBeVisible();
    expect(await within(paid).findByText('2026-0001')).toBeVisible();
    expect(
      within(paid).getByRole('button', { name: 'PDF herunterladen: 2026-0001' }),
    ).toBeVisible();
    expect(screen.getByRole('list', { name: 'Rückerstattungen' })).toHaveTextContent('10,00 €');
    expect(screen.getByTestId('payment-summary')).toHaveTextContent('Offen140,00 €bei 1 Händler');
  });

  it('searches by name, stall and access code (from the payments list alone)', async () => {
    const api = stub();
    const { user } = await renderTab();
    const search = screen.getByLabelText('Zahlungen durchsuchen');

    await user.type(search, 'ho 05');
    expect(screen.queryByText('Lebzelterei Moser')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Bezahlt' })).getByText('Glasbläserei Wieser'),
    ).toBeVisible();

    await user.clear(search);
    await user.type(search, 'w1vz-f');
    expect(screen.getByText('Lebzelterei Moser')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Bezahlt' })).not.toBeInTheDocument();
    expect(api.bodies('GET /api/admin/vendors')).toEqual([]);
  });

  it('books cash: the open amount by default, refuses a bad amount, shows the server reason', async () => {
    let answer = apiError(400, 'Bitte geben Sie einen gültigen Betrag ein');
    const api = stub({
      'POST /api/admin/vendors/8c1f6f0e-0000-4000-8000-000000000001/cash-payment': () => answer,
    });
    const { user } = await renderTab();

    await user.click(screen.getByRole('button', { name: 'Bar kassieren: Lebzelterei Moser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bar kassieren' });
    const amount = within(dialog).getByLabelText('Betrag in Euro');
    expect(amount).toHaveValue('140,00');

    await user.clear(amount);
    await user.type(amount, '1.500');
    await user.click(within(dialog).getByRole('button', { name: 'Barzahlung verbuchen' }));
    expect(within(dialog).getByText('Bitte geben Sie einen gültigen Betrag ein')).toBeVisible();
    expect(await screen.findByText('Ungültiger Betrag')).toBeVisible();
    expect(api.bodies('POST /api/admin/vendors/' + OPEN_ID + '/cash-payment')).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '75,50');
    await user.type(within(dialog).getByLabelText('Notiz (optional)'), 'Rest am Stand');
    await user.click(within(dialog).getByRole('button', { name: 'Barzahlung verbuchen' }));
    // The server's refusal: at the field, and the toast titled as the spec says.
    expect(
      await within(dialog).findByText('Bitte geben Sie einen gültigen Betrag ein'),
    ).toBeVisible();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Ungültiger Betrag').length).toBeGreaterThan(0);

    answer = Response.json({
      message: 'Barzahlung verbucht',
      vendorStatus: 'aufgebaut',
      account: { openAmount: 6_450 },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Barzahlung verbuchen' }));
    expect(await screen.findByText('Barzahlung verbucht')).toBeVisible();
    expect(api.bodies('POST /api/admin/vendors/' + OPEN_ID + '/cash-payment').at(-1)).toEqual({
      amount: 7_550,
      description: 'Rest am Stand',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('names the unit at the amount field of both dialogs', async () => {
    stub();
    const { user } = await renderTab();

    await user.click(screen.getByRole('button', { name: 'Bar kassieren: Lebzelterei Moser' }));
    const cash = await screen.findByRole('dialog', { name: 'Bar kassieren' });
    expect(within(cash).getByLabelText('Betrag in Euro')).toHaveValue('140,00');
    expect(within(cash).getByText('in Euro, z. B. 150 oder 75,50')).toBeVisible();
    await user.click(within(cash).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Kartenzahlung: Lebzelterei Moser' }));
    const card = await screen.findByRole('dialog', { name: 'Kartenzahlung (SumUp)' });
    expect(within(card).getByLabelText('Betrag in Euro')).toHaveValue('140,00');
    expect(within(card).getByText('in Euro, z. B. 150 oder 75,50')).toBeVisible();
  });

  it('refuses 100 times the open amount or more (cents typed as euros) and sends nothing', async () => {
    // Testing Library reads the no-break spaces of '15 000,00 €' as plain ones.
    const typed = formatEuro(1_500_000).replace(/\s/g, ' ');
    const message = `Ungültiger Betrag: ${typed} ist das Hundertfache des offenen Betrags von 140,00 € oder mehr.`;
    const api = stub();
    const { user } = await renderTab();

    for (const [button, title, submit, route] of [
      ['Bar kassieren', 'Bar kassieren', 'Barzahlung verbuchen', 'cash-payment'],
      ['Kartenzahlung', 'Kartenzahlung (SumUp)', 'SumUp-Zahlung erstellen', 'payment'],
    ]) {
      await user.click(screen.getByRole('button', { name: `${button}: Lebzelterei Moser` }));
      const dialog = await screen.findByRole('dialog', { name: title });
      const amount = within(dialog).getByLabelText('Betrag in Euro');
      await user.clear(amount);
      await user.type(amount, '15000');
      await user.click(within(dialog).getByRole('button', { name: submit }));

      expect(within(dialog).getByText(message)).toBeVisible();
      expect(amount).toHaveAttribute('aria-invalid', 'true');
      const toast = (await screen.findByText('Ungültiger Betrag')).closest('[role="alert"]');
      expect(toast).toHaveTextContent(message);
      expect(screen.queryByRole('dialog', { name: 'Mehr als offen verbuchen?' })).toBeNull();
      expect(api.bodies(`POST /api/admin/vendors/${OPEN_ID}/${route}`)).toEqual([]);
      await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
  });

  it("shows the server's 'Ungültiger Betrag: …' at the amount field, titled 'Ungültiger Betrag'", async () => {
    const message =
      'Ungültiger Betrag: Beträge werden hier in Cent übermittelt, als ganze Zahl (14000 = 140,00 €).';
    const api = stub({
      [`POST /api/admin/vendors/${OPEN_ID}/payment`]: () => apiError(400, message),
    });
    const { user } = await renderTab();

    await user.click(screen.getByRole('button', { name: 'Kartenzahlung: Lebzelterei Moser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kartenzahlung (SumUp)' });
    await user.click(within(dialog).getByRole('button', { name: 'SumUp-Zahlung erstellen' }));

    const toast = (await screen.findByText('Ungültiger Betrag')).closest('[role="alert"]');
    expect(toast).toHaveTextContent(message);
    expect(screen.queryByText('SumUp-Zahlung konnte nicht gestartet werden.')).toBeNull();
    const amount = within(dialog).getByLabelText('Betrag in Euro');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(message);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(api.bodies(`POST /api/admin/vendors/${OPEN_ID}/payment`)).toEqual([{ amount: 14_000 }]);
  });

  it('asks before booking more than is open, naming the excess, and books only after "Trotzdem verbuchen"', async () => {
    const api = stub({
      [`POST /api/admin/vendors/${OPEN_ID}/cash-payment`]: () =>
        Response.json({
          message: 'Barzahlung verbucht. 360,00 € zu viel bezahlt: als Rückerstattung vorgemerkt.',
          excessAmount: 36_000,
          vendorStatus: 'paid',
          account: { openAmount: 0, refundDueAmount: 36_000 },
        }),
    });
    const { user } = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Bar kassieren: Lebzelterei Moser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bar kassieren' });
    const amount = within(dialog).getByLabelText('Betrag in Euro');
    await user.clear(amount);
    await user.type(amount, '500');

    await user.click(within(dialog).getByRole('button', { name: 'Barzahlung verbuchen' }));
    const question = await screen.findByRole('dialog', { name: 'Mehr als offen verbuchen?' });
    expect(question).toHaveTextContent(
      'Der Betrag übersteigt den offenen Betrag von 140,00 € um 360,00 €. Der Überschuss wird als Rückerstattung vorgemerkt.',
    );
    await user.click(within(question).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Mehr als offen verbuchen?' }),
      ).not.toBeInTheDocument(),
    );
    expect(api.bodies(`POST /api/admin/vendors/${OPEN_ID}/cash-payment`)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Barzahlung verbuchen' }));
    const again = await screen.findByRole('dialog', { name: 'Mehr als offen verbuchen?' });
    await user.click(within(again).getByRole('button', { name: 'Trotzdem verbuchen' }));
    expect(
      await screen.findByText(
        'Lebzelterei Moser hat vollständig bezahlt. 360,00 € zu viel bezahlt: als Rückerstattung vorgemerkt.',
      ),
    ).toBeVisible();
    expect(api.bodies(`POST /api/admin/vendors/${OPEN_ID}/cash-payment`)).toEqual([
      { amount: 50_000 },
    ]);
  });

  it('books a transfer with its value date (today by default), reference and note', async () => {
    const api = stub({
      [`POST /api/admin/vendors/${OPEN_ID}/bank-transfer`]: () =>
        Response.json({
          message: 'Überweisung verbucht',
          excessAmount: 0,
          vendorStatus: 'aufgebaut',
          account: { openAmount: 2_000 },
        }),
    });
    const { user } = await renderTab();
    await user.click(
      screen.getByRole('button', { name: 'Überweisung verbuchen: Lebzelterei Moser' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Überweisung verbuchen' });
    expect(within(dialog).getByLabelText('Betrag in Euro')).toHaveValue('140,00');
    const date = within(dialog).getByLabelText('Valutadatum');
    expect(date).toHaveValue(viennaToday());

    await user.clear(date);
    await user.type(date, '2099-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Überweisung verbuchen' }));
    expect(
      within(dialog).getByText('Das Valutadatum darf nicht in der Zukunft liegen'),
    ).toBeVisible();
    expect(api.bodies(`POST /api/admin/vendors/${OPEN_ID}/bank-transfer`)).toEqual([]);

    await user.clear(date);
    await user.type(date, '2026-11-24');
    const amount = within(dialog).getByLabelText('Betrag in Euro');
    await user.clear(amount);
    await user.type(amount, '120');
    await user.type(within(dialog).getByLabelText('Verwendungszweck (optional)'), 'W1VZF-81JSZ');
    await user.type(within(dialog).getByLabelText('Notiz (optional)'), 'laut Auszug 47');
    await user.click(within(dialog).getByRole('button', { name: 'Überweisung verbuchen' }));

    expect(await screen.findByText('Lebzelterei Moser: noch offen 20,00 €')).toBeVisible();
    expect(api.bodies(`POST /api/admin/vendors/${OPEN_ID}/bank-transfer`)).toEqual([
      { amount: 12_000, valueDate: '2026-11-24', reference: 'W1VZF-81JSZ', note: 'laut Auszug 47' },
    ]);
  }, 20_000);

  it('asks before booking a transfer above the open amount', async () => {
    const api = stub();
    const { user } = await renderTab();
    await user.click(
      screen.getByRole('button', { name: 'Überweisung verbuchen: Lebzelterei Moser' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Überweisung verbuchen' });
    const amount = within(dialog).getByLabelText('Betrag in Euro');
    await user.clear(amount);
    await user.type(amount, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Überweisung verbuchen' }));
    const question = await screen.findByRole('dialog', { name: 'Mehr als offen verbuchen?' });
    expect(question).toHaveTextContent('von 140,00 € um 10,00 €');
    await user.click(within(question).getByRole('button', { name: 'Abbrechen' }));
    expect(api.bodies(`POST /api/admin/vendors/${OPEN_ID}/bank-transfer`)).toEqual([]);
  });

  it('books the open amount or less without asking', async () => {
    const api = stub({
      [`POST /api/admin/vendors/${OPEN_ID}/cash-payment`]: () =>
        Response.json({
          message: 'Barzahlung verbucht',
          excessAmount: 0,
          account: { openAmount: 0 },
        }),
    });
    const { user } = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Bar kassieren: Lebzelterei Moser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bar kassieren' });

    await user.click(within(dialog).getByRole('button', { name: 'Barzahlung verbuchen' }));

    expect(await screen.findByText('Lebzelterei Moser hat vollständig bezahlt.')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Mehr als offen verbuchen?' })).toBeNull();
    expect(api.bodies(`POST /api/admin/vendors/${OPEN_ID}/cash-payment`)).toEqual([
      { amount: 14_000 },
    ]);
  });

  it('asks before a card payment above the open amount too, and creates none when cancelled', async () => {
    const api = stub();
    const { user } = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Kartenzahlung: Lebzelterei Moser' }));
    const form = await screen.findByRole('dialog', { name: 'Kartenzahlung (SumUp)' });
    const amount = within(form).getByLabelText('Betrag in Euro');
    await user.clear(amount);
    await user.type(amount, '150');

    await user.click(within(form).getByRole('button', { name: 'SumUp-Zahlung erstellen' }));
    const question = await screen.findByRole('dialog', { name: 'Mehr als offen verbuchen?' });
    expect(question).toHaveTextContent('von 140,00 € um 10,00 €');
    await user.click(within(question).getByRole('button', { name: 'Abbrechen' }));

    expect(api.bodies(`POST /api/admin/vendors/${OPEN_ID}/payment`)).toEqual([]);
  });

  it('creates a card payment above the open amount after the question and names the excess once paid', async () => {
    const api = stub({
      [`POST /api/admin/vendors/${OPEN_ID}/payment`]: () =>
        Response.json({ ...checkout, amount: 15_000 }, { status: 201 }),
      [`GET /api/admin/vendors/${OPEN_ID}/payment-status?checkoutId=c1`]: () =>
        Response.json({
          status: 'paid',
          checkoutId: 'c1',
          amount: 15_000,
          vendorStatus: 'paid',
          account: { openAmount: 0, totalAmount: 15_000, refundDueAmount: 1_000 },
        }),
    });
    const { user } = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Kartenzahlung: Lebzelterei Moser' }));
    const form = await screen.findByRole('dialog', { name: 'Kartenzahlung (SumUp)' });
    const amount = within(form).getByLabelText('Betrag in Euro');
    await user.clear(amount);
    await user.type(amount, '150');
    await user.click(within(form).getByRole('button', { name: 'SumUp-Zahlung erstellen' }));
    const question = await screen.findByRole('dialog', { name: 'Mehr als offen verbuchen?' });
    await user.click(within(question).getByRole('button', { name: 'Trotzdem verbuchen' }));

    const dialog = await screen.findByRole('dialog', { name: 'SumUp-Zahlung erstellt' });
    expect(await within(dialog).findByTestId('checkout-status')).toHaveTextContent(
      'Die Zahlung ist eingegangen und verbucht. 10,00 € zu viel bezahlt: als Rückerstattung vorgemerkt.',
    );
    expect(api.bodies(`POST /api/admin/vendors/${OPEN_ID}/payment`)).toEqual([{ amount: 15_000 }]);
  });

  it("shows a vendor's refund due beside the payment", async () => {
    stub({
      'GET /api/admin/payments': () =>
        Response.json({
          vendors: [
            paymentVendor({ vendorId: OPEN_ID }),
            paymentVendor({
              vendorId: PAID_ID,
              name: 'Glasbläserei Wieser',
              status: 'paid',
              paidAmount: 51_000,
              openAmount: 0,
              refundDueAmount: 36_000,
              paidAt: '2026-11-20T10:00:00.000Z',
            }),
          ],
          refunds: [refund({ vendorId: PAID_ID, amount: 36_000 })],
        }),
    });
    await renderTab();

    const paid = screen.getByRole('table', { name: 'Bezahlt' });
    expect(within(paid).getByTestId('refund-due-badge')).toHaveTextContent(
      'Rückerstattung ausstehend: 360,00 €',
    );
    const refunds = screen.getByRole('list', { name: 'Rückerstattungen' });
    expect(within(refunds).getByText('360,00 €')).toBeVisible();
    expect(
      within(screen.getByRole('table', { name: 'Offene Zahlungen' })).queryByTestId(
        'refund-due-badge',
      ),
    ).toBeNull();
  });

  it('creates a card payment, shows the page to scan and switches to Bezahlt', async () => {
    const api = stub({
      [`POST /api/admin/vendors/${OPEN_ID}/payment`]: () =>
        Response.json(checkout, { status: 201 }),
      [`GET /api/admin/vendors/${OPEN_ID}/payment-status?checkoutId=c1`]: () =>
        Response.json({ status: 'paid', checkoutId: 'c1', amount: 14_000, vendorStatus: 'paid' }),
    });
    const { user } = await renderTab();

    await user.click(screen.getByRole('button', { name: 'Kartenzahlung: Lebzelterei Moser' }));
    const form = await screen.findByRole('dialog', { name: 'Kartenzahlung (SumUp)' });
    await user.click(within(form).getByRole('button', { name: 'SumUp-Zahlung erstellen' }));

    const dialog = await screen.findByRole('dialog', { name: 'SumUp-Zahlung erstellt' });
    expect(within(dialog).getByTestId('checkout-amount')).toHaveTextContent('140,00 €');
    expect(api.bodies(`POST /api/admin/vendors/${OPEN_ID}/payment`)).toEqual([{ amount: 14_000 }]);
    expect(await within(dialog).findByText('Bezahlt')).toBeVisible();
  });

  it('keeps the checkout page open to scan while it is not paid', async () => {
    stub({
      [`POST /api/admin/vendors/${OPEN_ID}/payment`]: () =>
        Response.json(checkout, { status: 201 }),
      [`GET /api/admin/vendors/${OPEN_ID}/payment-status?checkoutId=c1`]: () =>
        Response.json({
          status: 'pending',
          checkoutId: 'c1',
          amount: 14_000,
          vendorStatus: 'aufgebaut',
        }),
    });
    const { user } = await renderTab();

    await user.click(screen.getByRole('button', { name: 'Kartenzahlung: Lebzelterei Moser' }));
    await user.click(await screen.findByRole('button', { name: 'SumUp-Zahlung erstellen' }));
    const dialog = await screen.findByRole('dialog', { name: 'SumUp-Zahlung erstellt' });
    expect(within(dialog).getByRole('link', { name: /Zahlungsseite öffnen/ })).toHaveAttribute(
      'href',
      checkout.checkoutUrl,
    );
    expect(await within(dialog).findByText('Warte auf die Zahlung …')).toBeVisible();
    expect(within(dialog).getByTestId('checkout-valid-until')).toHaveTextContent(
      'Gültig bis 25. Nov. 2026, 12:00 Uhr',
    );
  });

  it('edits the invoice settings with the UID checked before and by the server', async () => {
    const api = stub();
    const { user } = await renderTab();

    await user.click(screen.getByRole('button', { name: 'Rechnungsdaten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechnungsdaten' });
    const uid = await within(dialog).findByLabelText(/UID-Nummer/);
    await user.clear(uid);
    await user.type(uid, 'ATU1234');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      within(dialog).getByText('Ungültige UID-Nummer: ATU und 8 Ziffern, z. B. ATU12345678'),
    ).toBeVisible();
    expect(api.bodies('PUT /api/admin/invoice-settings')).toEqual([]);

    await user.clear(uid);
    await user.type(uid, 'atu 8765 4321');
    await user.click(within(dialog).getByRole('radio', { name: /Kleinunternehmer/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Rechnungsdaten gespeichert')).toBeVisible();
    expect(api.bodies('PUT /api/admin/invoice-settings')[0]).toMatchObject({
      uid: 'ATU87654321',
      vatMode: 'small_business',
    });
  });

  it('shows a server refusal of the invoice settings at its field', async () => {
    stub({
      'PUT /api/admin/invoice-settings': () =>
        apiError(400, 'Ungültige Steuernummer, z. B. 12 345/6789'),
    });
    const { user } = await renderTab();

    await user.click(screen.getByRole('button', { name: 'Rechnungsdaten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechnungsdaten' });
    await user.click(await within(dialog).findByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText('Ungültige Steuernummer, z. B. 12 345/6789'),
    ).toBeVisible();
  });

  it('warns while the invoice settings were never saved', async () => {
    stub({
      'GET /api/admin/invoice-settings': () =>
        Response.json(invoiceSettings({ configured: false })),
    });
    await renderTab();
    expect(await screen.findByTestId('invoice-settings-missing')).toHaveTextContent(
      'Rechnungsdaten fehlen',
    );
  });

  it('sends the payment reminders after a confirmation', async () => {
    const api = stub({
      'POST /api/admin/send-payment-reminders': () =>
        Response.json({
          sentCount: 2,
          skippedPaidCount: 1,
          message:
            '2 Zahlungserinnerungen versendet; 1 aufgebauter Händler ohne offenen Betrag übersprungen.',
        }),
    });
    const { user } = await renderTab();

    await user.click(screen.getByRole('button', { name: 'Zahlungserinnerungen senden' }));
    const confirm = await screen.findByRole('dialog', { name: 'Zahlungserinnerungen senden?' });
    expect(confirm).toHaveTextContent(
      'derzeit ein Händler. Wer nichts mehr offen hat, erhält keine.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Erinnerungen senden' }));
    expect(await screen.findByText('Zahlungserinnerungen versendet')).toBeVisible();
    expect(
      screen.getByText(
        '2 Zahlungserinnerungen versendet; 1 aufgebauter Händler ohne offenen Betrag übersprungen.',
      ),
    ).toBeVisible();
    expect(api.bodies('POST /api/admin/send-payment-reminders')).toHaveLength(1);
  });

  it('marks a refund as made only with a note', async () => {
    const api = stub({
      'POST /api/admin/refunds/e1/refunded': () =>
        Response.json({ message: 'Rückerstattung verbucht', account: {} }),
    });
    const { user } = await renderTab();

    await user.click(
      screen.getByRole('button', { name: 'Als erstattet markieren: Glasbläserei Wieser' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Verbuchen' }));
    expect(within(dialog).getByText('Bitte geben Sie an, wie erstattet wurde')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Notiz'), 'Überweisung am 3.12.');
    await user.click(within(dialog).getByRole('button', { name: 'Verbuchen' }));
    expect(await screen.findByText('Rückerstattung verbucht')).toBeVisible();
    expect(api.bodies('POST /api/admin/refunds/e1/refunded')).toEqual([
      { note: 'Überweisung am 3.12.' },
    ]);
  });
});
