import { describe, expect, it } from 'vitest';
import { registrationBadge } from './registration-badge';

const now = new Date('2026-10-15T10:00:00Z');
const open = { isRegistrationOpen: true, registrationStartDate: null, registrationEndDate: null };

describe('registrationBadge', () => {
  it("is 'Deaktiviert' when switched off, whatever the dates", () => {
    expect(
      registrationBadge(
        { ...open, isRegistrationOpen: false, registrationStartDate: '2026-10-01T00:00:00Z' },
        now,
      ),
    ).toEqual({ label: 'Deaktiviert', color: 'default' });
  });

  it("is 'Aktiv' without dates: a blank start is immediately, a blank end unlimited", () => {
    expect(registrationBadge(open, now).label).toBe('Aktiv');
  });

  it("names the start day in Vienna before the start: 'Startet {date}'", () => {
    // 1 November 00:00 in Vienna is 31 October 23:00 UTC.
    expect(
      registrationBadge({ ...open, registrationStartDate: '2026-10-31T23:00:00.000Z' }, now),
    ).toEqual({ label: 'Startet 1. Nov. 2026', color: 'warning' });
  });

  it("is 'Beendet' after the end and 'Aktiv' up to its last moment", () => {
    const end = '2026-10-15T09:59:59.999Z';
    expect(registrationBadge({ ...open, registrationEndDate: end }, now).label).toBe('Beendet');
    expect(
      registrationBadge({ ...open, registrationEndDate: '2026-10-15T10:00:00.000Z' }, now).label,
    ).toBe('Aktiv');
  });

  it("is 'Aktiv' inside the window", () => {
    expect(
      registrationBadge(
        {
          ...open,
          registrationStartDate: '2026-10-01T00:00:00Z',
          registrationEndDate: '2026-11-01T00:00:00Z',
        },
        now,
      ).label,
    ).toBe('Aktiv');
  });
});
