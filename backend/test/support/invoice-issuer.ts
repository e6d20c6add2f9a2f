/** The issuer data the tests save with PUT /api/admin/invoice-settings before issuing invoices. */
export const TEST_ISSUER = {
  legalName: 'Burgverein Hochosterwitz',
  street: 'Hochosterwitz 1',
  postalCode: '9314',
  city: 'Launsdorf',
  country: 'Österreich',
  uid: 'ATU12345678',
  companyRegister: 'ZVR 123456789',
  vatMode: 'standard',
  vatRate: 20,
  footer: 'Zahlbar ohne Abzug.',
};
