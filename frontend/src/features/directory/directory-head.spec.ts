import { i18nIn } from '../../test/i18n';
import { directoryHead } from './directory-head';

describe('directoryHead', () => {
  it('names the year and the market for the tab and for search engines', () => {
    expect(directoryHead(2027, 'Adventmarkt Burg Hochosterwitz', i18nIn('de'))).toEqual({
      title: 'Aussteller 2027 | Standl – Händler- & Standplatzverwaltung',
      description:
        'Die Aussteller 2027 am Adventmarkt Burg Hochosterwitz: wer was verkauft und wo der Stand ist, nach Bereichen, mit Suche nach Waren.',
    });
  });
});
