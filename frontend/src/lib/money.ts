/**
 * Euros as an organiser types them in Austria or with a dot ('150', '150,5', '12.50',
 * '1.500,00', '20 €') in integer cents; null for anything else. More than two decimals is
 * refused, not rounded: '1.500' could mean 1,50 € or 1.500 €.
 */
export function parseEuroToCents(input: string): number | null {
  let value = input.replace(/[\s\u00a0€]/g, '');
  if (/^\d{1,3}(\.\d{3})+,\d{1,2}$/.test(value)) value = value.replaceAll('.', '');
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
