import { visitorHash } from './visitor-hash.js';

describe('visitorHash', () => {
  it('is stable for one address on one day and does not contain the address', () => {
    const hash = visitorHash('secret', '2026-11-21', '203.0.113.7');

    expect(hash).toBe(visitorHash('secret', '2026-11-21', '203.0.113.7'));
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(hash).not.toContain('203');
  });

  it('differs across days, addresses and secrets', () => {
    const hash = visitorHash('secret', '2026-11-21', '203.0.113.7');

    expect(visitorHash('secret', '2026-11-22', '203.0.113.7')).not.toBe(hash);
    expect(visitorHash('secret', '2026-11-21', '203.0.113.8')).not.toBe(hash);
    expect(visitorHash('other', '2026-11-21', '203.0.113.7')).not.toBe(hash);
  });
});
