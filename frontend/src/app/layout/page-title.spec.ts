import { marketSettings } from '../../test/fixtures';
import { pageDescription, pageTitle } from './page-title';

describe('pageTitle', () => {
  it('names the page first, so browser tabs differ', () => {
    expect(pageTitle('/vendor-registration')).toBe(
      'Händler-Anmeldung | Standl – Händler- & Standplatzverwaltung',
    );
    expect(pageTitle('/admin/')).toBe('Admin-Dashboard | Standl – Händler- & Standplatzverwaltung');
    expect(pageTitle('/gibt-es-nicht')).toMatch(/^Seite nicht gefunden \| /);
  });
});

describe('the directory’s title and description', () => {
  it('name the market’s year (its first day’s) and the market', () => {
    const settings = marketSettings({
      marketName: 'Adventmarkt Burg Hochosterwitz',
      currentYear: 2026,
      marketStartDate: '2027-12-03',
    });
    expect(pageTitle('/aussteller/', settings)).toBe(
      'Aussteller 2027 | Standl – Händler- & Standplatzverwaltung',
    );
    expect(pageDescription('/aussteller', settings)).toBe(
      'Die Aussteller 2027 am Adventmarkt Burg Hochosterwitz: wer was verkauft und wo der Stand ist, nach Bereichen, mit Suche nach Waren.',
    );
    expect(pageDescription('/impressum', settings)).toBeNull();
  });
});
