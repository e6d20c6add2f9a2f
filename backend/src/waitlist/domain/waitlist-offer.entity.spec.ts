import { WaitlistEntry } from './waitlist-entry.entity.js';
import { WaitlistOffer } from './waitlist-offer.entity.js';

const now = new Date('2026-11-02T09:00:00Z');

function offer(state: WaitlistOffer['state'] = 'open', expiresAt = '2026-11-04T09:00:00Z') {
  return Object.assign(new WaitlistOffer(), { state, expiresAt: new Date(expiresAt) });
}

describe('an offer of the waiting list', () => {
  it('may be answered while open and before its end', () => {
    expect(() => offer().assertAnswerable(now)).not.toThrow();
  });

  it('answers 409 once answered or withdrawn and 410 once its time ran out', () => {
    const status = (o: WaitlistOffer) => {
      try {
        o.assertAnswerable(now);
        return null;
      } catch (error) {
        return [(error as { status: number }).status, (error as Error).message];
      }
    };
    expect(status(offer('accepted'))).toEqual([409, 'Dieses Angebot wurde bereits angenommen.']);
    expect(status(offer('declined'))).toEqual([409, 'Dieses Angebot wurde bereits abgelehnt.']);
    expect(status(offer('cancelled'))).toEqual([409, 'Dieses Angebot wurde zurückgenommen.']);
    expect(status(offer('expired'))).toEqual([410, 'Dieses Angebot ist abgelaufen.']);
    // Its end reached: expired even before the job marks it.
    expect(status(offer('open', '2026-11-02T09:00:00Z'))).toEqual([
      410,
      'Dieses Angebot ist abgelaufen.',
    ]);
  });

  it('ends once: a second ending (job and answer racing) changes nothing', () => {
    const o = offer();
    expect(o.end('declined', now)).toBe(true);
    expect(o.end('expired', now)).toBe(false);
    expect(o).toMatchObject({ state: 'declined', answeredAt: now });
  });
});

describe('an entry of the waiting list', () => {
  it('gets one offer at a time and leaves the list once', () => {
    const entry = Object.assign(new WaitlistEntry(), { state: 'waiting' as const });
    entry.offer(now);
    expect(entry.state).toBe('offered');
    expect(() => entry.offer(now)).toThrow('Für diesen Eintrag ist bereits ein Angebot offen.');
    expect(entry.remove('vendor-left', now)).toBe(true);
    expect(entry).toMatchObject({ state: 'removed', removedReason: 'vendor-left' });
    expect(entry.remove('removed-by-admin', now)).toBe(false);
    expect(entry.removedReason).toBe('vendor-left');
  });
});
