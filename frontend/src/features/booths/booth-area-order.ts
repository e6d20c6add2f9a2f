import { type BoothAreaDto, HOME_AREA_ORDER } from '@standl/contracts';

function rank(code: string): number {
  const index = (HOME_AREA_ORDER as readonly string[]).indexOf(code);
  return index === -1 ? HOME_AREA_ORDER.length : index;
}

export function sortBoothAreas<T extends Pick<BoothAreaDto, 'code'>>(areas: readonly T[]): T[] {
  return [...areas].sort((a, b) => rank(a.code) - rank(b.code) || a.code.localeCompare(b.code));
}

export function selectableBoothAreas<T extends BoothAreaDto>(areas: readonly T[]): T[] {
  return sortBoothAreas(areas.filter((area) => area.allowSelfSelection !== false));
}
