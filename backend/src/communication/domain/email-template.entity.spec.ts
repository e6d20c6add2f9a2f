import { EmailTemplate, mailTextFor } from './email-template.entity.js';

function template(): EmailTemplate {
  return Object.assign(new EmailTemplate(), {
    id: 1,
    name: 'Aufbau',
    category: 'general',
    subject: 'Aufbau am Montag',
    content: '<p>Guten Tag {name}</p>',
  });
}

describe('an e-mail template in two languages (issue 33)', () => {
  it('is German only until it gets an English subject and text', () => {
    const aufbau = template();
    expect(aufbau.english).toBeNull();
    expect(aufbau.textFor('de')).toEqual({
      subject: 'Aufbau am Montag',
      content: '<p>Guten Tag {name}</p>',
      language: 'de',
      germanOnly: false,
    });
    // An English vendor gets the German, marked for the note on top.
    expect(aufbau.textFor('en')).toMatchObject({
      subject: 'Aufbau am Montag',
      language: 'de',
      germanOnly: true,
    });
  });

  it('writes to an English vendor in English once it has both, and to a German one in German', () => {
    const aufbau = template();
    aufbau.setEnglish('  Set-up on Monday ', '<p>Dear {name}</p>');
    expect(aufbau).toMatchObject({
      subjectEn: 'Set-up on Monday',
      contentEn: '<p>Dear {name}</p>',
    });
    expect(aufbau.textFor('en')).toEqual({
      subject: 'Set-up on Monday',
      content: '<p>Dear {name}</p>',
      language: 'en',
      germanOnly: false,
    });
    expect(aufbau.textFor('de')).toMatchObject({ subject: 'Aufbau am Montag', language: 'de' });
  });

  it('has no English when either half is blank or missing', () => {
    for (const [subject, content] of [
      ['Set-up', '   '],
      ['', '<p>Dear {name}</p>'],
      [null, '<p>Dear {name}</p>'],
      [undefined, undefined],
    ] as const) {
      const aufbau = template();
      aufbau.setEnglish('Set-up', '<p>Dear</p>');
      aufbau.setEnglish(subject, content);
      expect(aufbau).toMatchObject({ subjectEn: null, contentEn: null });
      expect(aufbau.textFor('en').germanOnly).toBe(true);
    }
  });
});

describe('mailTextFor', () => {
  const german = { subject: 'Betreff', content: 'Text' };
  const english = { subject: 'Subject', content: 'Text (en)' };

  it('chooses the language’s text, German for German vendors and for want of English', () => {
    expect(mailTextFor(german, english, 'en')).toEqual({
      ...english,
      language: 'en',
      germanOnly: false,
    });
    expect(mailTextFor(german, english, 'de')).toEqual({
      ...german,
      language: 'de',
      germanOnly: false,
    });
    expect(mailTextFor(german, null, 'en')).toEqual({
      ...german,
      language: 'de',
      germanOnly: true,
    });
  });
});
