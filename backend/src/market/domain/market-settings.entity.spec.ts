import { defaultMarketSettings } from './default-market-settings.js';
import { MarketSettings } from './market-settings.entity.js';

function settings(change: Partial<MarketSettings>): MarketSettings {
  return Object.assign(new MarketSettings(), change);
}

const now = new Date('2026-11-21T12:00:00Z');

describe('MarketSettings.registrationState (spec 000 section 4)', () => {
  it('is disabled when the organiser switched registration off, whatever the dates', () => {
    expect(settings({ isRegistrationOpen: false }).registrationState(now)).toBe('disabled');
  });

  it('is open with blank start and end (immediately, unlimited)', () => {
    expect(settings({}).registrationState(now)).toBe('open');
  });

  it('has not started before the start', () => {
    const start = new Date('2026-11-21T12:00:01Z');
    expect(settings({ registrationStartDate: start }).registrationState(now)).toBe('not_started');
    expect(settings({ registrationStartDate: now }).registrationState(now)).toBe('open');
  });

  it('has ended after the end', () => {
    const end = new Date('2026-11-21T11:59:59Z');
    expect(settings({ registrationEndDate: end }).registrationState(now)).toBe('ended');
    expect(settings({ registrationEndDate: now }).registrationState(now)).toBe('open');
  });
});

describe('MarketSettings.toView', () => {
  it('gives every field as a plain value and the registration state at the time read', () => {
    const entity = settings({
      ...(defaultMarketSettings(2026, now) as Partial<MarketSettings>),
      bankIban: 'AT611904300234573201',
      registrationEndDate: new Date('2026-11-21T11:00:00Z'),
    });
    const view = entity.toView(now);
    expect(view).not.toBeInstanceOf(MarketSettings);
    expect(view).toEqual({ ...entity, registrationState: 'ended' });
    expect(entity.toView(new Date('2026-11-21T10:00:00Z')).registrationState).toBe('open');
  });
});
