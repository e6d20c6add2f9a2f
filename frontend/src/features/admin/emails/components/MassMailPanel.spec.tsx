import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { stubApi } from '../../../../test/api-stub';
import { adminSettings } from '../../settings/testing';
import { adminVendor } from '../../vendors/testing';
import { MassMailPanel } from './MassMailPanel';

afterEach(() => vi.unstubAllGlobals());

const VENDORS = [
  adminVendor(),
  adminVendor({
    id: 'c1d2e3f4-0000-4000-8000-000000000002',
    name: 'Krapfen Maier',
    email: 'maier@example.at',
  }),
  // Shares Maier's address: the server writes one mail for both.
  adminVendor({
    id: 'c1d2e3f4-0000-4000-8000-000000000003',
    name: 'Maier Punsch',
    email: 'Maier@example.at',
  }),
];

function stub() {
  return stubApi({
    'GET /api/admin/vendors': () => Response.json(VENDORS),
    'GET /api/admin/email-templates': () => Response.json([]),
    'GET /api/admin/market-settings': () => Response.json(adminSettings()),
    'POST /api/admin/send-mass-email': () =>
      Response.json(
        { sentCount: 2, message: '2 E-Mails werden versendet', batchId: crypto.randomUUID() },
        { status: 201 },
      ),
    'GET /api/admin/outbox?limit=1&offset=0': () =>
      Response.json({ items: [], total: 0, counts: {}, smtpConfigured: false }),
  });
}

describe('MassMailPanel', () => {
  it('asks before sending, naming the real recipient count and the subject', async () => {
    const api = stub();
    const { user } = renderWithProviders(<MassMailPanel />);
    await screen.findByText('Krapfen Maier');
    await user.click(screen.getByLabelText(/Betreff/));
    await user.paste('Aufbau am Montag');
    await user.click(screen.getByLabelText(/Inhalt/));
    await user.paste('Guten Tag\n\nAufbau ab 7 Uhr.');
    // The preview shows the mail as sent: paragraphs and the closing.
    expect(await screen.findByTitle('Vorschau der E-Mail')).toHaveAttribute(
      'srcdoc',
      expect.stringContaining(
        '<p>Guten Tag</p>\n<p>Aufbau ab 7 Uhr.</p>\n<p>Mit freundlichen Grüßen</p>',
      ),
    );
    await user.click(screen.getByLabelText(/Alle auswählen/));

    await user.click(screen.getByRole('button', { name: 'An 3 ausgewählte Händler senden' }));
    const dialog = await screen.findByRole('dialog', { name: 'An 2 Händler senden?' });
    expect(within(dialog).getByText(/Betreff: „Aufbau am Montag“/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodies('POST /api/admin/send-mass-email')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'An 3 ausgewählte Händler senden' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'An 2 Händler senden?' })).getByRole(
        'button',
        { name: 'Senden' },
      ),
    );
    await waitFor(() => expect(api.bodies('POST /api/admin/send-mass-email')).toHaveLength(1));
    expect(api.bodies('POST /api/admin/send-mass-email')[0]).toMatchObject({
      vendorIds: VENDORS.map((vendor) => vendor.id),
      subject: 'Aufbau am Montag',
      content: 'Guten Tag\n\nAufbau ab 7 Uhr.',
    });
    // Without SMTP nothing leaves the machine: the toast does not say 'versendet'.
    expect(await screen.findByText('E-Mails abgelegt')).toBeInTheDocument();
  }, 20_000);

  it('asks nothing while subject or content is missing', async () => {
    const api = stub();
    const { user } = renderWithProviders(<MassMailPanel />);
    await screen.findByText('Krapfen Maier');
    await user.click(screen.getByLabelText(/Alle auswählen/));
    await user.click(screen.getByRole('button', { name: 'An 3 ausgewählte Händler senden' }));
    expect(await screen.findByText(/Bitte füllen Sie alle Felder aus/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.bodies('POST /api/admin/send-mass-email')).toEqual([]);
  });

  it('sends the English version of the template chosen, for vendors who read English (issue 33)', async () => {
    const template = {
      id: 9,
      name: 'Aufbau',
      category: 'general',
      subject: 'Aufbau am Montag',
      content: 'Guten Tag {name}',
      subjectEn: 'Set-up on Monday',
      contentEn: 'Dear {name}',
      purpose: null,
      createdAt: '2026-09-01T08:00:00.000Z',
      updatedAt: '2026-09-01T08:00:00.000Z',
    };
    const api = stubApi({
      'GET /api/admin/vendors': () => Response.json(VENDORS),
      'GET /api/admin/email-templates': () => Response.json([template]),
      'GET /api/admin/market-settings': () => Response.json(adminSettings()),
      'POST /api/admin/send-mass-email': () =>
        Response.json(
          { sentCount: 1, message: '1 E-Mail wird versendet', batchId: crypto.randomUUID() },
          { status: 201 },
        ),
      'GET /api/admin/outbox?limit=1&offset=0': () =>
        Response.json({ items: [], total: 0, counts: {}, smtpConfigured: false }),
    });
    const { user } = renderWithProviders(<MassMailPanel />);
    await screen.findByText('Krapfen Maier');
    expect(
      screen.getByRole('button', { name: 'Englische Fassung hinzufügen' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Vorlage' }));
    await user.click(await screen.findByRole('option', { name: 'Aufbau' }));
    expect(screen.getByLabelText('Englischer Betreff')).toHaveValue('Set-up on Monday');
    expect(screen.getByLabelText('Englischer Inhalt (HTML möglich)')).toHaveValue('Dear {name}');
    await user.click(screen.getByLabelText(/Alle auswählen/));
    await user.click(screen.getByRole('button', { name: 'An 3 ausgewählte Händler senden' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'An 2 Händler senden?' })).getByRole(
        'button',
        { name: 'Senden' },
      ),
    );
    await waitFor(() => expect(api.bodies('POST /api/admin/send-mass-email')).toHaveLength(1));
    expect(api.bodies('POST /api/admin/send-mass-email')[0]).toMatchObject({
      subject: 'Aufbau am Montag',
      content: 'Guten Tag {name}',
      subjectEn: 'Set-up on Monday',
      contentEn: 'Dear {name}',
      templateId: 9,
    });
  }, 20_000);
});
