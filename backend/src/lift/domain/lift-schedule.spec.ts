import {
  daysOfPeriod,
  isIsoDate,
  LiftSchedule,
  parseTimeSlot,
  slotsOfWindow,
  weekdayOf,
} from './lift-schedule.js';
import { LiftSettings } from './lift-settings.entity.js';
import { LiftAppointment } from './lift-appointment.entity.js';

const ALL = [0, 1, 2, 3, 4, 5, 6];

describe('lift slots of a day', () => {
  it('cuts the window into slots that end by the end time', () => {
    const slots = slotsOfWindow({ startTime: '06:00', endTime: '07:45', enabledDays: ALL }, 30);
    expect(slots.map((slot) => slot.timeSlot)).toEqual([
      '06:00-06:30',
      '06:30-07:00',
      '07:00-07:30',
    ]);
    expect(slots[1]).toEqual({
      time: '06:30',
      timeSlot: '06:30-07:00',
      startMinute: 390,
      endMinute: 420,
    });
  });

  it('reads slots and refuses malformed or backwards ones', () => {
    expect(parseTimeSlot('06:00-06:30')).toEqual({ startMinute: 360, endMinute: 390 });
    expect(parseTimeSlot('06:30-06:00')).toBeNull();
    expect(parseTimeSlot('25:00-25:30')).toBeNull();
    expect(parseTimeSlot('6:00-6:30')).toBeNull();
  });
});

describe('lift days of a period', () => {
  it('lists each enabled week day of the period, both ends included', () => {
    // Tuesday 1 to Monday 7 December 2026; Monday to Friday only.
    expect(daysOfPeriod({ start: '2026-12-01', end: '2026-12-07' }, [1, 2, 3, 4, 5])).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-07',
    ]);
    expect(weekdayOf('2026-12-06')).toBe(0);
  });

  it('has no days without a period, and one day when only one end is set', () => {
    expect(daysOfPeriod({ start: null, end: null }, ALL)).toEqual([]);
    expect(daysOfPeriod({ start: '2026-12-09', end: null }, ALL)).toEqual(['2026-12-09']);
    expect(daysOfPeriod({ start: '2026-12-09', end: '2026-12-08' }, ALL)).toEqual([]);
  });

  it('knows real calendar dates', () => {
    expect(isIsoDate('2026-12-31')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-12-1')).toBe(false);
  });
});

describe('LiftSchedule', () => {
  const schedule = new LiftSchedule(
    30,
    {
      setup: { startTime: '06:00', endTime: '08:00', enabledDays: ALL },
      breakdown: { startTime: '08:00', endTime: '09:00', enabledDays: [3] },
    },
    {
      setup: { start: '2026-12-01', end: '2026-12-02' },
      breakdown: { start: '2026-12-09', end: '2026-12-10' },
    },
  );

  it('finds an offered slot by its start or its span, only on offered days', () => {
    expect(schedule.slotAt('setup', '2026-12-02', '07:30')?.timeSlot).toBe('07:30-08:00');
    expect(schedule.slotAt('setup', '2026-12-02', '07:30-08:00')?.time).toBe('07:30');
    expect(schedule.slotAt('setup', '2026-12-02', '07:45')).toBeNull();
    expect(schedule.slotAt('setup', '2026-12-03', '07:30')).toBeNull();
    // 9 December 2026 is a Wednesday (3), the 10th a Thursday.
    expect(schedule.days('breakdown')).toEqual(['2026-12-09']);
    expect(schedule.slots('breakdown', '2026-12-10')).toEqual([]);
  });

  it('tells whether a booked appointment is still offered', () => {
    expect(
      schedule.offers({ appointmentType: 'setup', date: '2026-12-01', timeSlot: '06:00-06:30' }),
    ).toBe(true);
    expect(
      schedule.offers({ appointmentType: 'setup', date: '2026-12-01', timeSlot: '06:00-07:00' }),
    ).toBe(false);
  });
});

describe('LiftSettings rules', () => {
  const valid = {
    slotMinutes: 30,
    setup: { startTime: '06:00', endTime: '18:00', enabledDays: [1, 2] },
    breakdown: { startTime: '08:00', endTime: '16:00', enabledDays: [3] },
  };

  it('accepts valid settings and keeps week days sorted and once each', () => {
    expect(LiftSettings.problemOf(valid)).toBeNull();
    const settings = new LiftSettings();
    settings.apply({ ...valid, setup: { ...valid.setup, enabledDays: [5, 1, 5] } });
    expect(settings.setup.enabledDays).toEqual([1, 5]);
  });

  it('names the first broken rule in German', () => {
    expect(LiftSettings.problemOf({ ...valid, slotMinutes: 241 })).toBe(
      'Die Termindauer muss zwischen 10 und 240 Minuten liegen.',
    );
    expect(
      LiftSettings.problemOf({ ...valid, breakdown: { ...valid.breakdown, endTime: '07:00' } }),
    ).toBe('Die Endzeit muss nach der Startzeit liegen.');
    expect(
      LiftSettings.problemOf({ ...valid, setup: { ...valid.setup, startTime: '24:00' } }),
    ).toBe('Bitte geben Sie eine gültige Uhrzeit an (HH:MM)');
    expect(LiftSettings.problemOf({ ...valid, setup: { ...valid.setup, enabledDays: [9] } })).toBe(
      'Bitte wählen Sie die Wochentage aus (0 = Sonntag bis 6 = Samstag).',
    );
  });
});

describe('LiftAppointment', () => {
  const slot = { time: '06:00', timeSlot: '06:00-06:30', startMinute: 360, endMinute: 390 };
  const appointment = LiftAppointment.book({
    vendorId: 'v',
    vendorName: 'Kerzen Huber',
    date: '2026-12-02',
    slot,
    type: 'setup',
    notes: null,
    bookedBy: 'vendor',
    now: new Date('2026-11-25T10:00:00Z'),
  });

  it('starts at the slot in Vienna time and keeps its span for the database', () => {
    expect(appointment.startsAt().toISOString()).toBe('2026-12-02T05:00:00.000Z');
    expect([appointment.startTime, appointment.endTime]).toEqual(['06:00', '06:30']);
  });

  it('may be cancelled by the vendor until it begins, never once completed', () => {
    expect(appointment.vendorCancelProblem(new Date('2026-12-02T04:59:00Z'))).toBeNull();
    expect(appointment.vendorCancelProblem(new Date('2026-12-02T05:00:00Z'))).toBe(
      'Dieser Termin liegt in der Vergangenheit.',
    );
    appointment.status = 'completed';
    expect(appointment.vendorCancelProblem(new Date('2026-11-30T00:00:00Z'))).toBe(
      'Ein abgeschlossener Termin kann nicht mehr storniert werden.',
    );
  });
});
