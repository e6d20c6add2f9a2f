import { headerText, isDeliverableAddress } from './mail-address.js';

describe('mail addresses and header texts', () => {
  it('accepts a plain address and refuses lists, names and line breaks', () => {
    expect(isDeliverableAddress('anna.huber@example.at')).toBe(true);
    expect(isDeliverableAddress('anna@example.at\r\nBcc: boss@example.at')).toBe(false);
    expect(isDeliverableAddress('anna@example.at, bob@example.at')).toBe(false);
    expect(isDeliverableAddress('Anna <anna@example.at>')).toBe(false);
    expect(isDeliverableAddress('keine-adresse')).toBe(false);
    expect(isDeliverableAddress(`${'a'.repeat(250)}@x.at`)).toBe(false);
  });

  it('turns line breaks in subjects and names into spaces', () => {
    expect(headerText('Hallo\r\nBcc: boss@example.at', 300)).toBe('Hallo Bcc: boss@example.at');
    expect(headerText('  Anna\n\tHuber  ', 200)).toBe('Anna Huber');
    expect(headerText('x'.repeat(400), 300)).toHaveLength(300);
  });
});
