import { liftCalendarFile } from './lift-calendar.js';

const entry = {
  appointmentId: 7,
  date: '2026-12-03',
  timeSlot: '07:00-07:30',
  appointmentType: 'setup' as const,
  notes: 'Kleiner Lieferwagen',
  marketName: 'Adventmarkt Burg Hochosterwitz',
  location: 'Burgverein, Hochosterwitz 1, 9314 Launsdorf',
  host: 'markt.example.at',
};

/** The iCalendar text with its folded lines joined again. */
const unfolded = (content: string) => content.replace(/\r\n /g, '');

describe('the .ics of a lift appointment', () => {
  it('is German by default', () => {
    const file = liftCalendarFile(entry);
    expect(file.filename).toBe('Lift-Aufbau-2026-12-03-0700.ics');
    const text = unfolded(file.content);
    expect(text).toContain('SUMMARY:Lift-Termin Aufbau: Adventmarkt Burg Hochosterwitz');
    expect(text).toContain('Bitte kommen Sie 10 Minuten vorher.');
    expect(text).toContain('Ihre Notiz: Kleiner Lieferwagen');
  });

  it('speaks English to an English vendor, at the same time (issue 33)', () => {
    const file = liftCalendarFile({ ...entry, language: 'en' });
    expect(file.filename).toBe('Lift-Set-up-2026-12-03-0700.ics');
    const text = unfolded(file.content);
    expect(text).toContain('SUMMARY:Lift slot set-up: Adventmarkt Burg Hochosterwitz');
    expect(text).toContain('Please arrive 10 minutes early.');
    expect(text).toContain('Your note: Kleiner Lieferwagen');
    expect(text).toContain('DTSTART:20261203T060000Z');
  });
});
