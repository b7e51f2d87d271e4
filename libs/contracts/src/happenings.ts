import { z } from 'zod';
import { nameText } from './common';
import { CountedCategory } from './rubric';
import { episodeRangeMessage, WIDEST_EPISODE_RANGES } from './seasons';

/**
 * Live scoring (issue 10): the admin records each happening of an episode as it airs; each one is an event of the
 * season's score stream carrying its points per castaway, so every point can be traced to a moment of the episode.
 */

/** Happenings about one castaway, and the counted category each one adds 1 to (spec §9 points). */
export const CASTAWAY_HAPPENING_CATEGORY = {
  individualRewardWin: 'individualRewardWins',
  idolObtained: 'idolObtained',
  advantageObtained: 'advantageObtained',
  playedIdolAdvantage: 'playedIdolAdvantage',
  advantageAbandoned: 'advantageAbandoned',
  idolAbandoned: 'idolAbandoned',
  shotInDarkWin: 'shotInDarkWin',
} as const satisfies Record<string, CountedCategory>;
export type TribeHappeningKind = keyof typeof TRIBE_HAPPENING_CATEGORY;
type CastawayHappeningKind = keyof typeof CASTAWAY_HAPPENING_CATEGORY;
const CASTAWAY_HAPPENING_KINDS = Object.keys(CASTAWAY_HAPPENING_CATEGORY) as [
  CastawayHappeningKind,
  ...CastawayHappeningKind[],
];

export const TRIBE_HAPPENING_CATEGORY = {
  tribeImmunityWin: 'tribeImmunityWins',
  tribeRewardWin: 'tribeRewardWins',
} as const satisfies Record<string, CountedCategory>;

const castawayId = z
  .number({ message: 'castawayId must be a castaway id (a number)' })
  .int('castawayId must be a castaway id (a number)')
  .positive('castawayId must be a castaway id (a number)')
  .max(2 ** 31 - 1, 'castawayId must be a castaway id (a number)');
const tribe = nameText('tribe must be a tribe name', 60);

export const VoteSchema = z
  .object({ voter: castawayId, target: castawayId, nullified: z.boolean().optional() })
  .strict();
export type Vote = z.infer<typeof VoteSchema>;

/** POST /api/scores/{season}/{episode}/happenings */
export const HappeningRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.enum(['tribeImmunityWin', 'tribeRewardWin']), tribe }).strict(),
    z.object({ kind: z.literal('individualImmunityWin'), castawayId }).strict(),
    z.object({ kind: z.enum(CASTAWAY_HAPPENING_KINDS), castawayId }).strict(),
    z
      .object({
        kind: z.literal('tribalCouncil'),
        votes: z
          .array(VoteSchema, { message: 'votes must be a list' })
          .min(1, 'votes: record at least one vote')
          .max(40),
        votedOut: z
          .array(castawayId, { message: 'votedOut must be a list of castaway ids' })
          .min(1, 'votedOut: name who went home')
          .max(5),
      })
      .strict(),
    z
      .object({
        kind: z.literal('finalPlacement'),
        castawayId,
        place: z
          .number({ message: 'place must be 1, 2 or 3' })
          .int('place must be 1, 2 or 3')
          .min(1, 'place must be 1, 2 or 3')
          .max(3, 'place must be 1, 2 or 3'),
      })
      .strict(),
  ],
  {
    message:
      'kind must be one of tribeImmunityWin, tribeRewardWin, individualImmunityWin, individualRewardWin, idolObtained, advantageObtained, playedIdolAdvantage, advantageAbandoned, idolAbandoned, shotInDarkWin, tribalCouncil, finalPlacement',
  },
);
export type HappeningRequest = z.infer<typeof HappeningRequestSchema>;
type HappeningKind = HappeningRequest['kind'];

/** The answer to a recorded happening: its id, the score stream's version after it, its points per castaway. */
export const HappeningResponseSchema = z.object({
  id: z.number(),
  version: z.number(),
  points: z.record(z.string(), z.number()),
});
export type HappeningResponse = z.infer<typeof HappeningResponseSchema>;

/**
 * One line of an episode's feed, in the order things happened. A grid save appears as a `correction`; an undone
 * happening stays in the feed, marked `undone` (its points no longer count).
 */
const FeedItemSchema = z.object({
  /** the happening's position in the season's score stream: unique in the season, ordered */
  id: z.number(),
  season: z.number(),
  episode: z.number(),
  kind: z.enum([
    ...(Object.keys(TRIBE_HAPPENING_CATEGORY) as TribeHappeningKind[]),
    'individualImmunityWin',
    ...CASTAWAY_HAPPENING_KINDS,
    'tribalCouncil',
    'finalPlacement',
    'correction',
  ] satisfies Array<HappeningKind | 'correction'>),
  /** ISO time it was recorded */
  at: z.string(),
  /** castaway id -> points this happening added (negative: took away) */
  points: z.record(z.string(), z.number()),
  undone: z.boolean(),
  tribe: z.string().optional(),
  castawayId: z.number().optional(),
  votes: z.array(VoteSchema).optional(),
  votedOut: z.array(z.number()).optional(),
  place: z.number().optional(),
});
export type FeedItem = z.infer<typeof FeedItemSchema>;

/** GET /api/scores/{season}/{episode}/happenings */
export const EpisodeFeedSchema = z.object({
  season: z.number(),
  episode: z.number(),
  /** the season's score-stream version (send it as If-Match to record only on top of what you saw) */
  version: z.number(),
  happenings: z.array(FeedItemSchema),
});
export type EpisodeFeed = z.infer<typeof EpisodeFeedSchema>;

/** GET /api/tribal-councils/{season}: every tribal council recorded and not undone, in order. */
export const TribalCouncilRecordSchema = z.object({
  id: z.number(),
  episode: z.number(),
  votes: z.array(VoteSchema),
  votedOut: z.array(z.number()),
});
export type TribalCouncilRecord = z.infer<typeof TribalCouncilRecordSchema>;

/** Pushed to a season's room (LIVE_EVENTS.happening) when a happening is recorded, undone or corrected. */
export type HappeningMessage = FeedItem;

/** PUT /api/castaways/{season}/tribes: tribe changes (a swap, the merge) from an episode on. */
export const TribesChangeRequestSchema = z
  .object({
    fromEpisode: z
      .number({ message: episodeRangeMessage('fromEpisode', WIDEST_EPISODE_RANGES.all) })
      .int(episodeRangeMessage('fromEpisode', WIDEST_EPISODE_RANGES.all))
      .min(1, episodeRangeMessage('fromEpisode', WIDEST_EPISODE_RANGES.all))
      .max(WIDEST_EPISODE_RANGES.all.last, episodeRangeMessage('fromEpisode', WIDEST_EPISODE_RANGES.all)),
    tribes: z
      .record(z.string().regex(/^\d{1,9}$/, 'tribes are keyed by castaway id'), tribe)
      .refine((t) => Object.keys(t).length > 0, 'tribes: name at least one castaway’s new tribe'),
  })
  .strict();
export type TribesChangeRequest = z.infer<typeof TribesChangeRequestSchema>;
/** GET /api/castaways/{season}/tribes?episode=N: castaway id -> tribe as of episode N */
export const TribesAtSchema = z.record(z.string(), z.string());
export type TribesAt = z.infer<typeof TribesAtSchema>;

/** Member teams over time: which episodes each castaway counts for on each member's entry (the swap rule). */
export const TeamStintSchema = z.object({
  userName: z.string(),
  castawayId: z.number(),
  fromEpisode: z.number(),
  /** null: still on the team */
  toEpisode: z.number().nullable(),
});
export type TeamStint = z.infer<typeof TeamStintSchema>;

/** How a happening reads in the feed, with castaway names and tribe filled in: "Kele won immunity". */
export function describeHappening(item: FeedItem, nameOf: (castawayId: number) => string): string {
  const who = item.castawayId === undefined ? '' : nameOf(item.castawayId);
  switch (item.kind) {
    case 'tribeImmunityWin':
      return `${item.tribe} won immunity`;
    case 'tribeRewardWin':
      return `${item.tribe} won the reward`;
    case 'individualImmunityWin':
      return `${who} won individual immunity`;
    case 'individualRewardWin':
      return `${who} won the reward`;
    case 'idolObtained':
      return `${who} found an idol`;
    case 'advantageObtained':
      return `${who} got an advantage`;
    case 'playedIdolAdvantage':
      return `${who} played an idol or advantage`;
    case 'advantageAbandoned':
      return `${who} abandoned an advantage`;
    case 'idolAbandoned':
      return `${who} abandoned an idol`;
    case 'shotInDarkWin':
      return `${who}'s shot in the dark worked`;
    case 'tribalCouncil':
      return `Tribal council: ${(item.votedOut ?? []).map(nameOf).join(' and ')} voted out`;
    case 'finalPlacement':
      return `${who} placed ${PLACE_ORDINALS[item.place === 1 || item.place === 2 ? item.place : 3]}`;
    case 'correction':
      return 'Scores corrected';
  }
}

/** Short labels for the admin's tiles. */
export const HAPPENING_LABELS: Record<HappeningKind, string> = {
  tribeImmunityWin: 'Immunity',
  tribeRewardWin: 'Reward',
  individualImmunityWin: 'Immunity',
  individualRewardWin: 'Reward',
  idolObtained: 'Found idol',
  advantageObtained: 'Got advantage',
  playedIdolAdvantage: 'Played idol/adv.',
  advantageAbandoned: 'Lost advantage',
  idolAbandoned: 'Lost idol',
  shotInDarkWin: 'Shot in the dark',
  tribalCouncil: 'Tribal council',
  finalPlacement: 'Final placement',
};

type FinalPlace = 1 | 2 | 3;
const PLACE_ORDINALS: Record<FinalPlace, string> = { 1: '1st', 2: '2nd', 3: '3rd' };

/** The castaway happenings the admin can tap, in the order the live screen offers them. */
const CASTAWAY_TAP_KINDS = [
  'individualImmunityWin',
  'individualRewardWin',
  'idolObtained',
  'advantageObtained',
  'playedIdolAdvantage',
  'shotInDarkWin',
  'advantageAbandoned',
  'idolAbandoned',
] as const satisfies readonly HappeningKind[];

/** A final placement is tapped like any other castaway happening, one choice per place (spec §9 final three). */
const FINAL_PLACE_CHOICES = { place1: 1, place2: 2, place3: 3 } as const satisfies Record<string, FinalPlace>;

export type CastawayTapChoiceId = (typeof CASTAWAY_TAP_KINDS)[number] | keyof typeof FINAL_PLACE_CHOICES;
export interface CastawayTapChoice {
  id: CastawayTapChoiceId;
  label: string;
}

/**
 * What a tap on a castaway can record on the live screen: one choice is picked, then every tap is one happening.
 * The labels are HAPPENING_LABELS', so a tile and its chip say the same thing.
 */
export const CASTAWAY_TAP_CHOICES: readonly CastawayTapChoice[] = [
  ...CASTAWAY_TAP_KINDS.map((kind) => ({ id: kind, label: HAPPENING_LABELS[kind] })),
  ...(Object.entries(FINAL_PLACE_CHOICES) as [keyof typeof FINAL_PLACE_CHOICES, FinalPlace][]).map(([id, place]) => ({
    id,
    label: `${PLACE_ORDINALS[place]} place`,
  })),
];

/** The happening a tap records: the chosen choice, about the tapped castaway. */
export function tapChoiceRequest(choiceId: CastawayTapChoiceId, castawayId: number): HappeningRequest {
  switch (choiceId) {
    case 'place1':
    case 'place2':
    case 'place3':
      return { kind: 'finalPlacement', castawayId, place: FINAL_PLACE_CHOICES[choiceId] };
    default:
      return { kind: choiceId, castawayId };
  }
}

export const HAPPENING_MESSAGES = {
  staleVersion: 'The score stream changed since you loaded it. Reload to see the latest happenings.',
  notFound: (id: number, episode: number) => `No happening ${id} in episode ${episode}.`,
  alreadyUndone: (id: number) => `Happening ${id} is already undone.`,
  correctedAway: (id: number) =>
    `Happening ${id} cannot be undone: a grid correction already took its points away. Correct the grid instead.`,
  unknownCastaway: (id: number, season: number) => `Castaway ${id} is not in season ${season}.`,
  votedOutEarlier: (name: string, episode: number) => `${name} was voted out in episode ${episode}.`,
  voterNotInGame: (name: string, episode: number) =>
    `${name} cannot vote: voted out in episode ${episode}, no longer in the game.`,
  unknownTribe: (tribe: string, episode: number, tribes: string[]) =>
    `Unknown tribe '${tribe}' in episode ${episode}: the tribes are ${tribes.join(', ') || 'none'}.`,
  emptyTribe: (tribe: string) => `Nobody on ${tribe} is still in the game.`,
  immunityRemaining: (remaining: number) =>
    `Individual immunity is scored with 4 to 13 players remaining; ${remaining} remain.`,
  votedOutTwice: (name: string) => `${name} is named twice in votedOut.`,
  alreadyPlaced: (name: string, place: number) => `${name} already has place ${place}.`,
  placeTaken: (name: string, place: number) => `Place ${place} already goes to ${name}.`,
  failedToRecord: 'Could not record that. Check your connection and tap again.',
} as const;
