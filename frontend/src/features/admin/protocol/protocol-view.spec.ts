import type { AuditLogEntryDto } from '@standl/contracts';
import { groupByDay, personFilter, personLabel, personValue } from './protocol-view';

const entry = (id: string, day: string) => ({ id, day }) as AuditLogEntryDto;

describe('protocol view', () => {
  it('groups the entries by their day in the order they come', () => {
    const days = groupByDay([
      entry('3', '2026-11-21'),
      entry('2', '2026-11-21'),
      entry('1', '2026-11-20'),
    ]);
    expect(days.map((day) => [day.day, day.entries.map((e) => e.id)])).toEqual([
      ['2026-11-21', ['3', '2']],
      ['2026-11-20', ['1']],
    ]);
  });

  it('turns a person into the filter and back', () => {
    expect(personValue({ accountId: 5, actor: 'Anna Berger' })).toBe('account:5');
    expect(personValue({ accountId: null, actor: 'vendor' })).toBe('actor:vendor');
    expect(personFilter('account:5')).toEqual({ accountId: 5 });
    expect(personFilter('actor:vendor')).toEqual({ actor: 'vendor' });
    expect(personFilter('')).toEqual({});
    expect(personLabel({ actor: 'sumup', count: 3 })).toBe('SumUp (3)');
  });
});
