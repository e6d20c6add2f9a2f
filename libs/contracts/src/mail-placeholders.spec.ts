import { fillPlaceholders, unknownPlaceholders } from './mail-placeholders.js';

describe('mail placeholders', () => {
  it('fills known placeholders and escapes values in HTML', () => {
    expect(
      fillPlaceholders(
        '<p>Hallo {name}, Ihr Code: {accessCode}</p>',
        { name: '<script>alert(1)</script> & Co', accessCode: 'ABCDE12345' },
        { html: true },
      ),
    ).toBe('<p>Hallo &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co, Ihr Code: ABCDE12345</p>');
  });

  it('leaves unknown placeholders and missing values visible', () => {
    expect(fillPlaceholders('{name} {vorname} {liftDate}', { name: 'Anna' }, { html: false })).toBe(
      'Anna {vorname} {liftDate}',
    );
    expect(unknownPlaceholders('Hallo {vorname} {name} {vorname} {Firma}')).toEqual([
      'vorname',
      'Firma',
    ]);
  });
});
