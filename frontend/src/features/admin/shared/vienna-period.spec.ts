import {
  addDays,
  matchingPreset,
  periodDays,
  periodProblem,
  presetPeriod,
  viennaToday,
} from './vienna-period';

describe('a period of Vienna days', () => {
  it('takes today in Vienna, not in UTC', () => {
    expect(viennaToday(new Date('2026-11-25T23:30:00Z'))).toBe('2026-11-26');
    expect(viennaToday(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
  });

  it('offers the last 7, 30 or 90 days up to today', () => {
    expect(presetPeriod(7, '2026-11-26')).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(presetPeriod(30, '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(matchingPreset({ from: '2026-11-20', to: '2026-11-26' }, '2026-11-26')).toBe(7);
    expect(matchingPreset({ from: '2026-11-21', to: '2026-11-26' }, '2026-11-26')).toBeNull();
  });

  it('counts days over month ends and refuses what the server would refuse', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(periodDays({ from: '2026-11-30', to: '2026-12-01' })).toBe(2);
    expect(periodProblem({ from: '2026-11-01', to: '2026-11-30' })).toBeNull();
    expect(periodProblem({ from: '', to: '2026-11-30' })).toBe('Bitte zwei gültige Tage wählen.');
    expect(periodProblem({ from: '2026-12-01', to: '2026-11-30' })).toBe(
      'Das Startdatum liegt nach dem Enddatum.',
    );
    expect(periodProblem({ from: '2025-01-01', to: '2026-11-30' })).toBe(
      'Höchstens 400 Tage auf einmal.',
    );
  });
});
