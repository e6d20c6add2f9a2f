import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it('names the page first, so browser tabs differ', () => {
    expect(pageTitle('/vendor-registration')).toBe(
      'Händler-Anmeldung | Standl – Händler- & Standplatzverwaltung',
    );
    expect(pageTitle('/admin/')).toBe('Admin-Dashboard | Standl – Händler- & Standplatzverwaltung');
    expect(pageTitle('/gibt-es-nicht')).toMatch(/^Seite nicht gefunden \| /);
  });
});
