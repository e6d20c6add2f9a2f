import { mailTextFromHtml, sanitizeMailHtml } from './mail-content.js';

describe('mail content', () => {
  it('removes scripts, handlers and javascript links but keeps formatting', () => {
    const html = sanitizeMailHtml(
      '<p onclick="x()">Hallo <b>Anna</b><script>alert(1)</script></p><a href="javascript:alert(1)">x</a><a href="https://markt.at">Markt</a>',
    );
    expect(html).toBe('<p>Hallo <b>Anna</b></p><a>x</a><a href="https://markt.at">Markt</a>');
  });

  it('writes a plain-text part with line breaks and link addresses', () => {
    expect(
      mailTextFromHtml('<p>Hallo Anna,</p><p>Ihr <a href="https://markt.at/x">Link</a></p>'),
    ).toBe('Hallo Anna,\n\nIhr Link [https://markt.at/x]');
  });
});
