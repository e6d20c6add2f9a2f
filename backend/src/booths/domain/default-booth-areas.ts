/** The four areas created on first start (prices in cents); counts are editable later. */
export const DEFAULT_BOOTH_AREAS = [
  { code: 'AK', name: 'Arkadenhof', price: 15000, booths: 24 },
  { code: 'RS', name: 'Rittersaal', price: 12000, booths: 12 },
  { code: 'BK', name: 'Burgkeller', price: 7500, booths: 12 },
  { code: 'SO', name: 'Sonderplatz', price: 7000, booths: 6 },
] as const;
