import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import {
  CAST_IMPORT_MESSAGES,
  type Castaway,
  type CastImportPreview,
  type CastImportRow,
  castawayNameKey,
} from '@tribal/contracts';
import { DomainError } from '../../../common/domain-error';
import { fold } from '../../../event-store/decider';
import { EventStore } from '../../../event-store/event-store.service';
import {
  type CastawayState,
  type CastLine,
  castawayDecider,
  planCastImport,
  tribesAt,
} from '../../domain/castaway.decider';
import { castawayStreamId } from '../../domain/castaway.events';
import { listCastaways } from '../../queries/castaway-rows.sql';
import { type CastCsv, readCastCsv } from './cast-csv';

/**
 * POST /api/seasons/{n}/cast: a season's cast from a CSV file. A dry run answers the preview and saves nothing;
 * a save appends the events (through the season's castaway stream) and answers the file's castaways as saved.
 */
export class ImportCast extends Command<CastImportPreview | Castaway[]> {
  constructor(
    readonly season: number,
    readonly csv: string,
    readonly dryRun: boolean,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

const lineOf = (row: CastImportRow): CastLine => ({
  name: row.name,
  age: row.age as number,
  occupation: row.occupation,
  tribe: row.tribe,
});

/** Each row of the read file with its values, problems and what saving it would do (rows with problems do nothing). */
export function previewCastImport(season: number, read: CastCsv, state: CastawayState): CastImportPreview {
  const rows: CastImportRow[] = read.rows.map((row) => ({ ...row, action: null, castawayId: null }));
  let sound = rows.filter((row) => row.problems.length === 0);
  planCastImport(state, sound.map(lineOf)).forEach((plan, i) => {
    Object.assign(sound[i], plan);
  });
  // A tribe of the season is spelled as the season spells it, unless the file respells every castaway on it.
  const named = new Set(sound.map((row) => row.castawayId));
  const seasonSpelling = new Map(
    [...tribesAt(state, 1)].filter(([id]) => !named.has(id)).map(([, tribe]) => [castawayNameKey(tribe), tribe]),
  );
  for (const row of sound) {
    const spelled = seasonSpelling.get(castawayNameKey(row.tribe));
    if (spelled === undefined || spelled === row.tribe) continue;
    row.problems.push(CAST_IMPORT_MESSAGES.tribeSpellingInSeason(spelled, season));
    Object.assign(row, { action: null, castawayId: null });
  }
  sound = sound.filter((row) => row.problems.length === 0);
  const counts = { add: 0, update: 0, unchanged: 0 };
  for (const row of sound) if (row.action) counts[row.action]++;
  const valid = read.fileProblems.length === 0 && sound.length === rows.length;
  return { season, fileProblems: read.fileProblems, rows, counts, valid };
}

/** The 400 of a save with problems: the first one names its row; `errors` lists every one. */
function refusal(preview: CastImportPreview): DomainError {
  const problems = [
    ...preview.fileProblems.map((message) => ({ field: 'file', message })),
    ...preview.rows.flatMap((row) =>
      row.problems.map((problem) => ({
        field: `row ${row.row}`,
        message: CAST_IMPORT_MESSAGES.rowProblem(row.row, problem),
      })),
    ),
  ];
  return new DomainError(400, problems[0].message, problems);
}

@CommandHandler(ImportCast)
export class ImportCastHandler implements ICommandHandler<ImportCast> {
  constructor(private readonly store: EventStore) {}

  async execute({ season, csv, dryRun, idempotencyKey }: ImportCast): Promise<CastImportPreview | Castaway[]> {
    // Read before the transaction: a large file takes many turns of the event loop, and holds no lock meanwhile.
    const read = await readCastCsv(csv);
    // A dry run is a read: no idempotency record, and a shared lock so that it never waits on another preview.
    return this.store.execute('ImportCast', dryRun ? undefined : idempotencyKey, async (tx) => {
      const streamId = castawayStreamId(season);
      const history = await tx.readStream(streamId, { lock: dryRun ? 'shared' : 'exclusive' });
      const state = fold(castawayDecider, history);
      const preview = previewCastImport(season, read, state);
      if (dryRun) return preview;
      if (!preview.valid) throw refusal(preview);
      const cast = preview.rows.map(lineOf);
      const events = castawayDecider.decide({ type: 'ImportCast', season, cast }, state);
      const appended = events.length
        ? await tx.append(streamId, history.length, events, { actor: 'admin', commandId: idempotencyKey })
        : [];
      const saved = planCastImport(fold(castawayDecider, [...history, ...appended]), cast);
      const byId = new Map((await listCastaways(tx.manager, season)).map((c) => [c.id, c]));
      return saved.map(({ castawayId }) => byId.get(castawayId as number) as Castaway);
    });
  }
}
