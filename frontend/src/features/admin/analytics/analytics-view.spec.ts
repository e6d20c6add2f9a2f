import {
  formatCount,
  formatLongDay,
  formatShare,
  formatShortDay,
  funnelStages,
} from './analytics-view';
import { analyticsReport } from './testing';

describe('analytics view', () => {
  it('formats numbers, shares and days the Austrian way', () => {
    // de-AT groups thousands with a (no-break) space.
    expect(formatCount(12345)).toMatch(/^12\s345$/);
    expect(formatShare(1, 3)).toMatch(/^33,3\s%$/);
    expect(formatShare(1, 0)).toBe('–');
    expect(formatShortDay('2026-11-20')).toBe('20. Nov.');
    expect(formatLongDay('2026-11-20')).toBe('Fr., 20.11.2026');
  });

  it('lays the funnel out from started over the steps to completed, with German step names', () => {
    expect(funnelStages(analyticsReport().funnel)).toEqual([
      { key: 'started', label: 'Anmeldung begonnen', sessions: 12, dropped: 2 },
      {
        key: 'step-booth_assignment_self',
        label: 'Standplatz selbst wählen',
        sessions: 8,
        dropped: 1,
      },
      {
        key: 'step-booth_selected',
        label: 'Standplatz auf Karte gewählt',
        sessions: 6,
        dropped: 2,
      },
      { key: 'completed', label: 'Abgeschlossen', sessions: 7, dropped: null },
    ]);
  });
});
