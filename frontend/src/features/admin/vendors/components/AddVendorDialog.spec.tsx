import { ADMIN_MESSAGES, VENDOR_MESSAGES } from '@standl/contracts';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { apiError, stubApi } from '../../../../test/api-stub';
import { AddVendorDialog } from './AddVendorDialog';

afterEach(() => vi.unstubAllGlobals());

const CREATE = 'POST /api/admin/vendors';

async function fill(user: ReturnType<typeof renderWithProviders>['user']) {
  const dialog = within(screen.getByRole('dialog', { name: 'Händler hinzufügen' }));
  await user.type(dialog.getByLabelText(/Name \/ Firma/), ' Krapfen Maier ');
  await user.type(dialog.getByLabelText(/^E-Mail/), 'maier@example.at');
  await user.type(dialog.getByLabelText(/Telefon/), '+43 664 7654321');
  await user.type(dialog.getByLabelText(/Beschreibung/), 'Frische Krapfen und Punsch');
  return dialog;
}

describe('AddVendorDialog', () => {
  it('checks the registration rules before sending', async () => {
    const api = stubApi({});
    const { user } = renderWithProviders(<AddVendorDialog open onClose={() => {}} />);

    await user.click(screen.getByRole('button', { name: 'Händler anlegen' }));
    for (const message of [
      VENDOR_MESSAGES.nameTooShort,
      VENDOR_MESSAGES.invalidEmail,
      VENDOR_MESSAGES.phoneTooShort,
      VENDOR_MESSAGES.descriptionTooShort,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(api.bodies(CREATE)).toHaveLength(0);
  });

  it('creates the vendor and shows the grouped access code', async () => {
    const api = stubApi({
      [CREATE]: () => Response.json({ vendorId: 'v-1', accessCode: 'ABCDEFGHJK' }, { status: 201 }),
    });
    const { user } = renderWithProviders(<AddVendorDialog open onClose={() => {}} />);
    const dialog = await fill(user);
    await user.click(dialog.getByRole('button', { name: 'Händler anlegen' }));

    expect(await screen.findByText('Händler erfolgreich angelegt')).toBeInTheDocument();
    expect(screen.getByText('Zugangscode: ABCDE-FGHJK')).toBeInTheDocument();
    expect(screen.getByTestId('access-code')).toHaveTextContent('ABCDE-FGHJK');
    expect(screen.getByRole('button', { name: 'Zugangscode kopieren' })).toBeInTheDocument();
    expect(api.bodies(CREATE)).toEqual([
      {
        name: 'Krapfen Maier',
        email: 'maier@example.at',
        phone: '+43 664 7654321',
        description: 'Frische Krapfen und Punsch',
        language: 'de',
      },
    ]);
  });

  it('sends the language of the mails chosen, German unless changed (docs/decisions.md 372)', async () => {
    const api = stubApi({
      [CREATE]: () => Response.json({ vendorId: 'v-1', accessCode: 'ABCDEFGHJK' }, { status: 201 }),
    });
    const { user } = renderWithProviders(<AddVendorDialog open onClose={() => {}} />);
    const dialog = await fill(user);

    const language = dialog.getByRole('combobox', { name: 'Sprache der E-Mails' });
    expect(language).toHaveTextContent('Deutsch');
    await user.click(language);
    await user.click(screen.getByRole('option', { name: 'Englisch' }));
    expect(language).toHaveTextContent('Englisch');
    await user.click(dialog.getByRole('button', { name: 'Händler anlegen' }));

    expect(await screen.findByText('Händler erfolgreich angelegt')).toBeInTheDocument();
    expect(api.bodies(CREATE)).toEqual([expect.objectContaining({ language: 'en' })]);
  });

  it('shows a server refusal at its field and as a toast', async () => {
    stubApi({ [CREATE]: () => apiError(409, ADMIN_MESSAGES.emailBlocked) });
    const { user } = renderWithProviders(<AddVendorDialog open onClose={() => {}} />);
    const dialog = await fill(user);
    await user.click(dialog.getByRole('button', { name: 'Händler anlegen' }));

    expect(await screen.findByText('Fehler beim Anlegen des Händlers')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^E-Mail/)).toHaveAccessibleDescription(
      ADMIN_MESSAGES.emailBlocked,
    );
  });
});
