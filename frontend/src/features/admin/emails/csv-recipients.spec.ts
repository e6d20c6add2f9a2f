import { distinctAddressCount, checkCsvFile, parseRecipientCsv } from './csv-recipients';

function recipients(text: string) {
  const result = parseRecipientCsv(text);
  if (!result.ok) throw new Error(result.title);
  return result.recipients;
}

describe('CSV recipients (spec 001 section 5)', () => {
  it('reads semicolons with quotes and skips a header line', () => {
    expect(
      recipients('Name;E-Mail\n"Anna Huber";"anna@example.at"\n\'Bert\';bert@example.at\n'),
    ).toEqual([
      { name: 'Anna Huber', email: 'anna@example.at' },
      { name: 'Bert', email: 'bert@example.at' },
    ]);
  });

  it('uses commas when there is no semicolon, handles BOM, CRLF and empty lines', () => {
    expect(
      recipients(
        '\uFEFFname,email\r\nAnna,anna@example.at\r\n\r\n"Huber, Bert",bert@example.at\r\n',
      ),
    ).toEqual([
      { name: 'Anna', email: 'anna@example.at' },
      { name: 'Huber, Bert', email: 'bert@example.at' },
    ]);
  });

  it('keeps only rows with two fields whose second has an @, each address once', () => {
    const result = parseRecipientCsv(
      'Anna;anna@example.at\nnur ein Feld\nBert;keine-adresse\nAnna2;ANNA@example.at',
    );
    expect(result).toEqual({
      ok: true,
      recipients: [{ name: 'Anna', email: 'anna@example.at' }],
      skipped: 3,
    });
  });

  it("keeps names like '<script>' as plain text", () => {
    expect(recipients('<script>alert(1)</script>;x@example.at')[0]!.name).toBe(
      '<script>alert(1)</script>',
    );
  });

  it('says so when nothing valid is found', () => {
    expect(parseRecipientCsv('Name;E-Mail\nAnna;ohne\n')).toEqual({
      ok: false,
      title: 'Keine gültigen E-Mails gefunden',
      description: 'Bitte überprüfen Sie das CSV-Format (Name,E-Mail oder Name;E-Mail)',
    });
  });

  it('refuses binary content, other file types, big files and too many rows', () => {
    expect(parseRecipientCsv('a;b@c.at\u0000\u0001')).toMatchObject({
      ok: false,
      title: 'Ungültiger Dateityp',
    });
    expect(checkCsvFile({ name: 'liste.xlsx', size: 10 })).toMatchObject({
      title: 'Ungültiger Dateityp',
    });
    expect(checkCsvFile({ name: 'liste.CSV', size: 10 })).toBeNull();
    expect(checkCsvFile({ name: 'gross.csv', size: 5 * 1024 * 1024 })).toMatchObject({
      title: 'Datei zu groß',
    });
    const many = Array.from({ length: 10_000 }, (_, i) => `H${i};h${i}@example.at`).join('\n');
    expect(parseRecipientCsv(many)).toMatchObject({ ok: false, title: 'Zu viele Zeilen' });
  });
});

describe('distinctAddressCount', () => {
  it('counts each address once, whatever its case', () => {
    expect(
      distinctAddressCount([
        { email: 'a@example.at' },
        { email: ' A@Example.at' },
        { email: 'b@example.at' },
      ]),
    ).toBe(2);
  });
});
