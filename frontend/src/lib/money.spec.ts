import { parseEuroToCents } from './money';

describe('parseEuroToCents', () => {
  it.each([
    ['150', 15000],
    ['150,5', 15050],
    ['75,50', 7550],
    ['150.50', 15050],
    [' 0,01 ', 1],
    ['0', 0],
    ['1.500,00', 150000],
    ['1.234.567,89', 123456789],
    [' 20 € ', 2000],
    ['20\u00a0€', 2000],
  ])('reads %j as %i cents', (input, cents) => {
    expect(parseEuroToCents(input)).toBe(cents);
  });

  it.each(['', '-5', 'abc', '1.500', '1,500.00', '12,345', '1e3', '5,5,5', '12.34,5'])(
    'refuses %j',
    (input) => {
      expect(parseEuroToCents(input)).toBeNull();
    },
  );
});
