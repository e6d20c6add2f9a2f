import { marketSettings } from '../test/fixtures';
import { i18nIn } from '../test/i18n';
import { pageHead } from './page-head';

describe('pageHead', () => {
  it('gives the directory its year and description, every other page its title', () => {
    const data = {
      '/api/market-settings': marketSettings({ marketName: 'Adventmarkt Burg Hochosterwitz' }),
      '/api/directory': { year: 2027, entries: [] },
    };
    expect(pageHead('/aussteller/', data, i18nIn('de'))).toEqual({
      title: 'Aussteller 2027 | Standl – Händler- & Standplatzverwaltung',
      description: expect.stringMatching(/^Die Aussteller 2027 am Adventmarkt Burg Hochosterwitz:/),
    });
    expect(pageHead('/impressum', data, i18nIn('de'))).toEqual({
      title: 'Impressum | Standl – Händler- & Standplatzverwaltung',
      description: null,
    });
  });
});
