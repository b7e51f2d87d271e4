import { Injectable, OnModuleInit } from '@nestjs/common';
import { Projection, ProjectionContext } from './projection';
import { ProjectionRegistry } from './projection-registry';
import { NewEvent, StoredEvent } from './stored-event';

/** A projection that joins the registry when its module starts, so the event store feeds it. */
@Injectable()
export abstract class RegisteredProjection<E extends NewEvent> implements Projection<E>, OnModuleInit {
  abstract readonly name: string;
  abstract readonly readTables: readonly string[];
  abstract readonly handles: ReadonlySet<E['type']>;
  readonly stage?: number;

  constructor(private readonly registry: ProjectionRegistry) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  abstract apply(event: StoredEvent<E>, context: ProjectionContext): Promise<void>;
}
