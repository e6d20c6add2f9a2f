import {
  archiveCounter,
  archiveStallText,
  archiveYears,
  defaultArchiveYear,
  filterArchive,
  seasonArchiveState,
  validateBlockForm,
} from './archive-rules';
import { archiveEntry } from './testing';

const HUBER = archiveEntry();
const PICHLER = archiveEntry({
  id: 2,
  name: 'Punsch Pichler',
  email: 'pichler@example.at',
  year: 2024,
  status: 'blocked',
  reason: 'Nicht aufgebaut',
  boothArea: 'Rittersaal',
  boothNumber: 'RS-03',
});
const MAIER = archiveEntry({
  id: 3,
  name: 'Krapfen Maier',
  email: 'maier@example.at',
  year: 2025,
  boothArea: null,
  boothNumber: null,
});
const ALL = [HUBER, PICHLER, MAIER];

describe('archive filters', () => {
  it('searches name, e-mail, stall number and area, case and hyphens aside', () => {
    const search = (query: string) =>
      filterArchive(ALL, { search: query, year: null, status: 'all' }).map((e) => e.id);
    expect(search('')).toEqual([1, 2, 3]);
    expect(search('PUNSCH')).toEqual([2]);
    expect(search('maier@')).toEqual([3]);
    expect(search('rs03')).toEqual([2]);
    expect(search('arkaden')).toEqual([1]);
    expect(search('niemand')).toEqual([]);
  });

  it('filters by year and status together', () => {
    expect(filterArchive(ALL, { search: '', year: 2025, status: 'all' })).toEqual([HUBER, MAIER]);
    expect(filterArchive(ALL, { search: '', year: null, status: 'blocked' })).toEqual([PICHLER]);
    expect(filterArchive(ALL, { search: '', year: 2025, status: 'blocked' })).toEqual([]);
    expect(filterArchive(ALL, { search: 'huber', year: 2025, status: 'active' })).toEqual([HUBER]);
  });

  it('offers the years present, newest first', () => {
    expect(archiveYears(ALL)).toEqual([2025, 2024]);
    expect(archiveYears([])).toEqual([]);
  });

  it('counts like the vendors tab', () => {
    expect(archiveCounter(1, 3)).toBe('1 von 3 Einträgen gefunden');
    expect(archiveCounter(1, 1)).toBe('1 von 1 Eintrag gefunden');
  });

  it('writes the stall as number and area', () => {
    expect(archiveStallText(HUBER)).toBe('AK-12 (Arkadenhof)');
    expect(archiveStallText(MAIER)).toBeNull();
    expect(archiveStallText({ boothArea: null, boothNumber: 'SO-01' })).toBe('SO-01');
  });
});

describe('block form', () => {
  const valid = { vendorId: 'v-1', reason: 'Nicht aufgebaut', year: '2026' };

  it('accepts a vendor, a reason and a year 2020-2030', () => {
    expect(validateBlockForm(valid)).toEqual({});
    expect(validateBlockForm({ ...valid, year: '2020' })).toEqual({});
    expect(validateBlockForm({ ...valid, year: '2030' })).toEqual({});
  });

  it('needs a vendor and a reason that is more than blanks', () => {
    expect(validateBlockForm({ ...valid, vendorId: null, reason: '   ' })).toEqual({
      vendorId: 'Bitte wählen Sie einen Händler aus',
      reason: 'Bitte geben Sie einen Grund für die Sperre ein',
    });
  });

  it('refuses years outside 2020-2030 and non-numbers', () => {
    for (const year of ['2019', '2031', '', '20x5', '2025.5']) {
      expect(validateBlockForm({ ...valid, year }).year).toBe(
        'Das Jahr muss zwischen 2020 und 2030 liegen.',
      );
    }
  });

  it('defaults the year to the market year within the range', () => {
    expect(defaultArchiveYear(2026)).toBe(2026);
    expect(defaultArchiveYear(2035)).toBe(2030);
    expect(defaultArchiveYear(undefined, new Date('2027-03-01'))).toBe(2027);
  });
});

describe('seasonArchiveState', () => {
  it('allows archiving from the day after the last market day (Vienna)', () => {
    expect(seasonArchiveState('2026-12-08', '2026-12-08')).toEqual({
      state: 'too-early',
      from: '2026-12-09',
    });
    expect(seasonArchiveState('2026-12-31', '2026-11-27')).toEqual({
      state: 'too-early',
      from: '2027-01-01',
    });
    expect(seasonArchiveState('2026-12-08', '2026-12-09')).toEqual({ state: 'possible' });
  });

  it('refuses without a last market day, as the server does', () => {
    expect(seasonArchiveState(null, '2026-12-09')).toEqual({ state: 'no-market-end' });
  });
});
