import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { describeVendorEvent } from '../domain/vendor-history.js';
import { GetVendorHistoryQuery, type VendorHistoryEntry } from './get-vendor-history.query.js';

interface EventRow {
  id: string;
  type: string;
  payload: Record<string, unknown>;
  actor: string | null;
  occurred_at: Date;
}

@QueryHandler(GetVendorHistoryQuery)
export class GetVendorHistoryHandler implements IQueryHandler<GetVendorHistoryQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ vendorId }: GetVendorHistoryQuery): Promise<VendorHistoryEntry[]> {
    const rows = await this.em.execute<EventRow[]>(
      `select id, type, payload, actor, occurred_at from domain_event
       where (aggregate_type = 'vendor' and aggregate_id = ?)
          or (aggregate_type = 'booth' and payload->>'vendorId' = ?)
       order by occurred_at desc, id desc limit 500`,
      [vendorId, vendorId],
    );
    return rows.flatMap((row) => {
      const text = describeVendorEvent(row.type, row.payload);
      if (!text) return [];
      return [
        {
          id: String(row.id),
          occurredAt: new Date(row.occurred_at),
          type: row.type,
          actor: row.actor,
          ...text,
        },
      ];
    });
  }
}
