import { Injectable } from '@nestjs/common';
import { Projection } from './projection';

/** Feature modules register their projections here at init; the event store feeds each the events it handles. */
@Injectable()
export class ProjectionRegistry {
  private readonly projections: Projection[] = [];
  /** by event type, the projections that handle it (filled as types are met) */
  private readonly handling = new Map<string, readonly Projection[]>();

  register(projection: Projection): void {
    if (this.projections.some((p) => p.name === projection.name)) return;
    this.projections.push(projection);
    this.projections.sort((a, b) => (a.stage ?? 1) - (b.stage ?? 1));
    this.handling.clear();
  }

  all(): readonly Projection[] {
    return this.projections;
  }

  /** The projections that handle events of this type, in stage order: the only ones such an event is passed to. */
  handlersOf(type: string): readonly Projection[] {
    let found = this.handling.get(type);
    if (!found) {
      found = this.projections.filter((projection) => projection.handles.has(type));
      this.handling.set(type, found);
    }
    return found;
  }
}
