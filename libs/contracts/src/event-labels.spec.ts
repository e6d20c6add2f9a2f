import { actorName, byActor, describeEvent, describeVendorHistoryEvent } from './event-labels.js';

describe('vendor history wording', () => {
  it('tells an invoice and its cancellation with their numbers', () => {
    expect(
      describeVendorHistoryEvent('payments.invoice-issued.v1', {
        number: '2026-0003',
        kind: 'invoice',
        cancelsNumber: null,
        grossAmount: 15000,
      }),
    ).toEqual({ title: 'Rechnung erstellt', detail: '2026-0003 über 150,00\u00a0€' });
    expect(
      describeVendorHistoryEvent('payments.invoice-issued.v1', {
        number: '2026-0004',
        kind: 'cancellation',
        cancelsNumber: '2026-0003',
        grossAmount: -15000,
      }),
    ).toEqual({ title: 'Stornorechnung erstellt', detail: '2026-0004 zu Rechnung 2026-0003' });
  });

  it('leaves out events that do not belong in the history', () => {
    expect(
      describeVendorHistoryEvent('booths.booth-released.v1', { reason: 'reassigned' }),
    ).toBeNull();
    expect(describeVendorHistoryEvent('unknown.event.v1', {})).toBeNull();
  });
});

describe('vendor history of the lift', () => {
  const slot = { date: '2026-12-02', timeSlot: '06:00-06:30', appointmentType: 'setup' };

  it('tells bookings, moves, cancellations and completion with the slot', () => {
    expect(
      describeVendorHistoryEvent('lift.appointment-booked.v1', { ...slot, bookedBy: 'admin' }),
    ).toEqual({
      title: 'Lift-Termin gebucht',
      detail: 'Aufbau, 2.12.2026, 06:00-06:30 (vom Veranstalter)',
    });
    expect(
      describeVendorHistoryEvent('lift.appointment-moved.v1', {
        ...slot,
        previous: { date: '2026-12-01', timeSlot: '07:00-07:30', appointmentType: 'setup' },
      }),
    ).toEqual({
      title: 'Lift-Termin verschoben',
      detail: 'Aufbau, 2.12.2026, 06:00-06:30, vorher 1.12.2026, 07:00-07:30',
    });
    expect(
      describeVendorHistoryEvent('lift.appointment-cancelled.v1', { ...slot, by: 'vendor' }),
    ).toEqual({ title: 'Lift-Termin storniert', detail: 'Aufbau, 2.12.2026, 06:00-06:30' });
    expect(
      describeVendorHistoryEvent('lift.appointment-cancelled.v1', {
        ...slot,
        appointmentType: 'breakdown',
        by: 'admin',
      }),
    ).toEqual({ title: 'Lift-Termin gelöscht', detail: 'Abbau, 2.12.2026, 06:00-06:30' });
  });
});

describe('event wording for the Protokoll', () => {
  it('names the kind of a booking and its amount', () => {
    expect(
      describeEvent('payments.ledger-entry-booked.v1', {
        kind: 'cash_payment',
        amount: 5000,
        note: 'am Stand',
      }),
    ).toEqual({ title: 'Barzahlung verbucht', detail: '50,00\u00a0€: am Stand' });
  });

  it('tells the events the history leaves out', () => {
    expect(
      describeEvent('booths.booth-released.v1', { boothNumber: 'A-1', reason: 'reassigned' }),
    ).toEqual({ title: 'Standplatz freigegeben', detail: 'A-1: anderer Standplatz zugewiesen' });
    expect(describeEvent('market.market-settings-updated.v1', { changed: ['marketName'] })).toEqual(
      { title: 'Markteinstellungen geändert', detail: 'Geändert: marketName' },
    );
    expect(
      describeEvent('communication.mailing-queued.v1', { kind: 'direct-mail', count: 1 }),
    ).toEqual({ title: 'Direkt-E-Mail versendet', detail: '1 Empfänger' });
  });

  it('falls back to the type for one it does not know', () => {
    expect(describeEvent('unknown.event.v1', {})).toEqual({
      title: 'unknown.event.v1',
      detail: null,
    });
  });
});

describe('actors', () => {
  it('names an account by its name and the others in German', () => {
    expect(actorName('Anna Berger')).toBe('Anna Berger');
    expect(actorName('vendor')).toBe('Händler');
    expect(actorName(null)).toBe('System');
    expect(byActor('Anna Berger')).toBe('von Anna Berger');
    expect(byActor('vendor')).toBe('vom Händler');
    expect(byActor('sumup')).toBe('über SumUp');
    expect(byActor(null)).toBe('vom System');
  });
});

describe('vendor history of the vendor’s own data', () => {
  it('names the fields the vendor changed in German, and no address for the e-mail change', () => {
    expect(
      describeVendorHistoryEvent('registration.vendor-profile-updated.v1', {
        fields: ['name', 'phone'],
      }),
    ).toEqual({ title: 'Eigene Daten geändert', detail: 'Geändert: Name, Telefon' });
    expect(
      describeVendorHistoryEvent('registration.vendor-email-changed.v1', { changeId: 'c-1' }),
    ).toEqual({ title: 'E-Mail-Adresse geändert', detail: 'vom Händler über den Link bestätigt' });
  });

  it('tells the consent to the directory as given or revoked, alone or with other fields', () => {
    expect(
      describeVendorHistoryEvent('registration.vendor-profile-updated.v1', {
        fields: ['directoryConsent'],
        directoryConsent: true,
      }),
    ).toEqual({ title: 'Eigene Daten geändert', detail: 'Ausstellerverzeichnis: zugestimmt' });
    expect(
      describeVendorHistoryEvent('registration.vendor-profile-updated.v1', {
        fields: ['description', 'directoryConsent'],
        directoryConsent: false,
      }),
    ).toEqual({
      title: 'Eigene Daten geändert',
      detail: 'Geändert: Beschreibung; Ausstellerverzeichnis: widerrufen',
    });
    expect(
      describeVendorHistoryEvent('registration.vendor-registered.v1', {
        source: 'form',
        boothAssignmentPreference: 'admin',
        boothNumber: null,
        directoryConsent: true,
      }),
    ).toEqual({
      title: 'Angemeldet',
      detail: 'Standplatz durch den Veranstalter; Ausstellerverzeichnis: zugestimmt',
    });
  });

  it('tells the language the vendor chose, changed or at registration when not German (issue 33)', () => {
    expect(
      describeVendorHistoryEvent('registration.vendor-profile-updated.v1', {
        fields: ['phone', 'language'],
        language: 'en',
      }),
    ).toEqual({ title: 'Eigene Daten geändert', detail: 'Geändert: Telefon; Sprache: Englisch' });
    expect(
      describeVendorHistoryEvent('registration.vendor-profile-updated.v1', {
        fields: ['language'],
        language: 'de',
      }),
    ).toEqual({ title: 'Eigene Daten geändert', detail: 'Sprache: Deutsch' });
    const registered = (language: string) =>
      describeVendorHistoryEvent('registration.vendor-registered.v1', {
        source: 'form',
        boothAssignmentPreference: 'admin',
        boothNumber: null,
        language,
      });
    expect(registered('en').detail).toBe('Standplatz durch den Veranstalter; Sprache: Englisch');
    expect(registered('de').detail).toBe('Standplatz durch den Veranstalter');
  });

  it('tells the language the organiser set in the console, and an English vendor added by hand (decision 372)', () => {
    expect(
      describeVendorHistoryEvent('registration.vendor-changed-by-admin.v1', {
        fields: ['phone', 'language'],
        status: null,
        paymentAmount: null,
        language: 'en',
      }),
    ).toEqual({
      title: 'Vom Veranstalter geändert',
      detail: 'Geändert: Telefon; Sprache: Englisch',
    });
    expect(
      describeVendorHistoryEvent('registration.vendor-changed-by-admin.v1', {
        fields: ['language'],
        status: null,
        paymentAmount: null,
        language: 'de',
      }),
    ).toEqual({ title: 'Vom Veranstalter geändert', detail: 'Sprache: Deutsch' });
    const added = (language: string) =>
      describeVendorHistoryEvent('registration.vendor-registered.v1', {
        source: 'admin',
        boothAssignmentPreference: 'admin',
        boothNumber: null,
        language,
      });
    expect(added('en')).toEqual({
      title: 'Vom Veranstalter angelegt',
      detail: 'Sprache: Englisch',
    });
    expect(added('de')).toEqual({ title: 'Vom Veranstalter angelegt', detail: null });
  });
});
