import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { EventStore } from './event-store.service';
import { ProjectionRebuilder } from './projection-rebuilder';
import { ProjectionRegistry } from './projection-registry';

@Global()
@Module({
  imports: [CqrsModule],
  providers: [EventStore, ProjectionRegistry, ProjectionRebuilder],
  exports: [EventStore, ProjectionRegistry, ProjectionRebuilder],
})
export class EventStoreModule {}
