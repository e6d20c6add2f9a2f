import { outboxReason } from './outbox-labels';

describe('outbox reasons', () => {
  it('names automatic mails by their purpose and organiser mails by their cause', () => {
    expect(
      outboxReason({ purpose: 'confirmation', cause: 'registration.vendor-booth-assigned.v1' }),
    ).toBe('Bestätigung mit Zugangscode');
    expect(outboxReason({ purpose: null, cause: 'mass-mail' })).toBe('Massen-E-Mail');
    expect(outboxReason({ purpose: null, cause: 'test.unknown' })).toBe('test.unknown');
  });
});
