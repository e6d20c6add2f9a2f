import type { DirectoryEntryDto } from '@standl/contracts';
import { filterDirectory, groupByArea, searchText } from './directory-search';

function entry(overrides: Partial<DirectoryEntryDto>): DirectoryEntryDto {
  return {
    name: 'Kerzenzieherei Huber',
    description: 'Handgezogene Bienenwachskerzen',
    boothId: 1,
    boothNumber: 'AK-01',
    areaId: 1,
    areaCode: 'AK',
    areaName: 'Arkadenhof',
    placement: null,
    ...overrides,
  };
}

const ENTRIES = [
  entry({}),
  entry({
    name: 'Glühweinstand Gruber',
    description: 'Glühwein, Punsch und Maroni',
    boothId: 2,
    boothNumber: 'AK-02',
  }),
  entry({
    name: 'Drechslerei Moser',
    description: 'Holzspielzeug und Krippenfiguren',
    boothId: 9,
    boothNumber: 'RS-01',
    areaId: 2,
    areaCode: 'RS',
    areaName: 'Rondell',
  }),
];

describe('filterDirectory', () => {
  it('finds goods by part of a word, case and accents aside, with all words of the query', () => {
    const names = (query: string) => filterDirectory(ENTRIES, query).map((found) => found.name);
    expect(names('KERZEN')).toEqual(['Kerzenzieherei Huber']);
    expect(names('gluhwein')).toEqual(['Glühweinstand Gruber']);
    expect(names('gluehwein')).toEqual(['Glühweinstand Gruber']);
    expect(names('  spielzeug   rondell ')).toEqual(['Drechslerei Moser']);
    expect(names('spielzeug arkadenhof')).toEqual([]);
    expect(names('ak-02')).toEqual(['Glühweinstand Gruber']);
    expect(names('')).toHaveLength(3);
  });

  it('reads ß as ss', () => {
    expect(searchText('Straße')).toBe('strasse');
    expect(filterDirectory([entry({ description: 'Süße Krapfen' })], 'suesse')).toHaveLength(1);
  });
});

describe('groupByArea', () => {
  it('keeps the server’s order of areas and stalls', () => {
    expect(groupByArea(ENTRIES).map((area) => [area.areaName, area.entries.length])).toEqual([
      ['Arkadenhof', 2],
      ['Rondell', 1],
    ]);
  });
});
