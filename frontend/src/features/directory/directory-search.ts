import type { DirectoryEntryDto } from '@standl/contracts';

/** Lower case, without accents and with 'ss' for 'ß': 'Glühwein' is found by 'gluhwein' too. */
export function searchText(text: string): string {
  return text
    .toLocaleLowerCase('de-AT')
    .replaceAll('ß', 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/** Forms of a German umlaut a visitor may type: 'glühwein', 'gluhwein' or 'gluehwein'. */
function withoutUmlautE(text: string): string {
  return text.replace(/([aou])e/g, '$1');
}

/**
 * The entries a search finds: every word of the query in the goods, the name, the stall number
 * or the area (so 'kerzen arkadenhof' narrows down). An empty query finds all. The server sends
 * the whole directory (a few hundred entries at most), so the browser searches it as one types,
 * and the server's render of '?q=' uses the same function.
 */
export function filterDirectory(
  entries: readonly DirectoryEntryDto[],
  query: string,
): DirectoryEntryDto[] {
  const words = searchText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = searchText(
      `${entry.description} ${entry.name} ${entry.boothNumber} ${entry.areaName} ${entry.areaCode}`,
    );
    const plain = withoutUmlautE(text);
    return words.every((word) => text.includes(word) || plain.includes(withoutUmlautE(word)));
  });
}

export interface DirectoryArea {
  areaId: number;
  areaCode: string;
  areaName: string;
  entries: DirectoryEntryDto[];
}

/** The entries by area, in the order the server sorted them (area, then stall number). */
export function groupByArea(entries: readonly DirectoryEntryDto[]): DirectoryArea[] {
  const areas = new Map<number, DirectoryArea>();
  for (const entry of entries) {
    let area = areas.get(entry.areaId);
    if (!area) {
      area = {
        areaId: entry.areaId,
        areaCode: entry.areaCode,
        areaName: entry.areaName,
        entries: [],
      };
      areas.set(entry.areaId, area);
    }
    area.entries.push(entry);
  }
  return [...areas.values()];
}
