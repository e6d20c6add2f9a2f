import { screen, waitFor, within } from '@testing-library/react';
import type {
  LiftAppointmentDto,
  LiftSettingsDto,
  LiftSlotDto,
  VendorDto,
  VendorStatusDto,
} from '@standl/contracts';
import { i18nIn } from '../../../test/i18n';
import { renderWithProviders } from '../../../test/render';
import { apiError, stubApi } from '../../../test/api-stub';
import { booth, liftAppointment, vendorStatus, VENDOR_ID } from '../../registration/testing';
import { catchDownloads } from '../testing/invoice-fixtures';
import {
  fileNameFromDisposition,
  formatShortDay,
  liftClosedNote,
  mayBookLift,
} from '../lift/lift-booking';
import { LiftTab } from './LiftTab';

const SETTINGS = 'GET /api/lift-settings';
const APPOINTMENTS = `GET /api/vendor/lift-appointments/${VENDOR_ID}`;
const BOOK = 'POST /api/vendor/lift-appointments';
const SLOTS_DEC_2 = 'GET /api/public/lift-slots/2026-12-02/setup';

function settings(days: Partial<LiftSettingsDto['days']> = {}): LiftSettingsDto {
  const window = { startTime: '06:00', endTime: '08:00', enabledDays: [0, 1, 2, 3, 4, 5, 6] };
  return {
    slotMinutes: 30,
    setup: window,
    breakdown: window,
    days: { setup: ['2026-12-01', '2026-12-02'], breakdown: ['2026-12-09'], ...days },
  };
}

function slots(booked: string[] = []): LiftSlotDto[] {
  return [
    ['06:00', '06:30'],
    ['06:30', '07:00'],
    ['07:00', '07:30'],
    ['07:30', '08:00'],
  ].map(([from, to]) => ({
    time: from!,
    timeSlot: `${from}-${to}`,
    isBooked: booked.includes(from!),
  }));
}

/** A confirmed vendor with an assigned stall: may book (decisions 75). */
function bookable(vendorOverrides: Partial<VendorDto> = {}): VendorStatusDto {
  return vendorStatus({
    vendor: { status: 'confirmed', boothId: 3, ...vendorOverrides },
    booth: booth(),
  });
}

function renderTab(status: VendorStatusDto) {
  return renderWithProviders(<LiftTab status={status} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('who may book the lift (decisions 75)', () => {
  it.each(['confirmed', 'aufgebaut', 'paid', 'checked_in'] as const)(
    'a vendor %s with a stall may book',
    (status) => {
      expect(mayBookLift(vendorStatus({ vendor: { status, boothId: 3 }, booth: booth() }))).toBe(
        true,
      );
    },
  );

  it.each(['pending', 'pending_payment', 'approved', 'rejected', 'archived'] as const)(
    'a vendor %s may not book, even with a stall',
    (status) => {
      expect(mayBookLift(vendorStatus({ vendor: { status, boothId: 3 }, booth: booth() }))).toBe(
        false,
      );
    },
  );

  it('a confirmed vendor without a stall may not book', () => {
    expect(mayBookLift(vendorStatus({ vendor: { status: 'confirmed', boothId: null } }))).toBe(
      false,
    );
  });

  it('tells a waiting vendor when booking opens, never that it needs "Bezahlt"', () => {
    const api = stubApi({ [APPOINTMENTS]: () => Response.json([]) });
    renderTab(vendorStatus({ vendor: { status: 'pending' } }));

    const note = screen.getByTestId('lift-closed');
    expect(note).toHaveTextContent(
      'sobald Ihnen ein Standplatz zugewiesen und Ihre Anmeldung vom Veranstalter bestätigt ist',
    );
    expect(note).not.toHaveTextContent('Bezahlt');
    expect(screen.queryByRole('button', { name: 'Termin buchen' })).not.toBeInTheDocument();
    expect(api.bodies(SETTINGS)).toHaveLength(0);
  });

  it('tells a confirmed vendor without a stall that the stall is missing', () => {
    expect(liftClosedNote(i18nIn('de'), vendorStatus({ vendor: { status: 'confirmed' } }))).toBe(
      'Lift-Termine für Aufbau und Abbau können Sie buchen, sobald Ihnen ein Standplatz zugewiesen ist.',
    );
  });
});

describe('helpers', () => {
  it('writes days as short German chips', () => {
    expect(formatShortDay('2026-12-02')).toBe('Mi., 2. Dez.');
  });

  it('reads the file name from Content-Disposition', () => {
    expect(fileNameFromDisposition('attachment; filename="Lift-Aufbau.ics"', 'x.ics')).toBe(
      'Lift-Aufbau.ics',
    );
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''Lift-%C3%9C.ics", 'x.ics')).toBe(
      'Lift-Ü.ics',
    );
    expect(fileNameFromDisposition(null, 'x.ics')).toBe('x.ics');
  });
});

describe('booking a slot', () => {
  it('shows the arrival note, the offered days and the day’s slots with booked ones disabled', async () => {
    stubApi({
      [APPOINTMENTS]: () => Response.json([]),
      [SETTINGS]: () => Response.json(settings()),
      [SLOTS_DEC_2]: () => Response.json(slots(['06:30'])),
    });
    const { user } = renderTab(bookable());

    expect(screen.getByTestId('lift-arrival-note')).toHaveTextContent(
      'Bitte kommen Sie 10 Minuten vor Ihrem Termin. Das Lift-Ticket ist persönlich und nicht übertragbar.',
    );
    const setup = await screen.findByTestId('lift-booking-setup');
    expect(within(setup).getByText('Di., 1. Dez.')).toBeInTheDocument();
    await user.click(within(setup).getByText('Mi., 2. Dez.'));

    const grid = await within(setup).findByTestId('lift-slots-setup');
    const buttons = within(grid).getAllByRole('button');
    expect(buttons).toHaveLength(4);
    const taken = within(grid).getByRole('button', { name: '06:30-07:00 Uhr, vergeben' });
    expect(taken).toBeDisabled();
    expect(taken).toHaveTextContent('vergeben');
    expect(within(grid).getByRole('button', { name: '06:00-06:30 Uhr' })).toBeEnabled();
    // Teardown has its own single day: its slots are asked for at once.
    expect(await screen.findByTestId('lift-booking-breakdown')).toBeInTheDocument();
  });

  it('books the chosen slot with the note, toasts "Termin gebucht" and shows the appointment', async () => {
    let booked: LiftAppointmentDto[] = [];
    const api = stubApi({
      [APPOINTMENTS]: () => Response.json(booked),
      [SETTINGS]: () => Response.json(settings({ breakdown: [] })),
      [SLOTS_DEC_2]: () => Response.json(slots()),
      [BOOK]: () => {
        booked = [
          liftAppointment({ date: '2026-12-02', timeSlot: '07:00-07:30', notes: 'Kisten' }),
        ];
        return Response.json(
          { message: 'Termin gebucht', appointment: booked[0] },
          { status: 201 },
        );
      },
    });
    const { user } = renderTab(bookable());

    await user.click(await screen.findByText('Mi., 2. Dez.'));
    expect(screen.getByRole('button', { name: 'Termin buchen' })).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: '07:00-07:30 Uhr' }));
    await user.type(screen.getByLabelText('Notiz (optional)'), 'Kisten');
    expect(screen.getByText('6/500 Zeichen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Termin buchen' }));

    expect(await screen.findByText('Termin gebucht')).toBeInTheDocument();
    expect(api.bodies(BOOK)).toEqual([
      {
        vendorId: VENDOR_ID,
        vendorName: 'Kerzenzieherei Huber',
        date: '2026-12-02',
        time: '07:00',
        type: 'setup',
        notes: 'Kisten',
      },
    ]);
    const card = await screen.findByTestId('lift-appointment-setup');
    expect(card).toHaveTextContent('Mittwoch, 2. Dezember 2026');
    expect(card).toHaveTextContent('07:00-07:30 Uhr');
    expect(card).toHaveTextContent('Geplant');
    expect(card).toHaveTextContent('Kisten');
    expect(
      screen.getByText(/Der Veranstalter hat die Lift-Zeiten noch nicht festgelegt/),
    ).toBeInTheDocument();
  });

  it('shows "Fehler bei Buchung" with the server’s text and reloads the slots on a 409', async () => {
    let slotCalls = 0;
    stubApi({
      [APPOINTMENTS]: () => Response.json([]),
      [SETTINGS]: () => Response.json(settings({ breakdown: [] })),
      [SLOTS_DEC_2]: () => Response.json(slots(++slotCalls > 1 ? ['07:00'] : [])),
      [BOOK]: () =>
        apiError(409, 'Dieser Termin ist bereits vergeben. Bitte wählen Sie einen anderen.'),
    });
    const { user } = renderTab(bookable());

    await user.click(await screen.findByText('Mi., 2. Dez.'));
    await user.click(await screen.findByRole('button', { name: '07:00-07:30 Uhr' }));
    await user.click(screen.getByRole('button', { name: 'Termin buchen' }));

    expect(await screen.findByText('Fehler bei Buchung')).toBeInTheDocument();
    expect(
      screen.getByText('Dieser Termin ist bereits vergeben. Bitte wählen Sie einen anderen.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '07:00-07:30 Uhr, vergeben' })).toBeDisabled();
    expect(slotCalls).toBe(2);
    expect(screen.getByRole('button', { name: 'Termin buchen' })).toBeDisabled();
  });

  it('says the organiser has not set the lift times when no day is offered', async () => {
    stubApi({
      [APPOINTMENTS]: () => Response.json([]),
      [SETTINGS]: () => Response.json(settings({ setup: [], breakdown: [] })),
    });
    renderTab(bookable());

    expect(
      await screen.findAllByText('Der Veranstalter hat die Lift-Zeiten noch nicht festgelegt.'),
    ).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Termin buchen' })).not.toBeInTheDocument();
  });
});

describe('an existing appointment', () => {
  const appointment = liftAppointment({ id: 7, notes: 'Zwei Kisten' });

  it('cancels after the confirm dialog and toasts "Termin storniert"', async () => {
    let list = [appointment];
    const api = stubApi({
      [APPOINTMENTS]: () => Response.json(list),
      [SETTINGS]: () => Response.json(settings({ breakdown: [] })),
      'DELETE /api/vendor/lift-appointments/7': () => {
        list = [];
        return Response.json({ message: 'Termin storniert' });
      },
    });
    const { user } = renderTab(bookable({ status: 'paid' }));

    const card = await screen.findByTestId('lift-appointment-setup');
    expect(card).toHaveTextContent('Mittwoch, 2. Dezember 2026');
    expect(card).toHaveTextContent('Zwei Kisten');
    await user.click(within(card).getByRole('button', { name: 'Stornieren' }));
    const dialog = await screen.findByRole('dialog');
    expect(api.bodies('DELETE /api/vendor/lift-appointments/7')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Stornieren' }));

    expect(await screen.findByText('Termin storniert')).toBeInTheDocument();
    expect(await screen.findByTestId('lift-booking-setup')).toBeInTheDocument();
    expect(screen.queryByTestId('lift-appointment-setup')).not.toBeInTheDocument();
  });

  it('shows "Fehler beim Stornieren" with the server’s text', async () => {
    stubApi({
      [APPOINTMENTS]: () => Response.json([appointment]),
      [SETTINGS]: () => Response.json(settings()),
      'DELETE /api/vendor/lift-appointments/7': () =>
        apiError(409, 'Ein abgeschlossener Termin kann nicht mehr storniert werden.'),
    });
    const { user } = renderTab(bookable());

    await user.click(await screen.findByRole('button', { name: 'Stornieren' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stornieren' }),
    );

    expect(await screen.findByText('Fehler beim Stornieren')).toBeInTheDocument();
    expect(
      screen.getByText('Ein abgeschlossener Termin kann nicht mehr storniert werden.'),
    ).toBeInTheDocument();
  });

  it('offers no cancel for a completed appointment', async () => {
    stubApi({
      [APPOINTMENTS]: () => Response.json([{ ...appointment, status: 'completed' }]),
      [SETTINGS]: () => Response.json(settings()),
    });
    renderTab(bookable());

    const card = await screen.findByTestId('lift-appointment-setup');
    expect(card).toHaveTextContent('Abgeschlossen');
    expect(within(card).queryByRole('button', { name: 'Stornieren' })).not.toBeInTheDocument();
  });

  it('downloads the .ics with the session cookie under the server’s file name', async () => {
    const api = stubApi({
      [APPOINTMENTS]: () => Response.json([appointment]),
      [SETTINGS]: () => Response.json(settings()),
      [`GET /api/vendor/lift-appointments/${VENDOR_ID}/7/calendar`]: () =>
        new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
          headers: {
            'Content-Type': 'text/calendar; charset=utf-8',
            'Content-Disposition': 'attachment; filename="Lift-Aufbau-2026-12-02.ics"',
          },
        }),
    });
    const downloads = catchDownloads();
    const { user } = renderTab(bookable());

    await user.click(await screen.findByRole('button', { name: 'Kalender (.ics)' }));

    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(downloads.saved[0]!.fileName).toBe('Lift-Aufbau-2026-12-02.ics');
    expect(await downloads.saved[0]!.blob!.text()).toContain('BEGIN:VCALENDAR');
    const call = api.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/calendar'));
    expect(call?.[1]).toMatchObject({ credentials: 'include' });
  });
});
