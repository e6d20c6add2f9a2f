import type { MarketSettingsDto } from '@standl/contracts';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { apiError, stubApi } from '../../test/api-stub';
import { marketSettings } from '../../test/fixtures';
import { i18nIn } from '../../test/i18n';
import { renderWithProviders } from '../../test/render';
import { freeWithdrawalDeadline, withdrawalPeriod } from './content/withdrawal-terms';
import { formatLongDay, formatLongPeriod, formatLongPeriodPhrase } from './content/season-dates';
import { AgbPage } from './routes/AgbPage';
import { DatenschutzPage } from './routes/DatenschutzPage';
import { ImpressumPage } from './routes/ImpressumPage';
import { TeilnahmebedingungenPage } from './routes/TeilnahmebedingungenPage';
import { noDates, renderSeeded, settings2026, tableRows as rows } from './testing';

/**
 * The legal pages in English (issue 33): full translations of the German texts with the season's
 * values in English formats, and a notice at the top that only the German version is binding.
 */
afterEach(() => vi.unstubAllGlobals());

const NOTICE =
  'This is a translation for your convenience. Only the German version is legally binding.';

/** A page in English with the 2026 season (or `settings`) in the cache. */
function renderEnglish(page: ReactElement, route: string, settings?: MarketSettingsDto) {
  return renderSeeded(page, route, { settings, locale: 'en' });
}

function text(element: HTMLElement = screen.getByRole('article')): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ');
}

/** No German wording left in a text whose values (names, places) are not German words. */
function expectNoGerman(content: string) {
  expect(content).not.toMatch(/\b(Uhr|Händler|Standgebühr|Veranstalter|Anmeldung|der|und|bis)\b/);
}

describe('legal pages in English', () => {
  it('AGB: English text, the notice that German is binding, the season in English formats', () => {
    renderEnglish(<AgbPage />, '/agb');
    expect(
      screen.getByRole('heading', { level: 1, name: 'General Terms and Conditions' }),
    ).toBeInTheDocument();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    expect(screen.getByTestId('legal-translation-notice')).toHaveTextContent(NOTICE);
    expect(screen.getByText('Version: December 2025')).toBeInTheDocument();
    expect(
      screen.getByText('for vendors taking part in Adventmarkt Burg Hochosterwitz'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /^§\s1 Scope$/ })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: /^§\s4 Fees and payment$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Table of contents' })).toBeInTheDocument();

    const all = text();
    expect(all).toContain(
      'Set-up takes place from 30 November to 3 December 2026. By the time the market opens on the first market day (4 December 2026, 11:00), the stall must be fully set up and ready for business.',
    );
    expect(all).toContain('as a rule, must be completed by 10 December 2026');
    expect(all).toContain(
      'The market is open from 4 to 7 December 2026, daily from 11:00 to 19:00; on the last market day (7 December 2026) it closes at 18:00.',
    );
    expect(all).toContain(
      'free of charge up to four weeks before the market opens, that is up to and including 6 November 2026.',
    );
    expect(all).toContain('50% of the stall fee');
    expect(all).toContain('a deposit of €10.00');
    expect(all).toContain('between Burgverein Adventzauber (hereinafter the “organiser”)');
    expectNoGerman(all.replace(/St\. Veit an der Glan/g, ''));

    // The anchors stay those of the German text, so a deep link works in both languages.
    const fees = document.getElementById('agb-gebuehren-und-zahlung')!;
    expect(rows(fees)).toEqual([
      'AreaStall fee',
      'Arkadenhof (AK)€160.00',
      'Rittersaal (RS)€120.00',
      'Burgkeller (BK)€80.00',
      'Sonderplatz (SO)€70.00',
    ]);
    expect(
      within(fees).getByText(
        'The stall fee for the 2026 market per stall for the entire duration of the market is:',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'markt@burg-advent.at' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('the German AGB carry no translation notice', () => {
    renderSeeded(<AgbPage />, '/agb', { locale: 'de' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('legal-translation-notice')).not.toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    expect(screen.queryByText(/Übersetzung/)).not.toBeInTheDocument();
  });

  it('Terms of Participation: times table, withdrawal terms and contact in English', () => {
    renderEnglish(<TeilnahmebedingungenPage />, '/teilnahmebedingungen');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Terms of Participation' }),
    ).toBeInTheDocument();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    expect(screen.getByText('Version: August 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1. Market times' })).toBeInTheDocument();
    expect(rows(document.getElementById('teilnahme-marktzeiten')!)).toEqual([
      'Market days4 to 7 December 2026',
      'Opening hoursdaily 11:00 – 19:00',
      'Last market day (7 December 2026)11:00 – 18:00',
    ]);
    const all = text();
    expect(all).toContain(
      'Set up during the set-up period from 30 November to 3 December 2026, at the latest on the first market day (4 December 2026) from 07:00.',
    );
    expect(all).toContain(
      'You can withdraw your registration free of charge up to four weeks before the market opens (up to and including 6 November 2026); after that, 50% of the stall fee is payable.',
    );
    expect(all).toContain('for a deposit of €10.00');
    expectNoGerman(all.replace(/St\. Veit an der Glan/g, ''));
    const contact = within(screen.getAllByTestId('organizer-contact')[0]!);
    expect(contact.getByText('Austria')).toBeInTheDocument();
    expect(contact.getByText(/Phone:/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check status' })).toHaveAttribute(
      'href',
      '/vendor-status',
    );
  });

  it('Terms of Participation without dates say the dates follow', () => {
    const open = marketSettings({
      ...settings2026,
      ...noDates,
      withdrawalFreeDays: 10,
      withdrawalFeePercent: 0,
    });
    renderEnglish(<TeilnahmebedingungenPage />, '/teilnahmebedingungen', open);
    expect(rows(document.getElementById('teilnahme-marktzeiten')!)[0]).toBe(
      'Market daysDates to follow',
    );
    expect(text()).toContain(
      'You can withdraw your registration free of charge up to 10 days before the market opens, and later without a fee as well.',
    );
  });

  it('Privacy Policy and legal notice in English', () => {
    renderEnglish(<DatenschutzPage />, '/datenschutz');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: '9. Automatic deletion' }),
    ).toBeInTheDocument();
    expect(text()).toContain('lapse automatically after 30 minutes');
    expect(screen.getByRole('link', { name: 'www.dsb.gv.at' })).toHaveAttribute(
      'href',
      'https://www.dsb.gv.at',
    );
  });

  it('legal notice in English, with placeholders when the settings are missing', async () => {
    stubApi({});
    renderWithProviders(<ImpressumPage />, { route: '/impressum', locale: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Legal notice' })).toBeInTheDocument();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    expect(screen.getByText('Organiser of the Advent market')).toBeInTheDocument();
    expect(
      await screen.findByText(/organiser's contact details could not be loaded/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Liability for links' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Media owner, publisher and organiser')).toBeInTheDocument();
  });

  it('AGB without settings say so in English', async () => {
    stubApi({ 'GET /api/market-settings': () => apiError(503, 'Nicht verfügbar') });
    renderWithProviders(<AgbPage />, { route: '/agb', locale: 'en' });
    expect(
      await screen.findByText(/The market's current dates could not be loaded just now/),
    ).toBeInTheDocument();
    expect(screen.getByText('for vendors taking part in the Advent market')).toBeInTheDocument();
    expect(text()).toContain('Set-up takes place during the set-up period set by the organiser.');
  });
});

describe('season wording in English', () => {
  const en = i18nIn('en');

  it('writes days and periods the British way', () => {
    expect(formatLongDay('2027-01-02', en)).toBe('2 January 2027');
    expect(formatLongPeriod('2026-12-04', '2026-12-07', en)).toBe('4 to 7 December 2026');
    expect(formatLongPeriod('2026-11-30', '2026-12-03', en)).toBe('30 November to 3 December 2026');
    expect(formatLongPeriod('2026-12-30', '2027-01-02', en)).toBe(
      '30 December 2026 to 2 January 2027',
    );
    expect(formatLongPeriodPhrase('2026-12-04', '2026-12-07', en)).toBe(
      'from 4 to 7 December 2026',
    );
    expect(formatLongPeriodPhrase('2026-12-04', '2026-12-04', en)).toBe('on 4 December 2026');
  });

  it('words the withdrawal deadline', () => {
    expect(withdrawalPeriod(28, en)).toBe('four weeks');
    expect(withdrawalPeriod(7, en)).toBe('one week');
    expect(withdrawalPeriod(91, en)).toBe('13 weeks');
    expect(withdrawalPeriod(1, en)).toBe('one day');
    expect(withdrawalPeriod(10, en)).toBe('10 days');
    expect(freeWithdrawalDeadline(28, en)).toBe('four weeks before the market opens');
    expect(freeWithdrawalDeadline(0, en)).toBe('the first market day');
  });
});
