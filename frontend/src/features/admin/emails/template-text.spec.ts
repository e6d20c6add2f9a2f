import {
  contentExcerpt,
  englishIncomplete,
  englishOf,
  insertAt,
  previewHtml,
  previewSubject,
} from './template-text';

describe('template texts in the editor', () => {
  it('shows the first 200 characters as plain text', () => {
    expect(contentExcerpt('<p>Guten Tag {name},</p><p>vielen&nbsp;Dank &amp; bis bald</p>')).toBe(
      'Guten Tag {name}, vielen Dank & bis bald',
    );
    expect(contentExcerpt(`<p>${'a'.repeat(300)}</p>`)).toBe(`${'a'.repeat(200)}…`);
  });

  it('inserts a placeholder at the cursor or over the selection', () => {
    expect(insertAt('Hallo !', '{name}', { start: 6, end: 6 })).toEqual({
      text: 'Hallo {name}!',
      cursor: 12,
    });
    expect(insertAt('Hallo Welt', '{name}', { start: 6, end: 10 })).toEqual({
      text: 'Hallo {name}',
      cursor: 12,
    });
  });

  it('fills sample values into the preview, escaped', () => {
    expect(previewHtml('<p>{name}: {unbekannt}</p>')).toBe(
      '<p>Kerzenzieherei Huber: {unbekannt}</p>',
    );
  });

  it('previews typed text in paragraphs with the footer the server adds', () => {
    const contact = {
      marketName: 'Adventmarkt',
      organizerName: 'Burgverein',
      organizerStreet: 'Burgweg 1',
      organizerPostalCode: '1010',
      organizerCity: 'Wien',
      organizerEmail: 'info@burg.example',
      organizerPhone: '+43 1 234',
    };
    expect(previewHtml('Hallo {name},\n\nAufbau ab 7 Uhr.', contact)).toBe(
      '<p>Hallo Kerzenzieherei Huber,</p>\n<p>Aufbau ab 7 Uhr.</p>\n<p>Mit freundlichen Grüßen</p>\n' +
        '<p style="color:#555">Adventmarkt<br>Burgverein<br>Burgweg 1, 1010 Wien<br>' +
        'E-Mail: info@burg.example<br>Telefon: +43 1 234</p>',
    );
    expect(previewHtml('Hallo,\n\nLiebe Grüße\nAnna', contact)).not.toContain(
      'Mit freundlichen Grüßen',
    );
  });

  it('previews an English text with English values and the English closing (issue 33)', () => {
    const contact = {
      marketName: 'Adventmarkt',
      organizerName: 'Burgverein',
      organizerStreet: 'Burgweg 1',
      organizerPostalCode: '1010',
      organizerCity: 'Wien',
      organizerEmail: 'info@burg.example',
      organizerPhone: '+43 1 234',
    };
    const html = previewHtml('Dear {name},\n\nStill open: {openAmount}', contact, 'en');
    expect(html).toContain('<p>Still open: €140.00</p>');
    expect(html).toContain('<p>Kind regards</p>');
    expect(html).toContain('Phone: +43 1 234');
    expect(previewSubject('Your stall {boothNumber}: {status}', 'en')).toBe(
      'Your stall AK-07: Confirmed',
    );
  });

  it('sends the English version only when one is written, and tells half of one', () => {
    expect(englishOf({ subjectEn: ' ', contentEn: '' })).toEqual({});
    expect(englishOf({ subjectEn: 'Set-up', contentEn: 'Dear {name}' })).toEqual({
      subjectEn: 'Set-up',
      contentEn: 'Dear {name}',
    });
    expect(englishIncomplete('Set-up', '  ')).toBe(true);
    expect(englishIncomplete('', 'Dear {name}')).toBe(true);
    expect(englishIncomplete('', '')).toBe(false);
    expect(englishIncomplete('Set-up', 'Dear {name}')).toBe(false);
  });
});
