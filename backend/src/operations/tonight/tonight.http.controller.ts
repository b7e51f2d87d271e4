import { Controller, Get, Header } from '@nestjs/common';
import type { Tonight } from '@tribal/contracts';
import { TonightSchema } from '@tribal/contracts';
import { AdminOnly } from '../../access/admin-only.guard';
import { Answers, ApiTag } from '../../common/api-answers';
import { TonightFigures } from './tonight-figures';

/** GET /api/admin/tonight: the admin dashboard's Tonight panel asks every couple of seconds. */
@ApiTag('Operations')
@Controller('api/admin/tonight')
export class TonightController {
  constructor(private readonly figures: TonightFigures) {}

  @Get()
  @AdminOnly()
  @Header('Cache-Control', 'no-store')
  @Answers(TonightSchema, 'The Tonight panel: figures of every process added up')
  tonight(): Promise<Tonight> {
    return this.figures.tonight();
  }
}
