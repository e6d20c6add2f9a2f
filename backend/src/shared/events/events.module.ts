import { Global, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DomainEventRecord } from './domain-event-record.entity.js';
import { DomainTransaction } from './domain-transaction.js';

@Global()
@Module({
  imports: [MikroOrmModule.forFeature([DomainEventRecord])],
  providers: [DomainTransaction],
  exports: [DomainTransaction],
})
export class EventsModule {}
