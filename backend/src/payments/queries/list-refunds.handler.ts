import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { LedgerEntry } from '../domain/ledger-entry.entity.js';
import { ListRefundsQuery, type Refund } from './list-refunds.query.js';

@QueryHandler(ListRefundsQuery)
export class ListRefundsHandler implements IQueryHandler<ListRefundsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<Refund[]> {
    const [due, made] = await Promise.all([
      this.em.find(LedgerEntry, { kind: 'refund_due' }, { orderBy: { id: 'desc' } }),
      this.em.find(LedgerEntry, { kind: 'refund_made' }),
    ]);
    const settled = new Map(made.map((entry) => [entry.settlesId, entry]));
    const refunds = due.map((entry): Refund => {
      const done = settled.get(entry.id);
      return {
        entryId: entry.id,
        vendorId: entry.vendorId,
        amount: -entry.amount,
        reference: entry.reference,
        note: entry.note,
        createdAt: entry.createdAt,
        refundedAt: done?.createdAt ?? null,
        refundNote: done?.note ?? null,
      };
    });
    return [
      ...refunds.filter((refund) => !refund.refundedAt),
      ...refunds.filter((refund) => refund.refundedAt),
    ];
  }
}
