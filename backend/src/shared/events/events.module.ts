import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DomainEventRecord } from './domain-event-record.entity.js';
import { DomainTransaction } from './domain-transaction.js';
import { EventReaction } from './event-reaction.entity.js';
import { EventReactors } from './event-reactors.js';
import { ReactionWorker } from './reaction-worker.js';

@Global()
@Module({
  imports: [DiscoveryModule, MikroOrmModule.forFeature([DomainEventRecord, EventReaction])],
  providers: [DomainTransaction, EventReactors, ReactionWorker],
  exports: [DomainTransaction, ReactionWorker],
})
export class EventsModule {}
