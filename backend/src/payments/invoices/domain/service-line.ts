/** The invoice's one line: 'Standplatz AK-01 (Arkadenhof), Adventmarkt 2026'. */
export function serviceLine(boothNumber: string, areaName: string, marketYear: number): string {
  return `Standplatz ${boothNumber} (${areaName}), Adventmarkt ${marketYear}`;
}
