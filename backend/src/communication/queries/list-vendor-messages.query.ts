import { Query } from '@nestjs/cqrs';
import type { VendorMessage } from '../domain/vendor-message.entity.js';

/** A vendor's messages to the organiser, newest first. */
export class ListVendorMessagesQuery extends Query<VendorMessage[]> {
  constructor(readonly vendorId: string) {
    super();
  }
}
