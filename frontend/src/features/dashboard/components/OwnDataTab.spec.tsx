import { screen, waitFor, within } from '@testing-library/react';
import { FLOOR_PLAN_MESSAGES, VENDOR_MESSAGES, VENDOR_PROFILE_MESSAGES } from '@standl/contracts';
import { renderWithProviders } from '../../../test/render';
import { apiError, stubApi } from '../../../test/api-stub';
import { vendorStatusQuery } from '../../registration';
import { ACCESS_CODE, vendor, vendorStatus, VENDOR_ID } from '../../registration/testing';
import { OwnDataTab } from './OwnDataTab';

const PROFILE = `PATCH /api/vendors/${VENDOR_ID}/profile`;
const PENDING = `GET /api/vendors/${VENDOR_ID}/email-change`;
const REQUEST = `POST /api/vendors/${VENDOR_ID}/email-change`;
const NONE_PENDING = () => Response.json({ pendingEmail: null, expiresAt: null });

function renderTab() {
  return renderWithProviders(<OwnDataTab status={vendorStatus()} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OwnDataTab: name, phone and description', () => {
  it('sends only what changed, trimmed, and shows the saved data in the status', async () => {
    const api = stubApi({
      [PENDING]: NONE_PENDING,
      [PROFILE]: () => Response.json(vendor({ phone: '+43 660 7654321' })),
    });
    const { user, queryClient } = renderTab();
    const key = vendorStatusQuery(ACCESS_CODE).queryKey;
    queryClient.setQueryData(key, vendorStatus());

    const phone = screen.getByLabelText(/Telefon/);
    await user.clear(phone);
    await user.type(phone, ' +43 660 7654321 ');
    await user.click(screen.getByRole('button', { name: 'Daten speichern' }));

    await screen.findByText(VENDOR_PROFILE_MESSAGES.profileSaved);
    expect(api.bodies(PROFILE)).toEqual([{ phone: '+43 660 7654321' }]);
    expect(queryClient.getQueryData(key)?.vendor.phone).toBe('+43 660 7654321');
    expect(phone).toHaveValue('+43 660 7654321');
  });

  it('shows the registration’s messages at the fields and sends nothing while one is wrong', async () => {
    const api = stubApi({ [PENDING]: NONE_PENDING });
    const { user } = renderTab();

    await user.clear(screen.getByLabelText(/Name \/ Firma/));
    await user.type(screen.getByLabelText(/Name \/ Firma/), 'H');
    await user.clear(screen.getByLabelText(/Telefon/));
    await user.type(screen.getByLabelText(/Telefon/), '0664');
    await user.click(screen.getByRole('button', { name: 'Daten speichern' }));

    expect(screen.getByText(VENDOR_MESSAGES.nameTooShort)).toBeInTheDocument();
    expect(screen.getByText(VENDOR_MESSAGES.phoneTooShort)).toBeInTheDocument();
    expect(api.bodies(PROFILE)).toEqual([]);
  });

  it('says so when the server refuses the change', async () => {
    stubApi({
      [PENDING]: NONE_PENDING,
      [PROFILE]: () => apiError(400, VENDOR_MESSAGES.descriptionTooLong),
    });
    const { user } = renderTab();
    await user.type(screen.getByLabelText(/Beschreibung/), ' und Lebkuchen');
    await user.click(screen.getByRole('button', { name: 'Daten speichern' }));
    expect(await screen.findByText(VENDOR_MESSAGES.descriptionTooLong)).toBeInTheDocument();
  });
});

describe('OwnDataTab: the e-mail address', () => {
  it('asks for a new address and shows it as waiting for its link', async () => {
    const api = stubApi({
      [PENDING]: NONE_PENDING,
      [REQUEST]: () =>
        Response.json(
          { pendingEmail: 'neu@example.at', expiresAt: '2026-11-21T10:00:00.000Z' },
          { status: 202 },
        ),
    });
    const { user } = renderTab();
    const form = screen.getByRole('form', { name: 'E-Mail-Adresse ändern' });
    expect(screen.getByText('huber@example.at')).toBeInTheDocument();

    await user.type(within(form).getByLabelText(/Neue E-Mail-Adresse/), 'neu@example.at');
    await user.click(within(form).getByRole('button', { name: 'Bestätigungslink senden' }));

    const waiting = await screen.findByTestId('pending-email');
    expect(waiting).toHaveTextContent('neu@example.at');
    expect(waiting).toHaveTextContent('21. November 2026, 11:00 Uhr');
    expect(api.bodies(REQUEST)).toEqual([{ email: 'neu@example.at' }]);
  });

  it('refuses the current address and a malformed one before asking the server, and shows the server’s refusal', async () => {
    const api = stubApi({
      [PENDING]: NONE_PENDING,
      [REQUEST]: () => apiError(409, VENDOR_PROFILE_MESSAGES.emailTaken),
    });
    const { user } = renderTab();
    const field = screen.getByLabelText(/Neue E-Mail-Adresse/);
    const send = screen.getByRole('button', { name: 'Bestätigungslink senden' });

    await user.type(field, 'HUBER@example.at');
    await user.click(send);
    expect(screen.getByText(VENDOR_PROFILE_MESSAGES.sameEmail)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'kein-mail');
    await user.click(send);
    expect(screen.getByText(VENDOR_MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(api.bodies(REQUEST)).toEqual([]);

    await user.clear(field);
    await user.type(field, 'belegt@example.at');
    await user.click(send);
    expect(await screen.findByText(VENDOR_PROFILE_MESSAGES.emailTaken)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('pending-email')).not.toBeInTheDocument());
  });
});

describe('OwnDataTab: the directory', () => {
  it('switches the consent on and off at once, through the profile, and says what it means', async () => {
    const api = stubApi({
      [PENDING]: NONE_PENDING,
      [PROFILE]: (body) =>
        Response.json(
          vendor({ directoryConsent: (body as { directoryConsent: boolean }).directoryConsent }),
        ),
    });
    const { user } = renderTab();
    const consent = screen.getByRole('switch', { name: FLOOR_PLAN_MESSAGES.directoryConsentLabel });
    expect(consent).not.toBeChecked();

    await user.click(consent);
    await screen.findByText('Sie erscheinen im Ausstellerverzeichnis');
    expect(consent).toBeChecked();

    await user.click(consent);
    await screen.findByText('Sie erscheinen nicht mehr im Ausstellerverzeichnis');
    expect(consent).not.toBeChecked();
    expect(api.bodies(PROFILE)).toEqual([{ directoryConsent: true }, { directoryConsent: false }]);
    expect(screen.getByRole('link', { name: 'Aussteller' })).toHaveAttribute('href', '/aussteller');
  });

  it('stays as saved when the server refuses', async () => {
    stubApi({
      [PENDING]: NONE_PENDING,
      [PROFILE]: () => apiError(400, FLOOR_PLAN_MESSAGES.directoryConsentInvalid),
    });
    const { user } = renderTab();
    const consent = screen.getByRole('switch', { name: FLOOR_PLAN_MESSAGES.directoryConsentLabel });

    await user.click(consent);

    expect(await screen.findByText(FLOOR_PLAN_MESSAGES.directoryConsentInvalid)).toBeVisible();
    await waitFor(() => expect(consent).not.toBeChecked());
  });
});
