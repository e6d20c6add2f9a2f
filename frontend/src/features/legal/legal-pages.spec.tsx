import { screen, within } from '@testing-library/react';
import { marketSettings } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { apiError, stubApi } from '../../test/api-stub';
import { SEASON_UNAVAILABLE_NOTICE } from './components/season-notice';
import { AGB_SECTION_TITLES } from './content/agb';
import { DATENSCHUTZ_SECTION_TITLES } from './content/datenschutz';
import { IMPRESSUM_SECTION_TITLES } from './content/impressum';
import { TEILNAHME_SECTION_TITLES } from './content/teilnahmebedingungen';
import { ORGANIZER_PLACEHOLDER_NAME } from './hooks/use-organizer';
import { AgbPage } from './routes/AgbPage';
import { DatenschutzPage } from './routes/DatenschutzPage';
import { ImpressumPage } from './routes/ImpressumPage';
import { TeilnahmebedingungenPage } from './routes/TeilnahmebedingungenPage';
import { noDates, renderSeeded, serve, settings2026, tableRows as feeRows } from './testing';

afterEach(() => vi.unstubAllGlobals());

function article(): HTMLElement {
  return screen.getByRole('article');
}

/** The page's text without its own version line ('Stand: Dezember 2025' stays on purpose). */
function textWithoutStand(): string {
  return (article().textContent ?? '').replace(/Stand: \w+ 2025/, '').replace(/\s+/g, ' ');
}

/** No date, year or price of an old season and no unfilled value. */
function expectNoOldSeason() {
  const text = textWithoutStand();
  expect(text).not.toMatch(/2025/);
  expect(text).not.toMatch(/null|undefined|NaN/);
}

/** …and, once loaded, no gap where a value was left out. */
function expectSeasonTextClean() {
  expectNoOldSeason();
  expect(textWithoutStand()).not.toMatch(/\(\s*\)|\(\s|\s[,.;)]|,,/);
}

function expectOrganizerShown() {
  const blocks = screen.getAllByTestId('organizer-contact');
  expect(blocks.length).toBeGreaterThan(0);
  const contact = within(blocks[0]!);
  expect(contact.getByText('Burgverein Adventzauber')).toBeInTheDocument();
  expect(contact.getByText('Burgweg 1')).toBeInTheDocument();
  expect(contact.getByText('9300 St. Veit an der Glan')).toBeInTheDocument();
  expect(contact.getByRole('link', { name: 'markt@burg-advent.at' })).toHaveAttribute(
    'href',
    'mailto:markt@burg-advent.at',
  );
  expect(contact.getByRole('link', { name: '+43 4212 12345' })).toHaveAttribute(
    'href',
    'tel:+43421212345',
  );
}

function expectBackToHome() {
  expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/');
}

function section(prefix: string, id: string): HTMLElement {
  return document.getElementById(`${prefix}-${id}`)!;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('legal pages', () => {
  it('AGB: title, Stand, ten § sections, organiser and back link', () => {
    renderSeeded(<AgbPage />, '/agb');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('für die Teilnahme von Händlern am Adventmarkt Burg Hochosterwitz'),
    ).toBeInTheDocument();
    expect(screen.getByText('Stand: Dezember 2025')).toBeInTheDocument();
    expect(AGB_SECTION_TITLES).toHaveLength(10);
    AGB_SECTION_TITLES.forEach((title, index) => {
      expect(
        screen.getByRole('heading', {
          level: 2,
          name: new RegExp(`^§\\s${index + 1} ${escape(title)}$`),
        }),
      ).toBeInTheDocument();
    });
    expect(screen.getByText(/St\. Veit an der Glan/, { selector: 'li' })).toBeInTheDocument();
    expect(screen.getAllByText(/Burgverein Adventzauber/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'markt@burg-advent.at' })).toHaveAttribute(
      'href',
      'mailto:markt@burg-advent.at',
    );
    expectBackToHome();
  });

  it('AGB follow the 2026 settings: dates, withdrawal deadline, hours, fees of the areas', () => {
    renderSeeded(<AgbPage />, '/agb');
    const text = textWithoutStand();
    expect(text).toContain(
      'Der Aufbau erfolgt vom 30. November bis 3. Dezember 2026. Zur Marktöffnung am ersten Markttag (4. Dezember 2026, 11:00 Uhr)',
    );
    expect(text).toContain('in der Regel bis 10. Dezember 2026 abzuschließen');
    expect(text).toContain(
      'Der Markt ist vom 4. bis 7. Dezember 2026 täglich von 11:00 bis 19:00 Uhr geöffnet, am letzten Markttag (7. Dezember 2026) bis 18:00 Uhr.',
    );
    expect(text).toContain(
      'bis vier Wochen vor Marktbeginn, das ist bis einschließlich 6. November 2026, kostenfrei',
    );
    expect(text).toContain(
      'Bei einem späteren Rücktritt sind 50 % der Standgebühr des zugewiesenen oder reservierten Standplatzes zu bezahlen',
    );
    expect(text).toContain('Die Standgebühr für den Markt 2026 beträgt je Standplatz');

    const fees = section('agb', 'gebuehren-und-zahlung');
    expect(feeRows(fees)).toEqual([
      'BereichStandgebühr',
      'Arkadenhof (AK)160,00 €',
      'Rittersaal (RS)120,00 €',
      'Burgkeller (BK)80,00 €',
      'Sonderplatz (SO)70,00 €',
    ]);
    expect(within(fees).getByText('160,00 €')).toBeInTheDocument();
    expect(within(fees).queryByText('150,00 €')).not.toBeInTheDocument();
    expect(screen.getAllByText(/Anzahlung von 10,00 €/).length).toBeGreaterThan(0);
    expectSeasonTextClean();
  });

  it('Teilnahmebedingungen: Stand August 2025, sections 1-10, contact and back link', () => {
    renderSeeded(<TeilnahmebedingungenPage />, '/teilnahmebedingungen');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Teilnahmebedingungen' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Stand: August 2025')).toBeInTheDocument();
    expect(TEILNAHME_SECTION_TITLES).toHaveLength(10);
    TEILNAHME_SECTION_TITLES.forEach((title, index) => {
      expect(
        screen.getByRole('heading', { level: 2, name: `${index + 1}. ${title}` }),
      ).toBeInTheDocument();
    });
    expect(screen.getByText(/Eine Weitergabe führt zum Ausschluss/)).toBeInTheDocument();
    expectOrganizerShown();
    expectBackToHome();
  });

  it('Teilnahmebedingungen follow the 2026 settings', () => {
    renderSeeded(<TeilnahmebedingungenPage />, '/teilnahmebedingungen');
    const hours = section('teilnahme', 'marktzeiten');
    expect(within(hours).getByText('4. bis 7. Dezember 2026')).toBeInTheDocument();
    expect(feeRows(hours)).toEqual([
      'Markttage4. bis 7. Dezember 2026',
      'Öffnungszeitentäglich 11:00 – 19:00 Uhr',
      'Letzter Markttag (7. Dezember 2026)11:00 – 18:00 Uhr',
    ]);
    const text = textWithoutStand();
    expect(text).toContain(
      'Aufbau in der Aufbauzeit vom 30. November bis 3. Dezember 2026, spätestens am ersten Markttag (4. Dezember 2026) ab 07:00 Uhr.',
    );
    expect(text).toContain('in der Regel bis 10. Dezember 2026 abschließen');
    expect(text).toContain(
      'bis vier Wochen vor Marktbeginn (bis einschließlich 6. November 2026) kostenfrei zurücktreten; danach sind 50 % der Standgebühr zu bezahlen.',
    );
    const payments = section('teilnahme', 'zahlungen');
    expect(within(payments).getByText('160,00 €')).toBeInTheDocument();
    expect(
      within(payments).getByText(
        'Die Standgebühr für den Markt 2026 gilt für die gesamte Marktdauer:',
      ),
    ).toBeInTheDocument();
    expectSeasonTextClean();
  });

  it('loads the season from the server and shows no old values while it loads', async () => {
    serve();
    renderWithProviders(<TeilnahmebedingungenPage />, { route: '/teilnahmebedingungen' });
    // First render: skeletons stand in for the season's values, nothing of 2025 shows.
    expect(screen.getAllByTestId('season-value-loading').length).toBeGreaterThan(0);
    expect(article()).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(/150,00/)).not.toBeInTheDocument();
    expectNoOldSeason();

    expect(await screen.findByText('4. bis 7. Dezember 2026')).toBeInTheDocument();
    expect(await screen.findByText('160,00 €')).toBeInTheDocument();
    expect(screen.queryAllByTestId('season-value-loading')).toHaveLength(0);
    expect(article()).not.toHaveAttribute('aria-busy');
    expectSeasonTextClean();
  });

  it('reads well when the settings leave the dates open', () => {
    const open = marketSettings({ ...settings2026, ...noDates });
    renderSeeded(<AgbPage />, '/agb', { settings: open });
    const text = textWithoutStand();
    expect(text).toContain('Der Aufbau erfolgt in der vom Veranstalter festgelegten Aufbauzeit.');
    expect(text).toContain('Zur Marktöffnung am ersten Markttag (11:00 Uhr) muss der Stand');
    expect(text).toContain(
      'in der Regel innerhalb der vom Veranstalter festgelegten Abbauzeit abzuschließen',
    );
    expect(text).toContain(
      'Der Markt ist an den vom Veranstalter angekündigten Markttagen täglich von 11:00 bis 19:00 Uhr geöffnet, am letzten Markttag bis 18:00 Uhr.',
    );
    expect(text).toContain(
      'Der Händler kann bis vier Wochen vor Marktbeginn kostenfrei von seiner Anmeldung zurücktreten.',
    );
    expect(screen.getByText('160,00 €')).toBeInTheDocument();
    expectSeasonTextClean();
  });

  it('Teilnahmebedingungen without dates say the dates follow', () => {
    const open = marketSettings({ ...settings2026, ...noDates });
    renderSeeded(<TeilnahmebedingungenPage />, '/teilnahmebedingungen', { settings: open });
    expect(feeRows(section('teilnahme', 'marktzeiten'))).toEqual([
      'MarkttageTermine folgen',
      'Öffnungszeitentäglich 11:00 – 19:00 Uhr',
      'Letzter Markttag11:00 – 18:00 Uhr',
    ]);
    const text = textWithoutStand();
    expect(text).toContain('Aufbau in der Aufbauzeit, spätestens am ersten Markttag ab 07:00 Uhr.');
    expect(text).toContain('bis vier Wochen vor Marktbeginn kostenfrei zurücktreten');
    expectSeasonTextClean();
  });

  it('withdrawal deadline and fee follow the settings', () => {
    const threeWeeks = marketSettings({
      ...settings2026,
      withdrawalFreeDays: 21,
      withdrawalFeePercent: 30,
    });
    renderSeeded(<AgbPage />, '/agb', { settings: threeWeeks });
    const text = textWithoutStand();
    expect(text).toContain(
      'bis drei Wochen vor Marktbeginn, das ist bis einschließlich 13. November 2026, kostenfrei',
    );
    expect(text).toContain('Bei einem späteren Rücktritt sind 30 % der Standgebühr');
    expect(text).not.toContain('vier Wochen');
    expect(text).not.toContain('50 %');
    expect(text).toContain('im Händler-Dashboard („Anmeldung zurückziehen“)');
    expectSeasonTextClean();
  });

  it('a later withdrawal reads free when the settings charge 0 %', () => {
    const tenDaysFree = marketSettings({
      ...settings2026,
      withdrawalFreeDays: 10,
      withdrawalFeePercent: 0,
    });
    renderSeeded(<TeilnahmebedingungenPage />, '/teilnahmebedingungen', {
      settings: tenDaysFree,
    });
    const text = textWithoutStand();
    expect(text).toContain(
      'bis 10 Tage vor Marktbeginn (bis einschließlich 24. November 2026) kostenfrei zurücktreten, auch später ohne Gebühr.',
    );
    expect(text).not.toContain('der Standgebühr zu bezahlen');
    expectSeasonTextClean();
  });

  it('says where the fees are published when no area can be read', () => {
    renderSeeded(<AgbPage />, '/agb', { areas: [] });
    const fees = section('agb', 'gebuehren-und-zahlung');
    expect(within(fees).queryByRole('table')).not.toBeInTheDocument();
    expect(
      within(fees).getByText(/Die aktuellen Beträge je Bereich stehen auf der Startseite/),
    ).toBeInTheDocument();
    expectSeasonTextClean();
  });

  it('Datenschutz: all sections, organiser as controller, authority and back link', () => {
    renderSeeded(<DatenschutzPage />, '/datenschutz');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' }),
    ).toBeInTheDocument();
    DATENSCHUTZ_SECTION_TITLES.forEach((title, index) => {
      expect(
        screen.getByRole('heading', { level: 2, name: `${index + 1}. ${title}` }),
      ).toBeInTheDocument();
    });
    expect(screen.getByText(/Art\. 6 Abs\. 1 lit\. b DSGVO – Durchführung/)).toBeInTheDocument();
    expect(screen.getAllByText(/gesalzenen, täglich wechselnden Hashwert/).length).toBeGreaterThan(
      0,
    );
    expect(
      screen.getByText(/ausschließlich eine verschlüsselte Händlerkennung/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'www.dsb.gv.at' })).toHaveAttribute(
      'href',
      'https://www.dsb.gv.at',
    );
    expectOrganizerShown();
    expectBackToHome();
  });

  it('Datenschutz says what is kept and for how long', () => {
    renderSeeded(<DatenschutzPage />, '/datenschutz');
    const deletion = (section('datenschutz', 'automatische-loeschung').textContent ?? '').replace(
      /\s+/g,
      ' ',
    );
    expect(deletion).toContain('Zwei Monate nach Marktende');
    expect(deletion).toContain(
      'nur Name, E-Mail-Adresse, Marktjahr, Standplatz, Bereich, die Beträge (Standgebühr, Bezahltes und Zahlungsart), der Status und gegebenenfalls eine Sperre samt Grund',
    );
    expect(deletion).toContain('sieben Jahre lang auf, gerechnet ab dem Ende des Kalenderjahres');
    expect(deletion).toContain('nach 14 Monaten automatisch gelöscht');
    expect(deletion).toContain('keine IP-Adressen');
    expect(deletion).toContain('nur eine verschlüsselte Händlerkennung');
    expect(deletion).toContain(
      'Zeitpunkt, Händlerkennung und die scannende Person des Veranstalters',
    );
    expect(deletion).toContain('bis der Veranstalter die Sperre aufhebt');
    expect(deletion).toContain('als JSON-Datei herunterladen');
    const rights = section('datenschutz', 'betroffenenrechte').textContent ?? '';
    expect(rights).toMatch(/als JSON-Datei herunterladen/);
    expect(rights).toMatch(/Löschung auf Wunsch/);
  });

  it('Impressum: organiser, developer notice, version 2025.1, disclaimer and back link', () => {
    renderSeeded(<ImpressumPage />, '/impressum');
    expect(screen.getByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    IMPRESSUM_SECTION_TITLES.forEach((title) => {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    });
    expect(screen.getByText('2025.1')).toBeInTheDocument();
    expect(screen.getByText(/© 2025 Standl/)).toBeInTheDocument();
    expect(screen.getByText(/„Adventmarkt Burg Hochosterwitz“/)).toBeInTheDocument();
    for (const tech of ['React', 'NestJS', 'PostgreSQL']) {
      expect(screen.getByText(tech)).toBeInTheDocument();
    }
    expect(
      screen.getByRole('heading', { level: 3, name: 'Haftung für Links' }),
    ).toBeInTheDocument();
    expectOrganizerShown();
    expectBackToHome();
  });

  it('shows placeholders when the market settings are not available', async () => {
    stubApi({});
    renderWithProviders(<ImpressumPage />, { route: '/impressum' });
    expect(screen.getByText(ORGANIZER_PLACEHOLDER_NAME)).toBeInTheDocument();
    expect(
      await screen.findByText(/Kontaktdaten des Veranstalters konnten gerade nicht geladen werden/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Veranstaltung des Adventmarkts und Vergabe/)).toBeInTheDocument();
    expectBackToHome();
  });

  it('AGB without settings: a notice, no old dates, no gaps', async () => {
    stubApi({ 'GET /api/market-settings': () => apiError(503, 'Nicht verfügbar') });
    renderWithProviders(<AgbPage />, { route: '/agb' });
    expect(await screen.findByText(SEASON_UNAVAILABLE_NOTICE)).toBeInTheDocument();
    expect(screen.getByText('für die Teilnahme von Händlern am Adventmarkt')).toBeInTheDocument();
    expect(textWithoutStand()).toContain('in der vom Veranstalter festgelegten Aufbauzeit');
    expectSeasonTextClean();
  });
});
