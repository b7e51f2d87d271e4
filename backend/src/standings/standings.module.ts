import { Module } from '@nestjs/common';
import { StandingsProjection } from './standings.projection';

@Module({ providers: [StandingsProjection], exports: [StandingsProjection] })
export class StandingsModule {}
