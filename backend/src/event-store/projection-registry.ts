import { Injectable } from '@nestjs/common';
import { Projection } from './projection';

/** Feature modules register their projections here at init; the event store feeds every one of them. */
@Injectable()
export class ProjectionRegistry {
  private readonly projections: Projection[] = [];

  register(projection: Projection): void {
    if (this.projections.some((p) => p.name === projection.name)) return;
    this.projections.push(projection);
    this.projections.sort((a, b) => (a.stage ?? 1) - (b.stage ?? 1));
  }

  all(): readonly Projection[] {
    return this.projections;
  }
}
