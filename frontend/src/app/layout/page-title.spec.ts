import { i18nIn } from '../../test/i18n';
import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it('names the page first, so browser tabs differ', () => {
    const i18n = i18nIn('de');
    expect(pageTitle('/vendor-registration', i18n)).toBe(
      'Händler-Anmeldung | Standl – Händler- & Standplatzverwaltung',
    );
    expect(pageTitle('/admin/', i18n)).toBe(
      'Admin-Dashboard | Standl – Händler- & Standplatzverwaltung',
    );
    expect(pageTitle('/gibt-es-nicht', i18n)).toMatch(/^Seite nicht gefunden \| /);
  });

  it('is in the page’s language', () => {
    expect(pageTitle('/vendor-registration', i18nIn('en'))).toBe(
      'Vendor registration | Standl – Vendor & stall management',
    );
  });
});
