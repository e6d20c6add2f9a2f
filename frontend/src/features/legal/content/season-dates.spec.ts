import { i18nIn } from '../../../test/i18n';
import {
  daysBefore,
  formatLongDay,
  formatLongPeriod,
  formatLongPeriodPhrase,
  parseDay,
} from './season-dates';

const de = i18nIn('de');

describe('season dates of the legal texts', () => {
  it('writes a day out in de-AT', () => {
    expect(formatLongDay('2026-12-04', de)).toBe('4. Dezember 2026');
    expect(formatLongDay('2027-01-02', de)).toBe('2. Jänner 2027');
    expect(formatLongDay('2026-12-04T00:00:00.000Z', de)).toBe('4. Dezember 2026');
  });

  it('gives null for a missing or broken day', () => {
    expect(formatLongDay(null, de)).toBeNull();
    expect(formatLongDay(undefined, de)).toBeNull();
    expect(formatLongDay('', de)).toBeNull();
    expect(formatLongDay('2026-02-30', de)).toBeNull();
    expect(parseDay('morgen')).toBeNull();
  });

  it('writes periods within a month, across months and across years', () => {
    expect(formatLongPeriod('2026-12-04', '2026-12-07', de)).toBe('4. bis 7. Dezember 2026');
    expect(formatLongPeriod('2026-11-30', '2026-12-03', de)).toBe(
      '30. November bis 3. Dezember 2026',
    );
    expect(formatLongPeriod('2026-12-30', '2027-01-02', de)).toBe(
      '30. Dezember 2026 bis 2. Jänner 2027',
    );
    expect(formatLongPeriod('2026-12-04', '2026-12-04', de)).toBe('4. Dezember 2026');
  });

  it('does not show an incomplete or reversed period', () => {
    expect(formatLongPeriod('2026-12-04', null, de)).toBeNull();
    expect(formatLongPeriod(null, '2026-12-07', de)).toBeNull();
    expect(formatLongPeriod('2026-12-07', '2026-12-04', de)).toBeNull();
  });

  it('adds the preposition for a period or a single day', () => {
    expect(formatLongPeriodPhrase('2026-12-04', '2026-12-07', de)).toBe(
      'vom 4. bis 7. Dezember 2026',
    );
    expect(formatLongPeriodPhrase('2026-12-04', '2026-12-04', de)).toBe('am 4. Dezember 2026');
    expect(formatLongPeriodPhrase(null, null, de)).toBeNull();
  });

  it('counts four weeks back across a month and a year', () => {
    expect(daysBefore('2026-12-04', 28)).toBe('2026-11-06');
    expect(daysBefore('2025-12-05', 28)).toBe('2025-11-07');
    expect(daysBefore('2027-01-10', 28)).toBe('2026-12-13');
    expect(daysBefore(null, 28)).toBeNull();
  });
});
