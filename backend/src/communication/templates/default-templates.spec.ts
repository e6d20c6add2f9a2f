import { unknownPlaceholders } from '@standl/contracts';
import { AUTOMATIC_TEMPLATES, invitationTemplate } from './default-templates.js';

describe('standard templates', () => {
  const all = Object.entries(AUTOMATIC_TEMPLATES);

  it.each(all)('%s uses only placeholders the product fills', (_purpose, template) => {
    expect(unknownPlaceholders(template.subject + template.content)).toEqual([]);
    expect(template.subject).not.toMatch(/[\r\n]/);
  });

  it.each(all)(
    '%s has an English text with exactly the placeholders of the German one',
    (_purpose, template) => {
      const placeholders = (text: string) =>
        [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(template.english).not.toBeNull();
      const english = template.english!;
      expect(placeholders(english.subject)).toEqual(placeholders(template.subject));
      expect(placeholders(english.content)).toEqual(placeholders(template.content));
      expect(english.subject).not.toMatch(/[\r\n]/);
      // No German word left behind in the English text.
      expect(english.content).not.toMatch(/Guten Tag|Standplatz|Zugangscode|Händler/);
    },
  );

  it('gives the access code with the registration only to vendors who chose their stall', () => {
    expect(AUTOMATIC_TEMPLATES['registration-received'].content).not.toContain('{accessCode}');
    expect(AUTOMATIC_TEMPLATES['registration-received-self'].content).toContain('{accessCode}');
    expect(AUTOMATIC_TEMPLATES['registration-received-self'].content).toContain('{paymentUrl}');
  });

  it('confirms with code, stall, area, amounts, bank details and the dashboard link', () => {
    const { content } = AUTOMATIC_TEMPLATES.confirmation;
    for (const key of [
      'accessCode',
      'boothNumber',
      'areaName',
      'totalAmount',
      'openAmount',
      'bankDetails',
      'dashboardUrl',
    ]) {
      expect(content).toContain(`{${key}}`);
    }
  });

  it("writes the invitation with the season's dates, prices, hours and the lift note, escaped", () => {
    const invitation = invitationTemplate({
      marketName: 'Advent <Burg>',
      year: 2026,
      marketPeriod: 'Freitag, 4. Dezember 2026 bis Montag, 7. Dezember 2026',
      openingHours: '10:00 bis 20:00 Uhr (letzter Tag bis 18:00 Uhr)',
      areaPrices: ['Arkadenhof (AK): 150,00 €', 'Rittersaal (RS): 120,00 €'],
    });
    expect(invitation).toMatchObject({
      name: 'Händler-Einladung',
      category: 'general',
      subject: 'Einladung zum Advent <Burg>',
    });
    expect(invitation.content).toContain('beim Advent &lt;Burg&gt; als Händler');
    expect(invitation.content).toContain('<li>Arkadenhof (AK): 150,00 €</li>');
    expect(invitation.content).toContain('Freitag, 4. Dezember 2026 bis Montag, 7. Dezember 2026');
    expect(invitation.content).toContain('letzter Tag bis 18:00 Uhr');
    expect(invitation.content).toContain('10 Minuten');
    expect(invitation.content).toContain('{registrationUrl}');
    expect(unknownPlaceholders(invitation.content)).toEqual([]);
    // Invitations go to addresses, in German (docs/decisions.md 358).
    expect(invitation.english).toBeNull();
  });

  it('says the dates follow when the season has none yet', () => {
    const invitation = invitationTemplate({
      marketName: 'Markt',
      year: 2026,
      marketPeriod: null,
      openingHours: '10:00 bis 20:00 Uhr',
      areaPrices: [],
    });
    expect(invitation.content).toContain('werden noch bekannt gegeben');
  });
});
