import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { JobsModule } from '../shared/jobs/jobs.module.js';
import {
  AcceptWaitlistOfferHandler,
  DeclineWaitlistOfferHandler,
  ExpireWaitlistOffersHandler,
  OfferFreeStallsHandler,
  OfferWaitlistStallHandler,
} from './commands/offer.handlers.js';
import { WaitlistBook } from './commands/waitlist-book.js';
import {
  DeleteVendorWaitlistHandler,
  JoinWaitlistHandler,
  RemoveFromWaitlistHandler,
  ReorderWaitlistHandler,
} from './commands/waitlist.handlers.js';
import { WaitlistEntry } from './domain/waitlist-entry.entity.js';
import { WaitlistOffer } from './domain/waitlist-offer.entity.js';
import { AdminWaitlistController } from './http/admin-waitlist.controller.js';
import { WaitlistController } from './http/waitlist.controller.js';
import { ExpireWaitlistOffersJob } from './jobs/expire-waitlist-offers.job.js';
import {
  GetVendorWaitlistHandler,
  GetWaitlistHandler,
  GetWaitlistOfferHandler,
} from './queries/waitlist.query-handlers.js';
import { VendorLeavesWaitlistReactor } from './reactions/vendor-leaves-waitlist.reactor.js';
import { WaitlistChainReactor } from './reactions/waitlist-chain.reactor.js';

/** The waiting lists of the areas and their offers (issue 31, docs/decisions.md 256-270). */
@Module({
  imports: [MikroOrmModule.forFeature([WaitlistEntry, WaitlistOffer]), JobsModule],
  controllers: [WaitlistController, AdminWaitlistController],
  providers: [
    WaitlistBook,
    JoinWaitlistHandler,
    RemoveFromWaitlistHandler,
    DeleteVendorWaitlistHandler,
    ReorderWaitlistHandler,
    OfferFreeStallsHandler,
    OfferWaitlistStallHandler,
    AcceptWaitlistOfferHandler,
    DeclineWaitlistOfferHandler,
    ExpireWaitlistOffersHandler,
    GetVendorWaitlistHandler,
    GetWaitlistHandler,
    GetWaitlistOfferHandler,
    WaitlistChainReactor,
    VendorLeavesWaitlistReactor,
    ExpireWaitlistOffersJob,
  ],
})
export class WaitlistModule {}
