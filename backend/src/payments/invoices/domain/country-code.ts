/**
 * The ISO 3166 code of a country as vendors type it ('Österreich', 'austria', 'AT',
 * 'Deutschland'): the e-invoice needs the code, the billing form stores free text. Names come
 * from the runtime's own German and English region names, so no list is kept here.
 */
const NAMES = new Map<string, string>();

function key(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z]/g, '');
}

function names(): Map<string, string> {
  if (NAMES.size > 0) return NAMES;
  const german = new Intl.DisplayNames(['de'], { type: 'region' });
  const english = new Intl.DisplayNames(['en'], { type: 'region' });
  for (let first = 65; first <= 90; first++) {
    for (let second = 65; second <= 90; second++) {
      const code = String.fromCharCode(first, second);
      const de = german.of(code);
      // Unknown codes come back as the code itself.
      if (!de || de === code) continue;
      NAMES.set(key(de), code);
      const en = english.of(code);
      if (en && en !== code) NAMES.set(key(en), code);
      NAMES.set(code.toLowerCase(), code);
    }
  }
  return NAMES;
}

/** 'Österreich' → 'AT'; null when the text names no country. */
export function countryCode(country: string): string | null {
  return names().get(key(country)) ?? null;
}
