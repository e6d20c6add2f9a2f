import { outboxReason } from './outbox-labels';

describe('outbox reasons', () => {
  it('names automatic mails by their purpose and organiser mails by their cause', () => {
    expect(
      outboxReason({ purpose: 'confirmation', cause: 'registration.vendor-booth-assigned.v1' }),
    ).toBe('Bestätigung mit Zugangscode');
    expect(outboxReason({ purpose: null, cause: 'mass-mail' })).toBe('Massen-E-Mail');
    expect(outboxReason({ purpose: null, cause: 'test.unknown' })).toBe('test.unknown');
  });

  it('names who sent a mail by hand', () => {
    expect(outboxReason({ purpose: null, cause: 'direct-mail', requestedBy: 'Anna Berger' })).toBe(
      'Einzel-E-Mail von Anna Berger',
    );
    expect(
      outboxReason({ purpose: 'team-invitation', cause: 'x', requestedBy: 'Anna Berger' }),
    ).toBe('Einladung ins Team von Anna Berger');
    expect(outboxReason({ purpose: null, cause: 'mass-mail', requestedBy: null })).toBe(
      'Massen-E-Mail',
    );
  });
});
