import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetMarketSettingsQuery } from '../../market/index.js';
import {
  VendorBlockedEvent,
  VendorBlockPermanenceChangedEvent,
  VendorUnblockedEvent,
} from '../../registration/index.js';
import type { TransactionScope } from '../../shared/events/domain-transaction.js';
import {
  type EventReactor,
  ReactsTo,
  type StoredEvent,
} from '../../shared/events/event-reactor.js';
import { blockedVendorData } from '../commands/blocked-vendor-data.js';
import { blockInArchive, liftBlocks, markBlocksOfVendor } from '../domain/block-list.js';

/**
 * Blocking a vendor anywhere (vendors tab, detail dialog, jobs) puts their e-mail on the block
 * list: a blocked archive entry with the vendor's name, e-mail, stall and amounts, so the block
 * outlives the vendor row (docs/decisions.md 77, 81), marked permanent as the vendor's block is. Unblocking
 * lifts the blocks of the vendor and of their address. Idempotent: a second run finds the entry
 * as it left it.
 */
@Injectable()
@ReactsTo('archive.block-list', [
  VendorBlockedEvent.TYPE,
  VendorUnblockedEvent.TYPE,
  VendorBlockPermanenceChangedEvent.TYPE,
])
export class BlockListReactor implements EventReactor {
  constructor(private readonly queryBus: QueryBus) {}

  async react(event: StoredEvent, { em }: TransactionScope): Promise<void> {
    if (event.type === VendorBlockPermanenceChangedEvent.TYPE) {
      // Only the vendor's blocked entries change: nothing to read about the vendor.
      const { canBeUnblocked } = event.payload as VendorBlockPermanenceChangedEvent['payload'];
      await markBlocksOfVendor(em, event.aggregateId, canBeUnblocked);
      return;
    }
    const vendor = await blockedVendorData(this.queryBus, event.aggregateId);
    if (event.type === VendorUnblockedEvent.TYPE) {
      await liftBlocks(em, { vendorId: event.aggregateId, email: vendor?.email });
      return;
    }
    // Gone (deleted before this ran) or unblocked again since: nothing to put on the list.
    if (!vendor?.isBlocked) return;
    const { reason } = event.payload as VendorBlockedEvent['payload'];
    const { currentYear } = await this.queryBus.execute(new GetMarketSettingsQuery());
    await blockInArchive(em, vendor, reason, undefined, currentYear, event.occurredAt);
  }
}
