import { ArchiveEntry } from './archive-entry.entity.js';

function entry(): ArchiveEntry {
  return Object.assign(new ArchiveEntry(), {
    id: 1,
    name: 'Kerzen Huber',
    email: 'huber@example.at',
    year: 2026,
    archivedAt: new Date('2026-12-10T10:00:00Z'),
  });
}

describe('ArchiveEntry block and unblock', () => {
  it('blocks with the reason and answers whether anything changed', () => {
    const archived = entry();
    expect(archived.block('Nicht aufgebaut', undefined, true)).toBe(true);
    expect(archived).toMatchObject({
      status: 'blocked',
      reason: 'Nicht aufgebaut',
      accessBlocked: true,
      year: 2026,
    });
    expect(archived.block('Nicht aufgebaut', undefined, true)).toBe(false);
    expect(archived.block('Nicht aufgebaut', 2026, true)).toBe(false);
    expect(archived.block('Nicht aufgebaut', 2025, true)).toBe(true);
    expect(archived.year).toBe(2025);
    expect(archived.block('Offene Rechnung', undefined, true)).toBe(true);
    expect(archived.reason).toBe('Offene Rechnung');
  });

  it('unblocks once and keeps the reason as history', () => {
    const archived = entry();
    archived.block('Nicht aufgebaut', undefined, true);
    expect(archived.unblock()).toBe(true);
    expect(archived).toMatchObject({
      status: 'active',
      accessBlocked: false,
      reason: 'Nicht aufgebaut',
    });
    expect(archived.unblock()).toBe(false);
  });
});
