import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { describeVendorHistoryEvent } from '@standl/contracts';
import { DomainEventRecord } from '../../shared/events/domain-event-record.entity.js';
import { GetVendorHistoryQuery, type VendorHistoryEntry } from './get-vendor-history.query.js';

@QueryHandler(GetVendorHistoryQuery)
export class GetVendorHistoryHandler implements IQueryHandler<GetVendorHistoryQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ vendorId }: GetVendorHistoryQuery): Promise<VendorHistoryEntry[]> {
    const rows = await this.em.find(
      DomainEventRecord,
      {
        $or: [
          { aggregateType: 'vendor', aggregateId: vendorId },
          { aggregateType: 'booth', payload: { vendorId } },
        ],
      },
      {
        orderBy: [{ occurredAt: 'desc' }, { id: 'desc' }],
        limit: 500,
        // Read only: the events are not kept in the request's identity map.
        disableIdentityMap: true,
      },
    );
    return rows.flatMap((row) => {
      // The wording is the contract's, shared with the Protokoll (docs/decisions.md 218).
      const text = describeVendorHistoryEvent(row.type, row.payload);
      if (!text) return [];
      return [
        {
          id: String(row.id),
          occurredAt: row.occurredAt,
          type: row.type,
          actor: row.actor ?? null,
          actorAccountId: row.actorAccountId ?? null,
          ...text,
        },
      ];
    });
  }
}
