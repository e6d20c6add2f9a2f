import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { apiError, stubApi } from '../../../test/api-stub';
import { VENDOR_ID } from '../testing/vendor-fixtures';
import { ContactDialog } from './ContactDialog';

const CONTACT = `POST /api/vendors/${VENDOR_ID}/contact`;

afterEach(() => vi.unstubAllGlobals());

async function openDialog() {
  const view = renderWithProviders(<ContactDialog vendorId={VENDOR_ID} />);
  await view.user.click(screen.getByRole('button', { name: 'Nachricht an die Verwaltung' }));
  expect(screen.getByRole('dialog', { name: 'Nachricht an die Verwaltung' })).toBeInTheDocument();
  return view;
}

describe('ContactDialog', () => {
  it('refuses a message that is empty after trimming without calling the API', async () => {
    const api = stubApi({});
    const { user } = await openDialog();

    await user.type(screen.getByLabelText('Ihre Nachricht'), '   ');
    await user.click(screen.getByRole('button', { name: 'Senden' }));

    expect(screen.getByText('Bitte geben Sie eine Nachricht ein')).toBeInTheDocument();
    expect(api.bodies(CONTACT)).toHaveLength(0);
  });

  it('sends the trimmed message, confirms and closes', async () => {
    const api = stubApi({
      [CONTACT]: () =>
        Response.json({ id: 1, message: 'x', createdAt: '2026-10-01T10:00:00Z' }, { status: 201 }),
    });
    const { user } = await openDialog();

    await user.type(screen.getByLabelText('Ihre Nachricht'), '  Brauche Strom am Stand  ');
    await user.click(screen.getByRole('button', { name: 'Senden' }));

    expect(await screen.findByText('Nachricht gesendet')).toBeInTheDocument();
    expect(api.bodies(CONTACT)).toEqual([{ message: 'Brauche Strom am Stand' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reports a failure and keeps the dialog open', async () => {
    stubApi({
      [CONTACT]: () => apiError(403, 'Sie können nur Ihre eigenen Daten ansehen und ändern.'),
    });
    const { user } = await openDialog();

    await user.type(screen.getByLabelText('Ihre Nachricht'), 'Hallo');
    await user.click(screen.getByRole('button', { name: 'Senden' }));

    expect(await screen.findByText('Fehler beim Senden der Nachricht')).toBeInTheDocument();
    expect(
      screen.getByText('Sie können nur Ihre eigenen Daten ansehen und ändern.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows the server message for an empty message under the field', async () => {
    stubApi({ [CONTACT]: () => apiError(400, 'Bitte geben Sie eine Nachricht ein') });
    const { user } = await openDialog();

    await user.type(screen.getByLabelText('Ihre Nachricht'), 'x');
    await user.click(screen.getByRole('button', { name: 'Senden' }));

    expect(await screen.findByText('Fehler beim Senden der Nachricht')).toBeInTheDocument();
    expect(screen.getAllByText('Bitte geben Sie eine Nachricht ein').length).toBeGreaterThan(0);
  });

  it('counts the characters and says so at the limit and beyond, cutting nothing off', async () => {
    const api = stubApi({});
    const { user } = await openDialog();
    const field = screen.getByLabelText('Ihre Nachricht');
    expect(screen.getByTestId('message-counter')).toHaveTextContent('0 / 5.000');

    await user.click(field);
    await user.paste('x'.repeat(1234));
    expect(screen.getByTestId('message-counter')).toHaveTextContent('1.234 / 5.000');

    await user.paste('x'.repeat(5000 - 1234));
    expect(screen.getByTestId('message-counter')).toHaveTextContent('5.000 / 5.000');
    expect(field).toHaveAccessibleDescription(
      'Die Nachricht hat die Höchstlänge von 5.000 Zeichen erreicht.',
    );
    expect(field).toHaveAttribute('aria-invalid', 'false');

    await user.paste('yy');
    expect(field).toHaveValue(`${'x'.repeat(5000)}yy`);
    expect(screen.getByTestId('message-counter')).toHaveTextContent('5.002 / 5.000');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      'Die Nachricht darf höchstens 5000 Zeichen lang sein',
    );
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(api.bodies(CONTACT)).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
