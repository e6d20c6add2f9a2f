import { contentExcerpt, insertAt, previewHtml } from './template-text';

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
});
