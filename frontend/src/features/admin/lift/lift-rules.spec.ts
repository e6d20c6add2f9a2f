import {
  LIFT_MESSAGES,
  type AdminLiftAppointmentDto,
  type AdminLiftDayDto,
} from '@standl/contracts';
import {
  appointmentWhen,
  bookableVendors,
  DEFAULT_LIFT_SETTINGS,
  existingOfType,
  initialDay,
  printDays,
  schedulerDays,
  settingsInput,
  slotCaption,
  validateLiftSettings,
  vendorMatches,
  weekdayList,
  type LiftSettingsForm,
} from './lift-rules';
import { adminVendor } from '../vendors/testing';
import { liftAppointment } from './testing';

describe('slotCaption', () => {
  it('keeps the first 8 characters of the vendor name (spec 001 section 2)', () => {
    expect(slotCaption('Kerzenzieherei Huber')).toBe('Kerzenzi');
    expect(slotCaption('  Glas  ')).toBe('Glas');
    expect(slotCaption('Glas Bär Moser')).toBe('Glas Bär');
    expect(slotCaption('Ab cdefg h')).toBe('Ab cdefg');
    expect(slotCaption('Abcdefg hij')).toBe('Abcdefg');
    expect(slotCaption(null)).toBe('');
  });
});

function day(date: string, times: string[]): AdminLiftDayDto {
  return {
    date,
    slots: times.map((time) => {
      const [h, m] = time.split(':').map(Number);
      const end = h! * 60 + m! + 30;
      const endText = `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
      return { time, timeSlot: `${time}-${endText}`, isBooked: false, appointment: null };
    }),
  };
}

describe('schedulerDays', () => {
  const days = [day('2026-12-02', ['06:00', '06:30', '07:00']), day('2026-12-03', ['06:00'])];

  it('puts each appointment of the type into its slot and captions it', () => {
    const moser = liftAppointment({ id: 1, vendorName: 'Lebzelterei Moser' });
    const breakdown = liftAppointment({
      id: 2,
      appointmentType: 'breakdown',
      timeSlot: '06:00-06:30',
    });
    const result = schedulerDays(days, [moser, breakdown], 'setup');
    expect(result.map((item) => item.date)).toEqual(['2026-12-02', '2026-12-03']);
    const slots = result[0]!.slots;
    expect(slots.map((slot) => slot.caption)).toEqual(['frei', 'Lebzelte', 'frei']);
    expect(slots[1]!.appointment?.id).toBe(1);
    // A breakdown appointment does not show among set-up slots.
    expect(slots[0]!.appointment).toBeNull();
  });

  it('highlights the focused vendor', () => {
    const mine = liftAppointment({ id: 1, vendorId: 'v-focus' });
    const other = liftAppointment({ id: 3, vendorId: 'v-other', timeSlot: '07:00-07:30' });
    const slots = schedulerDays(days, [mine, other], 'setup', 'v-focus')[0]!.slots;
    expect(slots.map((slot) => slot.highlighted)).toEqual([false, true, false]);
  });

  it('lists appointments the settings no longer offer apart, also on days without slots', () => {
    const offSlot = liftAppointment({ id: 4, timeSlot: '05:00-05:30', fitsSchedule: false });
    const offDay = liftAppointment({ id: 5, date: '2026-12-01', fitsSchedule: false });
    const result = schedulerDays(days, [offSlot, offDay], 'setup');
    expect(result.map((item) => item.date)).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
    expect(result[0]!.slots).toEqual([]);
    expect(result[0]!.outside.map((item) => item.id)).toEqual([5]);
    expect(result[1]!.outside.map((item) => item.id)).toEqual([4]);
  });

  it('takes the server slot appointment when the list does not have it yet', () => {
    const fresh = liftAppointment({ id: 9 });
    const withBooked = [
      {
        ...days[0]!,
        slots: days[0]!.slots.map((slot) =>
          slot.timeSlot === '06:30-07:00' ? { ...slot, isBooked: true, appointment: fresh } : slot,
        ),
      },
    ];
    expect(schedulerDays(withBooked, [], 'setup')[0]!.slots[1]!.appointment?.id).toBe(9);
  });
});

describe('printDays', () => {
  it('groups both types per day in time order', () => {
    const list: AdminLiftAppointmentDto[] = [
      liftAppointment({ id: 1, date: '2026-12-03', timeSlot: '08:00-08:30' }),
      liftAppointment({ id: 2, date: '2026-12-02', timeSlot: '09:00-09:30' }),
      liftAppointment({
        id: 3,
        date: '2026-12-02',
        timeSlot: '06:00-06:30',
        appointmentType: 'breakdown',
      }),
    ];
    expect(printDays(list).map((item) => [item.date, item.rows.map((row) => row.id)])).toEqual([
      ['2026-12-02', [3, 2]],
      ['2026-12-03', [1]],
    ]);
  });
});

describe('vendors to book', () => {
  it('offers unblocked vendors by name and finds them by name or e-mail', () => {
    const blocked = adminVendor({ id: 'b', name: 'Zuckerbäcker', isBlocked: true });
    const huber = adminVendor({ id: 'h', name: 'Kerzen Huber', email: 'huber@example.at' });
    const aigner = adminVendor({ id: 'a', name: 'Aigner Holz', email: 'holz@example.at' });
    expect(bookableVendors([blocked, huber, aigner]).map((item) => item.id)).toEqual(['a', 'h']);
    expect(vendorMatches(huber, 'KERZEN')).toBe(true);
    expect(vendorMatches(huber, 'huber@ex')).toBe(true);
    expect(vendorMatches(huber, 'holz')).toBe(false);
    expect(vendorMatches(huber, '  ')).toBe(true);
  });

  it('knows an existing appointment of the same type', () => {
    const list = [liftAppointment({ id: 1, vendorId: 'v1', appointmentType: 'setup' })];
    expect(existingOfType(list, 'v1', 'setup')?.id).toBe(1);
    expect(existingOfType(list, 'v1', 'breakdown')).toBeNull();
    expect(existingOfType(list, 'v2', 'setup')).toBeNull();
  });
});

describe('appointmentWhen', () => {
  it('reads the day in German with the slot', () => {
    expect(appointmentWhen({ date: '2026-12-02', timeSlot: '07:00-07:30' })).toBe(
      'Mittwoch, 2. Dezember 2026, 07:00-07:30 Uhr',
    );
  });
});

describe('validateLiftSettings', () => {
  const form = (patch: Partial<LiftSettingsForm> = {}): LiftSettingsForm => ({
    ...DEFAULT_LIFT_SETTINGS,
    ...patch,
  });

  it('accepts the defaults (set-up 06:00-18:00, breakdown 08:00-16:00, Mo-Fr)', () => {
    expect(validateLiftSettings(form())).toEqual({});
    expect(weekdayList(DEFAULT_LIFT_SETTINGS.setup.enabledDays)).toBe('Mo, Di, Mi, Do, Fr');
  });

  it.each(['9', '241', 'abc', '', '30,5'])('refuses a slot length of %j', (slotMinutes) => {
    expect(validateLiftSettings(form({ slotMinutes })).slotMinutes).toBe(LIFT_MESSAGES.slotMinutes);
  });

  it('refuses times like 25:00 and an end before the start, with the server texts', () => {
    const errors = validateLiftSettings(
      form({
        setup: { startTime: '25:00', endTime: '18:00', enabledDays: [1] },
        breakdown: { startTime: '16:00', endTime: '08:00', enabledDays: [1] },
      }),
    );
    expect(errors).toEqual({
      'setup.startTime': LIFT_MESSAGES.invalidTime,
      'breakdown.endTime': LIFT_MESSAGES.endAfterStart,
    });
  });

  it('needs room for one slot between start and end', () => {
    const errors = validateLiftSettings(
      form({
        slotMinutes: '60',
        setup: { startTime: '06:00', endTime: '06:30', enabledDays: [] },
      }),
    );
    expect(errors).toEqual({ 'setup.endTime': LIFT_MESSAGES.noSlotFits });
  });

  it('refuses unknown week days', () => {
    const errors = validateLiftSettings(
      form({ breakdown: { startTime: '08:00', endTime: '16:00', enabledDays: [7] } }),
    );
    expect(errors['breakdown.enabledDays']).toBe(LIFT_MESSAGES.invalidDays);
  });

  it('sends numbers and each week day once, sorted', () => {
    expect(
      settingsInput(
        form({
          slotMinutes: ' 20 ',
          setup: { startTime: '07:00', endTime: '17:00', enabledDays: [5, 1, 1, 0] },
        }),
      ),
    ).toEqual({
      slotMinutes: 20,
      setup: { startTime: '07:00', endTime: '17:00', enabledDays: [0, 1, 5] },
      breakdown: { startTime: '08:00', endTime: '16:00', enabledDays: [1, 2, 3, 4, 5] },
    });
  });
});

describe('initialDay', () => {
  const days = [{ date: '2026-12-01' }, { date: '2026-12-02' }, { date: '2026-12-03' }];

  it('opens the focused vendor’s day, else the first day from today on, else the first', () => {
    const mine = liftAppointment({ vendorId: 'v1', date: '2026-12-03' });
    expect(initialDay(days, [mine], 'setup', 'v1', '2026-11-25')).toBe('2026-12-03');
    expect(initialDay(days, [mine], 'breakdown', 'v1', '2026-11-25')).toBe('2026-12-01');
    expect(initialDay(days, [mine], 'setup', null, '2026-12-02')).toBe('2026-12-02');
    expect(initialDay(days, [], 'setup', null, '2026-12-24')).toBe('2026-12-01');
    expect(initialDay([], [], 'setup', null, '2026-12-24')).toBeNull();
  });
});
