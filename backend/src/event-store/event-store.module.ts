import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { EventStore } from './event-store.service';
import { IdempotencyStore } from './idempotency-store';
import { ProjectionRebuilder } from './projection-rebuilder';
import { ProjectionRegistry } from './projection-registry';

@Global()
@Module({
  imports: [CqrsModule],
  providers: [EventStore, IdempotencyStore, ProjectionRegistry, ProjectionRebuilder],
  exports: [EventStore, IdempotencyStore, ProjectionRegistry, ProjectionRebuilder],
})
export class EventStoreModule {}
