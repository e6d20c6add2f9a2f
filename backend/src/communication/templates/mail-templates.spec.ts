import { mailTestSettings } from '../../../test/support/mail-settings.js';
import { AUTOMATIC_TEMPLATES } from './default-templates.js';
import { GERMAN_ONLY_NOTE } from '@standl/contracts';
import { MAIL_SENTENCES } from './mail-language.js';
import { PAID_IN_FULL_PARAGRAPH, renderMail, withoutOpenAmount } from './mail-templates.js';

describe('renderMail', () => {
  const settings = mailTestSettings();

  it('fills the subject as plain text and the content HTML-escaped', () => {
    const mail = renderMail(
      { subject: 'Hallo {name}', content: '<p>Guten Tag {name}, Code {accessCode}</p>' },
      { name: '<script>x</script> & Co', accessCode: 'ABCDE-FGHIJ' },
      settings,
    );
    expect(mail.subject).toBe('Hallo <script>x</script> & Co');
    expect(mail.html).toContain(
      '<p>Guten Tag &lt;script&gt;x&lt;/script&gt; &amp; Co, Code ABCDE-FGHIJ</p>',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('Guten Tag <script>x</script> & Co, Code ABCDE-FGHIJ');
  });

  it('leaves unknown placeholders and known ones without a value visible', () => {
    const mail = renderMail(
      { subject: '{unbekannt}', content: '<p>{unbekannt} {boothNumber}</p>' },
      {},
      settings,
    );
    expect(mail.subject).toBe('{unbekannt}');
    expect(mail.html).toContain('<p>{unbekannt} {boothNumber}</p>');
  });

  it("signs with the market's name and the organiser's contact, escaped and not filled", () => {
    const mail = renderMail(
      { subject: 'x', content: '<p>Hallo</p>' },
      { name: 'Anna' },
      mailTestSettings({ marketName: 'Markt <am> Berg {name}' }),
    );
    expect(mail.html).toContain('Mit freundlichen Grüßen');
    expect(mail.html).toContain('Markt &lt;am&gt; Berg {name}<br>Burgverein Hochosterwitz');
    expect(mail.html).toContain('Hochosterwitz 1, 9314 Launsdorf');
    expect(mail.text).toMatch(/^Hallo\n\nMit freundlichen Grüßen\n\nMarkt <am> Berg \{name\}/);
    expect(mail.text).toContain('E-Mail: office@burg.example.at');
    expect(mail.text).toContain('Telefon: +43 4213 2010');
  });

  it('lays typed text out in paragraphs, in the HTML and the plain-text part', () => {
    const mail = renderMail(
      { subject: 'Aufbau', content: 'Guten Tag {name},\n\nAufbau ab 7 Uhr.\nBitte pünktlich.' },
      { name: 'Anna & Co' },
      settings,
    );
    expect(mail.html).toMatch(
      /^<p>Guten Tag Anna &amp; Co,<\/p>\n<p>Aufbau ab 7 Uhr.<br>\nBitte pünktlich.<\/p>\n<p>Mit freundlichen Grüßen<\/p>/,
    );
    expect(mail.text).toMatch(
      /^Guten Tag Anna & Co,\n\nAufbau ab 7 Uhr.\nBitte pünktlich.\n\nMit freundlichen/,
    );
  });

  it("adds no closing after the organiser's own greeting, only the contact", () => {
    const mail = renderMail(
      { subject: 'x', content: 'Hallo,\n\nbis Montag!\n\nLiebe Grüße\nAnna' },
      {},
      settings,
    );
    expect(mail.html).not.toContain('Mit freundlichen Grüßen');
    expect(mail.html).toMatch(/<p>Liebe Grüße<br>\nAnna<\/p>\n<p style="color:#555">/);
    expect(mail.text).toMatch(/Liebe Grüße\nAnna\n\n.*\n.*Burgverein Hochosterwitz/);
  });
});

describe('renderMail in the vendor’s language (issue 33)', () => {
  const settings = mailTestSettings();

  it('closes an English text in English', () => {
    const mail = renderMail(
      {
        subject: 'Hello {name}',
        content: '<p>Dear {name},</p>',
        language: 'en',
        germanOnly: false,
      },
      { name: 'Anna' },
      settings,
    );
    expect(mail.subject).toBe('Hello Anna');
    expect(mail.html).toContain('<p>Kind regards</p>');
    expect(mail.html).not.toContain('Mit freundlichen Grüßen');
    expect(mail.text).toContain('Phone: +43 4213 2010');
    expect(mail.html).not.toContain(GERMAN_ONLY_NOTE);
  });

  it('puts one English line on top of a German text sent for want of English, nothing more', () => {
    const mail = renderMail(
      {
        subject: 'Hallo {name}',
        content: '<p>Guten Tag {name},</p>',
        language: 'de',
        germanOnly: true,
      },
      { name: 'Anna' },
      settings,
    );
    expect(mail.subject).toBe('Hallo Anna');
    expect(
      mail.html.startsWith(
        `<p lang="en" style="color:#555"><em>${GERMAN_ONLY_NOTE}</em></p>\n<p>Guten Tag Anna,</p>`,
      ),
    ).toBe(true);
    expect(mail.text).toMatch(
      new RegExp(`^${GERMAN_ONLY_NOTE.replace('.', '\\.')}\\n\\nGuten Tag Anna,`),
    );
    expect(mail.html).toContain('Mit freundlichen Grüßen');
  });

  it('keeps the paid-in-full sentence in the language of the text', () => {
    const content = withoutOpenAmount(
      AUTOMATIC_TEMPLATES['setup-confirmed'].english!.content,
      MAIL_SENTENCES.en.paidInFull,
    );
    expect(content).not.toContain('{openAmount}');
    expect(content).toContain('Your set-up at stall {boothNumber}');
    expect(content).toContain('Your stall fee has already been paid in full, thank you.');
  });
});

describe('withoutOpenAmount: no request for 0,00 €', () => {
  it("leaves the set-up confirmation's request for the remaining fee out and thanks instead", () => {
    const content = withoutOpenAmount(
      AUTOMATIC_TEMPLATES['setup-confirmed'].content,
      PAID_IN_FULL_PARAGRAPH,
    );

    expect(content).not.toContain('{openAmount}');
    expect(content).not.toContain('restliche Standgebühr');
    expect(content).not.toContain('{bankDetails}');
    expect(content).toContain('Ihr Aufbau am Standplatz {boothNumber}');
    expect(content).toContain('Ihre Standgebühr ist bereits vollständig bezahlt, vielen Dank.');
  });

  it('drops every paragraph naming the amount, putting the replacement once', () => {
    expect(
      withoutOpenAmount(
        '<p>A</p>\n<p>Offen: {openAmount}</p>\n<p class="x">Noch {openAmount}</p>',
        '<p>Danke</p>',
      ),
    ).toBe('<p>A</p>\n<p>Danke</p>\n');
  });

  it('drops lines in a template written without paragraphs, and leaves others alone', () => {
    expect(withoutOpenAmount('Hallo {name}\nOffen: {openAmount}\nGruß', 'Danke')).toBe(
      'Hallo {name}\nDanke\nGruß',
    );
    expect(withoutOpenAmount('<p>Hallo {name}</p>', 'Danke')).toBe('<p>Hallo {name}</p>');
  });
});
