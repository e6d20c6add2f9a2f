import { VENDOR_MESSAGES, type AdminVendorDto } from '@standl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { apiError, stubApi } from '../../../../test/api-stub';
import { ConsoleRoleProvider } from '../../auth';
import { adminAreas, adminVendor, VENDOR_ID } from '../testing/admin-vendor-fixtures';
import { VendorDetailDialog } from './VendorDetailDialog';

afterEach(() => vi.unstubAllGlobals());

const BASE = `/api/admin/vendors/${VENDOR_ID}`;
const CONFIRMED = adminVendor({
  status: 'confirmed',
  boothId: 1,
  boothNumber: 'AK-01',
  boothAreaCode: 'AK',
  boothAreaName: 'Arkadenhof',
  totalAmount: 15000,
  paymentAmount: 5000,
  paymentMethod: 'cash',
});

function stub(vendor: AdminVendorDto, handlers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/admin/vendors': () => Response.json([vendor]),
    [`GET ${BASE}/history`]: () =>
      Response.json([
        {
          id: '2',
          occurredAt: '2026-10-02T09:15:00.000Z',
          type: 'registration.vendor-booth-assigned.v1',
          actor: 'Anna Berger',
          actorAccountId: 2,
          title: 'Standplatz zugewiesen und bestätigt',
          detail: 'AK-01 (Arkadenhof)',
        },
        {
          id: '1',
          occurredAt: '2026-09-01T08:00:00.000Z',
          type: 'registration.vendor-registered.v1',
          actor: 'vendor',
          actorAccountId: null,
          title: 'Angemeldet',
          detail: 'Standplatz durch den Veranstalter',
        },
      ]),
    [`GET ${BASE}/messages`]: () => Response.json([]),
    'GET /api/admin/booths': () => Response.json(adminAreas()),
    [`GET ${BASE}/booth-suggestion`]: () => Response.json({ suggestion: null }),
    ...handlers,
  });
}

async function renderDetail() {
  const onClose = vi.fn();
  const view = renderWithProviders(<VendorDetailDialog vendorId={VENDOR_ID} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Kerzenzieherei Huber' });
  return { ...view, onClose, dialog: within(dialog) };
}

describe('VendorDetailDialog', () => {
  it('shows contact data, the grouped access code, payments and the history', async () => {
    stub(CONFIRMED);
    const { dialog } = await renderDetail();

    expect(dialog.getByText('huber@example.at')).toHaveAttribute('href', 'mailto:huber@example.at');
    expect(dialog.getByText('Handgezogene Bienenwachskerzen')).toBeInTheDocument();
    expect(dialog.getByTestId('access-code')).toHaveTextContent('ABCDE-12345');
    expect(dialog.getByRole('button', { name: 'Zugangscode kopieren' })).toBeInTheDocument();
    expect(dialog.getByTestId('detail-booth')).toHaveTextContent('AK-01 (Arkadenhof)');
    expect(dialog.getByRole('button', { name: 'Ändern' })).toBeInTheDocument();
    expect(dialog.getByTestId('paid-amount')).toHaveTextContent('50,00 €');
    expect(dialog.getByText('150,00 €')).toBeInTheDocument();
    expect(dialog.getByText('100,00 €')).toBeInTheDocument();
    expect(dialog.getByText('Bar')).toBeInTheDocument();
    expect(dialog.getByRole('progressbar', { name: 'Bezahlt: 33 %' })).toBeInTheDocument();

    const history = await dialog.findByRole('list', { name: 'Verlauf' });
    expect(within(history).getAllByTestId('history-entry')[0]).toHaveTextContent(
      /2\. Okt\. 2026, 11:15 Uhr · von Anna Berger.*Standplatz zugewiesen und bestätigt.*AK-01/,
    );
    expect(within(history).getByText(/vom Händler$/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Als aufgebaut markieren' })).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Bestätigen' })).not.toBeInTheDocument();
  });

  it('tells whether the vendor agreed to the public directory', async () => {
    stub({ ...CONFIRMED, directoryConsent: true });
    const { dialog } = await renderDetail();

    expect(dialog.getByText('Ausstellerverzeichnis').parentElement).toHaveTextContent(
      'zugestimmt (öffentlich mit Name, Angebot und Standplatz)',
    );
  });

  it("shows 'Zahlungsart: –' for a vendor who has paid nothing, not the stored default", async () => {
    stub({ ...CONFIRMED, paymentAmount: 0, paymentMethod: 'bank_transfer' });
    const { dialog } = await renderDetail();

    const method = dialog.getByText('Zahlungsart').parentElement!;
    expect(method).toHaveTextContent(/^Zahlungsart–$/);
    expect(dialog.queryByText('Überweisung')).not.toBeInTheDocument();
  });

  it('offers only the settable statuses and changes the status', async () => {
    const api = stub(CONFIRMED, {
      [`PATCH ${BASE}`]: () => Response.json({ ...CONFIRMED, status: 'paid' }),
    });
    const { user, dialog } = await renderDetail();

    await user.click(dialog.getByRole('combobox', { name: 'Status' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Wartend', 'Bestätigt', 'Bezahlt', 'Eingecheckt']);
    await user.click(screen.getByRole('option', { name: 'Bezahlt' }));

    expect(await screen.findByText('Status geändert')).toBeInTheDocument();
    expect(api.bodies(`PATCH ${BASE}`)).toEqual([{ status: 'paid' }]);
  });

  it('accepts only a euro amount above 0 for the paid amount', async () => {
    const api = stub(CONFIRMED, {
      [`PATCH ${BASE}`]: () => Response.json({ ...CONFIRMED, paymentAmount: 7550 }),
    });
    const { user, dialog } = await renderDetail();

    await user.click(dialog.getByRole('button', { name: 'Bezahlten Betrag ändern' }));
    const prompt = within(screen.getByRole('dialog', { name: 'Bezahlten Betrag ändern' }));
    const field = prompt.getByLabelText('Bezahlt (€)');
    expect(field).toHaveValue('50,00');

    await user.clear(field);
    await user.type(field, 'fünfzig');
    await user.click(prompt.getByRole('button', { name: 'Speichern' }));
    expect(prompt.getByText('Bitte geben Sie einen gültigen Betrag ein')).toBeInTheDocument();
    expect(await screen.findByText('Ungültiger Betrag')).toBeInTheDocument();
    expect(api.bodies(`PATCH ${BASE}`)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '75,50');
    await user.click(prompt.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Betrag gespeichert')).toBeInTheDocument();
    expect(api.bodies(`PATCH ${BASE}`)).toEqual([{ paymentAmount: 7550 }]);
  });

  it('blocks only with a reason', async () => {
    const api = stub(CONFIRMED, {
      [`POST ${BASE}/block`]: () => Response.json({ ...CONFIRMED, isBlocked: true }),
    });
    const { user, dialog } = await renderDetail();

    await user.click(dialog.getByRole('button', { name: 'Sperren' }));
    const prompt = within(screen.getByRole('dialog', { name: 'Händler sperren' }));
    await user.type(prompt.getByLabelText('Grund der Sperre'), '   ');
    await user.click(prompt.getByRole('button', { name: 'Sperren' }));
    expect(prompt.getByText('Bitte geben Sie einen Grund für die Sperre ein')).toBeInTheDocument();
    expect(api.bodies(`POST ${BASE}/block`)).toHaveLength(0);

    await user.type(prompt.getByLabelText('Grund der Sperre'), ' Zahlung ausständig ');
    await user.click(prompt.getByRole('button', { name: 'Sperren' }));
    expect(await screen.findByText('Händler gesperrt')).toBeInTheDocument();
    expect(api.bodies(`POST ${BASE}/block`)).toEqual([{ reason: 'Zahlung ausständig' }]);
  });

  it('blocks permanently when the checkbox is ticked', async () => {
    const api = stub(CONFIRMED, {
      [`POST ${BASE}/block`]: () =>
        Response.json({ ...CONFIRMED, isBlocked: true, canBeUnblocked: false }),
    });
    const { user, dialog } = await renderDetail();

    await user.click(dialog.getByRole('button', { name: 'Sperren' }));
    const prompt = within(screen.getByRole('dialog', { name: 'Händler sperren' }));
    const permanent = prompt.getByRole('checkbox', {
      name: 'Dauerhafte Sperre (kann nicht aufgehoben werden, z. B. Ausschluss wegen Weitergabe des Lift-Tickets)',
    });
    expect(permanent).not.toBeChecked();
    await user.type(prompt.getByLabelText('Grund der Sperre'), 'Lift-Ticket weitergegeben');
    await user.click(permanent);
    await user.click(prompt.getByRole('button', { name: 'Sperren' }));

    expect(await screen.findByText('Händler dauerhaft gesperrt')).toBeInTheDocument();
    expect(api.bodies(`POST ${BASE}/block`)).toEqual([
      { reason: 'Lift-Ticket weitergegeben', canBeUnblocked: false },
    ]);
  });

  it('says a permanent block cannot be lifted here and offers no unblocking', async () => {
    stub(
      adminVendor({
        isBlocked: true,
        canBeUnblocked: false,
        blockedReason: 'Lift-Ticket weitergegeben',
        blockedAt: '2026-12-07T17:10:00.000Z',
      }),
    );
    const { dialog } = await renderDetail();

    expect(dialog.getByRole('alert')).toHaveTextContent(
      /^Dauerhaft gesperrt seit 7\. Dez\. 2026, 18:10 Uhr: Lift-Ticket weitergegeben$/,
    );
    expect(dialog.getByTestId('blocked-chip')).toHaveTextContent('Dauerhaft gesperrt');
    const unblock = dialog.getByRole('button', { name: 'Entsperren' });
    expect(unblock).toBeDisabled();
    expect(unblock).toHaveAccessibleDescription(
      'Dauerhafte Sperre: im Archiv als aufhebbar kennzeichnen',
    );
    expect(
      dialog.getByText('Dauerhafte Sperre: im Archiv als aufhebbar kennzeichnen'),
    ).toBeVisible();
  });

  it('lifts a block that is not permanent', async () => {
    const blocked = adminVendor({ isBlocked: true, blockedReason: 'Nicht aufgebaut' });
    const api = stub(blocked, {
      [`POST ${BASE}/unblock`]: () => Response.json({ ...blocked, isBlocked: false }),
    });
    const { user, dialog } = await renderDetail();

    expect(dialog.getByRole('alert')).toHaveTextContent(/^Gesperrt: Nicht aufgebaut$/);
    expect(dialog.getByTestId('blocked-chip')).toHaveTextContent(/^Gesperrt$/);
    expect(dialog.queryByText(/im Archiv als aufhebbar kennzeichnen/)).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Entsperren' }));
    const confirm = screen.getByRole('dialog', { name: 'Sperre aufheben?' });
    await user.click(within(confirm).getByRole('button', { name: 'Entsperren' }));

    expect(await screen.findByText('Händler entsperrt')).toBeInTheDocument();
    expect(api.bodies(`POST ${BASE}/unblock`)).toHaveLength(1);
  });

  it('deletes after a confirmation saying it cannot be undone', async () => {
    const api = stub(CONFIRMED, {
      [`DELETE ${BASE}`]: () => Response.json({ message: 'Händler gelöscht' }),
    });
    const { user, dialog, onClose } = await renderDetail();

    await user.click(dialog.getByRole('button', { name: 'Löschen' }));
    const confirm = screen.getByRole('dialog', { name: 'Händler löschen?' });
    expect(confirm).toHaveTextContent('Dies kann nicht rückgängig gemacht werden');
    expect(confirm).toHaveTextContent('Bereits ausgestellte Rechnungen bleiben erhalten');
    await user.click(within(confirm).getByRole('button', { name: 'Endgültig löschen' }));

    expect(await screen.findByText('Händler gelöscht')).toBeInTheDocument();
    expect(api.bodies(`DELETE ${BASE}`)).toHaveLength(1);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows the billing address the vendor entered and lets the organiser correct it', async () => {
    const withAddress = {
      ...CONFIRMED,
      billingStreet: 'Hauptplatz 3',
      billingPostalCode: '9300',
      billingCity: 'St. Veit an der Glan',
      billingCountry: 'Österreich',
    };
    const api = stub(withAddress, {
      [`PUT ${BASE}/billing`]: () =>
        Response.json({ ...withAddress, billingStreet: 'Neuer Platz 7' }),
    });
    const { user, dialog } = await renderDetail();

    const section = within(dialog.getByRole('region', { name: 'Rechnungsadresse' }));
    expect(section.getByTestId('billing-address')).toHaveTextContent(
      'Hauptplatz 3, 9300 St. Veit an der Glan, Österreich',
    );
    await user.click(section.getByRole('button', { name: 'Berichtigen' }));
    const street = section.getByLabelText(/Straße und Hausnummer/);
    expect(street).toHaveValue('Hauptplatz 3');
    expect(section.getByText(/stornieren Sie sie unter Zahlungen → Bezahlt/)).toBeInTheDocument();
    await user.clear(street);
    await user.type(street, ' Neuer Platz 7 ');
    await user.click(section.getByRole('button', { name: 'Rechnungsadresse speichern' }));

    expect(await screen.findByText('Rechnungsadresse gespeichert')).toBeInTheDocument();
    expect(api.bodies(`PUT ${BASE}/billing`)).toEqual([
      {
        billingStreet: 'Neuer Platz 7',
        billingPostalCode: '9300',
        billingCity: 'St. Veit an der Glan',
        billingCountry: 'Österreich',
      },
    ]);
    await waitFor(() =>
      expect(section.queryByRole('button', { name: 'Rechnungsadresse speichern' })).toBeNull(),
    );
  });

  it('lets the organiser enter a missing billing address, checked as the vendor’s own form', async () => {
    const api = stub(CONFIRMED, {
      [`PUT ${BASE}/billing`]: () => Response.json(CONFIRMED),
    });
    const { user, dialog } = await renderDetail();

    const section = within(dialog.getByRole('region', { name: 'Rechnungsadresse' }));
    expect(section.getByTestId('billing-address')).toHaveTextContent(
      'Keine Rechnungsadresse hinterlegt',
    );
    expect(section.getByText(/Kleinbetragsrechnung \(§ 11 Abs\. 6 UStG\)/)).toHaveTextContent(
      /Bis 400,00\s€/,
    );
    await user.click(section.getByRole('button', { name: 'Eintragen' }));
    await user.type(section.getByLabelText(/Postleitzahl/), '93');
    await user.click(section.getByRole('button', { name: 'Rechnungsadresse speichern' }));
    expect(section.getByText(VENDOR_MESSAGES.billingStreetRequired)).toBeInTheDocument();
    expect(section.getByText(VENDOR_MESSAGES.billingPostalCodeAustria)).toBeInTheDocument();
    expect(api.bodies(`PUT ${BASE}/billing`)).toHaveLength(0);

    await user.type(section.getByLabelText(/Straße und Hausnummer/), 'Hauptplatz 3');
    await user.type(section.getByLabelText(/Postleitzahl/), '00');
    await user.type(section.getByLabelText(/^Ort/), 'St. Veit an der Glan');
    await user.click(section.getByRole('button', { name: 'Rechnungsadresse speichern' }));
    expect(await screen.findByText('Rechnungsadresse gespeichert')).toBeInTheDocument();
    expect(api.bodies(`PUT ${BASE}/billing`)).toEqual([
      {
        billingStreet: 'Hauptplatz 3',
        billingPostalCode: '9300',
        billingCity: 'St. Veit an der Glan',
        billingCountry: 'Österreich',
      },
    ]);
  });

  it('warns before deleting a vendor who has already paid', async () => {
    stub({ ...CONFIRMED, paymentAmount: 1000 });
    const { user, dialog } = await renderDetail();

    await user.click(dialog.getByRole('button', { name: 'Löschen' }));

    expect(screen.getByRole('dialog', { name: 'Händler löschen?' })).toHaveTextContent(
      /hat bereits 10,00\s€ bezahlt; klären Sie vorher eine Rückerstattung/,
    );
  });

  it('confirms a pending vendor without a stall through the assignment dialog', async () => {
    stub(adminVendor());
    const { user, dialog } = await renderDetail();

    expect(dialog.getByTestId('detail-booth')).toHaveTextContent('noch keiner');
    await user.click(dialog.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByRole('dialog', { name: /Standplatz zuweisen/ })).toBeInTheDocument();
  });

  it("opens the assignment when 'Bestätigt' is picked for a vendor without a stall", async () => {
    const api = stub(adminVendor());
    const { user, dialog } = await renderDetail();

    await user.click(dialog.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Bestätigt' }));

    expect(await screen.findByRole('dialog', { name: /Standplatz zuweisen/ })).toBeInTheDocument();
    expect(api.bodies(`PATCH ${BASE}`)).toEqual([]);
  });

  it('confirms a vendor with a paid deposit on the reserved stall', async () => {
    const approved = adminVendor({ status: 'approved', boothId: 1, boothNumber: 'AK-01' });
    const api = stub(approved, {
      [`POST ${BASE}/assign-booth`]: () => Response.json({ ...approved, status: 'confirmed' }),
    });
    const { user, dialog } = await renderDetail();

    await user.click(dialog.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByText('Standplatz zugewiesen')).toBeInTheDocument();
    expect(api.bodies(`POST ${BASE}/assign-booth`)).toEqual([{ boothId: 1 }]);
  });

  it('shows the messages and marks them read', async () => {
    const api = stub(adminVendor({ unreadMessages: 1 }), {
      [`GET ${BASE}/messages`]: () =>
        Response.json([
          {
            id: 5,
            message: 'Brauche Strom am Stand',
            createdAt: '2026-10-01T10:00:00Z',
            readAt: null,
          },
        ]),
      [`POST ${BASE}/messages/read`]: () => new Response(null, { status: 204 }),
    });
    const { dialog } = await renderDetail();

    const messages = await dialog.findByRole('list', { name: 'Nachrichten' });
    expect(within(messages).getByText('Brauche Strom am Stand')).toBeInTheDocument();
    expect(within(messages).getByText('Neu')).toBeInTheDocument();
    await waitFor(() => expect(api.bodies(`POST ${BASE}/messages/read`)).toHaveLength(1));
  });
});

describe('the language of the vendor’s mails (docs/decisions.md 372)', () => {
  it('shows it and saves the organiser’s choice: the answer is what the list shows next', async () => {
    let current = CONFIRMED;
    const api = stub(CONFIRMED, {
      'GET /api/admin/vendors': () => Response.json([current]),
      [`PATCH ${BASE}`]: (body) => {
        current = { ...current, ...(body as Partial<AdminVendorDto>) };
        return Response.json(current);
      },
    });
    const { user, dialog } = await renderDetail();

    const select = dialog.getByRole('combobox', { name: 'E-Mail-Sprache' });
    expect(select).toHaveTextContent('Deutsch');
    expect(dialog.getByText('E-Mail-Sprache').parentElement).toHaveTextContent(
      /^E-Mail-SpracheDeutsch$/,
    );
    await user.click(select);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Deutsch',
      'Englisch',
    ]);
    await user.click(screen.getByRole('option', { name: 'Englisch' }));

    expect(await screen.findByText('E-Mail-Sprache gespeichert')).toBeInTheDocument();
    expect(screen.getByText('Kerzenzieherei Huber: Englisch')).toBeInTheDocument();
    expect(api.bodies(`PATCH ${BASE}`)).toEqual([{ language: 'en' }]);
    await waitFor(() =>
      expect(dialog.getByRole('combobox', { name: 'E-Mail-Sprache' })).toHaveTextContent(
        'Englisch',
      ),
    );
  });

  it('says why the server refused it', async () => {
    stub(CONFIRMED, {
      [`PATCH ${BASE}`]: () => apiError(400, VENDOR_MESSAGES.invalidLanguage),
    });
    const { user, dialog } = await renderDetail();

    await user.click(dialog.getByRole('combobox', { name: 'E-Mail-Sprache' }));
    await user.click(screen.getByRole('option', { name: 'Englisch' }));

    expect(await screen.findByText('Fehler beim Speichern')).toBeInTheDocument();
    expect(screen.getByText(VENDOR_MESSAGES.invalidLanguage)).toBeInTheDocument();
    expect(dialog.getByRole('combobox', { name: 'E-Mail-Sprache' })).toHaveTextContent('Deutsch');
  });

  it('is only read by Kasse, who may not change it', async () => {
    const api = stub({ ...CONFIRMED, language: 'en' });
    renderWithProviders(
      <ConsoleRoleProvider role="cashier">
        <VendorDetailDialog vendorId={VENDOR_ID} onClose={vi.fn()} />
      </ConsoleRoleProvider>,
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Kerzenzieherei Huber' }));

    expect(dialog.getByTestId('detail-language')).toHaveTextContent('Englisch');
    expect(dialog.getByText('E-Mail-Sprache').parentElement).toHaveTextContent(
      /^E-Mail-SpracheEnglisch$/,
    );
    expect(dialog.queryByRole('combobox', { name: 'E-Mail-Sprache' })).not.toBeInTheDocument();
    expect(api.bodies(`PATCH ${BASE}`)).toHaveLength(0);
  });
});
