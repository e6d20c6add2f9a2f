import { hasOwnClosing, mailBodyHtml, mailFooterHtml, type MailContact } from './mail-body.js';

describe('mailBodyHtml', () => {
  it('makes paragraphs of blank lines and line breaks of single ones', () => {
    expect(
      mailBodyHtml(
        'Guten Tag {name},\n\nder Aufbau beginnt um 7 Uhr.\nBitte pünktlich.\r\n\r\n\r\nDanke',
      ),
    ).toBe(
      '<p>Guten Tag {name},</p>\n<p>der Aufbau beginnt um 7 Uhr.<br>\nBitte pünktlich.</p>\n<p>Danke</p>',
    );
  });

  it('escapes what is no markup, keeps typed inline tags and entities', () => {
    expect(mailBodyHtml('Preise < 5 € & "mehr"\n<b>fett</b> &amp; a<b')).toBe(
      '<p>Preise &lt; 5 € &amp; &quot;mehr&quot;<br>\n<b>fett</b> &amp; a&lt;b</p>',
    );
  });

  it('links web addresses and address placeholders, not those already in a link', () => {
    expect(
      mailBodyHtml('Infos: https://markt.example/a?b=1&c=2.\nIhr Bereich: {dashboardUrl}'),
    ).toBe(
      '<p>Infos: <a href="https://markt.example/a?b=1&amp;c=2">https://markt.example/a?b=1&amp;c=2</a>.<br>\n' +
        'Ihr Bereich: <a href="{dashboardUrl}">{dashboardUrl}</a></p>',
    );
    expect(mailBodyHtml('<a href="https://x.example">https://x.example</a>')).toBe(
      '<p><a href="https://x.example">https://x.example</a></p>',
    );
  });

  it('uses content laid out in HTML as written', () => {
    const html = '<p>Guten Tag {name},</p>\n<p>zweiter Absatz</p>';
    expect(mailBodyHtml(html)).toBe(html);
    expect(mailBodyHtml('Zeile<br>Zeile')).toBe('Zeile<br>Zeile');
  });
});

describe('hasOwnClosing', () => {
  it.each([
    'Hallo,\n\nbis Montag.\n\nLiebe Grüße\nAnna Huber',
    'Hallo,\nMit freundlichen Grüßen',
    '<p>Text</p><p>Viele Grüsse<br>Ihr Burgverein</p>',
    'Text\n\nBeste Grüße, Anna',
    'Text\nLG Anna',
    'Text\n\nMit herzlichem Gruß\nAnna\nBurgverein\nObmann',
    'Text\nServus!',
  ])('finds the greeting in %j', (content) => {
    expect(hasOwnClosing(content)).toBe(true);
  });

  it.each([
    'Guten Tag {name},\n\nder Aufbau beginnt um 7 Uhr.',
    '<p>Guten Tag {name},</p><p>Ihre Anmeldung ist bestätigt.</p>',
    'Grüße vorab!\n1\n2\n3\n4',
    'Die Belgier kommen.',
  ])('finds none in %j', (content) => {
    expect(hasOwnClosing(content)).toBe(false);
  });
});

describe('mailFooterHtml', () => {
  const contact: MailContact = {
    marketName: 'Adventmarkt <Burg>',
    organizerName: 'Burgverein',
    organizerStreet: 'Burgweg 1',
    organizerPostalCode: '1010',
    organizerCity: 'Wien',
    organizerEmail: 'info@burg.example',
    organizerPhone: '+43 1 234',
  };

  it('closes a text without greeting, then names the contact (escaped)', () => {
    expect(mailFooterHtml(contact, 'Hallo')).toBe(
      '<p>Mit freundlichen Grüßen</p>\n<p style="color:#555">Adventmarkt &lt;Burg&gt;<br>Burgverein<br>' +
        'Burgweg 1, 1010 Wien<br>E-Mail: info@burg.example<br>Telefon: +43 1 234</p>',
    );
  });

  it('adds no closing after the organiser’s own greeting, only the contact', () => {
    const footer = mailFooterHtml(contact, 'Hallo\n\nLiebe Grüße\nAnna');
    expect(footer).not.toContain('Mit freundlichen Grüßen');
    expect(footer).toMatch(/^<p style="color:#555">Adventmarkt/);
  });

  it('closes an English text in English and names e-mail and phone in English (issue 33)', () => {
    expect(mailFooterHtml(contact, 'Hello', 'en')).toBe(
      '<p>Kind regards</p>\n<p style="color:#555">Adventmarkt &lt;Burg&gt;<br>Burgverein<br>' +
        'Burgweg 1, 1010 Wien<br>E-mail: info@burg.example<br>Phone: +43 1 234</p>',
    );
    expect(mailFooterHtml(contact, 'Hello\n\nBest wishes\nAnna', 'en')).not.toContain(
      'Kind regards',
    );
    // A German greeting does not end an English text, nor an English one a German text.
    expect(hasOwnClosing('Hello\nLiebe Grüße', 'en')).toBe(false);
    expect(hasOwnClosing('Hallo\nKind regards')).toBe(false);
  });
});
