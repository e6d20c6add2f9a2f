import { screen, waitFor, within } from '@testing-library/react';
import type { AdminLiftDayDto, LiftSettingsDto } from '@standl/contracts';
import { renderWithProviders } from '../../../../test/render';
import { apiError, stubApi } from '../../../../test/api-stub';
import { adminSettings } from '../../settings/testing';
import { adminVendor, VENDOR_ID } from '../../vendors/testing';
import { liftAppointment } from '../testing';
import { LiftTab } from './LiftTab';

afterEach(() => vi.unstubAllGlobals());

const settings: LiftSettingsDto = {
  slotMinutes: 30,
  setup: { startTime: '06:00', endTime: '07:30', enabledDays: [1, 2, 3, 4, 5] },
  breakdown: { startTime: '08:00', endTime: '09:00', enabledDays: [1, 2, 3, 4, 5] },
  days: { setup: ['2026-12-02'], breakdown: ['2026-12-09'] },
};

function days(date: string, slots: string[]): AdminLiftDayDto[] {
  return [
    {
      date,
      slots: slots.map((timeSlot) => ({
        time: timeSlot.slice(0, 5),
        timeSlot,
        isBooked: false,
        appointment: null,
      })),
    },
  ];
}

const booked = liftAppointment({ id: 7, timeSlot: '06:30-07:00', notes: 'Zwei Paletten' });

function stub(overrides: Record<string, (body: unknown) => Response> = {}) {
  return stubApi({
    'GET /api/admin/lift-appointments': () => Response.json([booked]),
    'GET /api/lift-settings': () => Response.json(settings),
    'GET /api/admin/market-settings': () =>
      Response.json(
        adminSettings({
          setupStartDate: '2026-12-02',
          setupEndDate: '2026-12-02',
          teardownStartDate: null,
          teardownEndDate: null,
        }),
      ),
    'GET /api/admin/vendors': () =>
      Response.json([
        adminVendor({ status: 'confirmed', boothNumber: 'AK-01' }),
        adminVendor({ id: 'v2', name: 'Glasbläserei Wieser', email: 'wieser@example.at' }),
      ]),
    'GET /api/admin/lift-slots?type=setup': () =>
      Response.json(days('2026-12-02', ['06:00-06:30', '06:30-07:00', '07:00-07:30'])),
    'GET /api/admin/lift-slots?type=breakdown': () =>
      Response.json(days('2026-12-09', ['08:00-08:30', '08:30-09:00'])),
    ...overrides,
  });
}

describe('LiftTab', () => {
  it('lists the appointment, the slots with 8 characters and the missing teardown period', async () => {
    stub();
    renderWithProviders(<LiftTab />, { route: `/admin?tab=lift&vendor=${VENDOR_ID}` });
    const row = await screen.findByTestId('lift-row-7');
    expect(row).toHaveTextContent('Kerzenzieherei Huber');
    expect(row).toHaveTextContent('huber@example.at');
    expect(row).toHaveTextContent('Mittwoch, 2. Dezember 2026');
    expect(row).toHaveTextContent('06:30-07:00 Uhr');
    expect(row).toHaveTextContent('Geplant');
    expect(
      await screen.findByRole('button', { name: '06:30-07:00 Kerzenzieherei Huber' }),
    ).toHaveTextContent('Kerzenzi');
    expect(screen.getByRole('status')).toHaveTextContent('Lift-Termine für Kerzenzieherei Huber');
    expect(screen.getByTestId('lift-market-panel')).toHaveTextContent(
      'Abbauzeitraum nicht festgelegt',
    );
  });

  it('books a free slot for the focused vendor', async () => {
    const api = stub({
      'POST /api/admin/lift-appointments': () =>
        Response.json({ message: 'Termin gebucht', appointment: booked }, { status: 201 }),
    });
    const { user } = renderWithProviders(<LiftTab />, {
      route: `/admin?tab=lift&vendor=v2`,
    });
    await user.click(await screen.findByRole('button', { name: '06:00-06:30 frei – buchen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aufbau-Termin buchen' });
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Händler/)).toHaveValue('Glasbläserei Wieser'),
    );
    await user.type(within(dialog).getByLabelText('Notiz (optional)'), 'Rampe');
    await user.click(within(dialog).getByRole('button', { name: 'Buchen' }));
    expect(await screen.findByText('Termin gebucht')).toBeVisible();
    expect(api.bodies('POST /api/admin/lift-appointments')).toEqual([
      {
        vendorId: 'v2',
        vendorName: 'Glasbläserei Wieser',
        date: '2026-12-02',
        timeSlot: '06:00-06:30',
        appointmentType: 'setup',
        notes: 'Rampe',
        status: 'booked',
        bookedBy: 'admin',
      },
    ]);
  });

  it('deletes after the confirmation with the toast Termin gelöscht', async () => {
    const api = stub({
      'DELETE /api/admin/lift-appointments/7': () => Response.json({ message: 'Termin gelöscht' }),
    });
    const { user } = renderWithProviders(<LiftTab />);
    await user.click(
      await screen.findByRole('button', { name: 'Termin von Kerzenzieherei Huber löschen' }),
    );
    const question = await screen.findByRole('dialog', { name: 'Termin löschen?' });
    await user.click(within(question).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Termin gelöscht')).toBeVisible();
    expect(api.bodies('DELETE /api/admin/lift-appointments/7')).toHaveLength(1);
  });

  it('checks the settings like the server and lists what no longer fits after saving', async () => {
    const api = stub({
      'PUT /api/admin/lift-settings': () =>
        Response.json({
          message: 'Lift-Einstellungen gespeichert',
          settings,
          outsideSchedule: [{ ...booked, fitsSchedule: false }],
        }),
    });
    const { user } = renderWithProviders(<LiftTab />);
    await user.click(await screen.findByRole('button', { name: 'Lift-Einstellungen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lift-Einstellungen' });
    const slot = within(dialog).getByLabelText('Dauer eines Termins');
    await user.clear(slot);
    await user.type(slot, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      within(dialog).getByText('Die Termindauer muss zwischen 10 und 240 Minuten liegen.'),
    ).toBeVisible();
    expect(api.bodies('PUT /api/admin/lift-settings')).toEqual([]);

    await user.clear(slot);
    await user.type(slot, '30');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Montag (Aufbau)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    const saved = await screen.findByRole('dialog', { name: 'Lift-Einstellungen gespeichert' });
    expect(
      within(saved).getByRole('list', { name: 'Termine außerhalb des Zeitplans' }),
    ).toHaveTextContent('Kerzenzieherei Huber – Aufbau, Mittwoch, 2. Dezember 2026');
    expect(api.bodies('PUT /api/admin/lift-settings')).toEqual([
      {
        slotMinutes: 30,
        setup: { startTime: '06:00', endTime: '07:30', enabledDays: [2, 3, 4, 5] },
        breakdown: { startTime: '08:00', endTime: '09:00', enabledDays: [1, 2, 3, 4, 5] },
      },
    ]);
  });

  it('shows the server refusal of a booking', async () => {
    stub({
      'POST /api/admin/lift-appointments': () =>
        apiError(409, 'Dieser Termin ist bereits vergeben. Bitte wählen Sie einen anderen.'),
    });
    const { user } = renderWithProviders(<LiftTab />, { route: '/admin?tab=lift&vendor=v2' });
    await user.click(await screen.findByRole('button', { name: '07:00-07:30 frei – buchen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aufbau-Termin buchen' });
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Händler/)).toHaveValue('Glasbläserei Wieser'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Buchen' }));
    expect(await screen.findByText('Fehler bei Buchung')).toBeVisible();
    expect(
      screen.getByText('Dieser Termin ist bereits vergeben. Bitte wählen Sie einen anderen.'),
    ).toBeVisible();
  });
});
