import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { VendorMessage } from '../domain/vendor-message.entity.js';
import { ListVendorMessagesQuery } from './list-vendor-messages.query.js';

@QueryHandler(ListVendorMessagesQuery)
export class ListVendorMessagesHandler implements IQueryHandler<ListVendorMessagesQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ vendorId }: ListVendorMessagesQuery): Promise<VendorMessage[]> {
    return this.em.find(
      VendorMessage,
      { vendorId },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
  }
}
