import { PipeTransform } from '@nestjs/common';
import {
  ADMIN_MESSAGES,
  BULK_ADD_NO_VALID_ROW,
  CASTAWAY_FIELDS_REQUIRED,
  CHAT_MESSAGES,
  COMMISSIONER_MESSAGES,
  DRAFT_MESSAGES,
  ENTRY_LINK_MESSAGES,
  JOIN_CODE_MESSAGES,
  LEAGUE_MANAGER_MESSAGES,
  MEMBER_EMAIL_MESSAGES,
  MESSAGES,
  NAME_CONTROL_CHARACTERS_MESSAGE,
  PICK_MESSAGES,
  PUSH_MESSAGES,
  REPORT_MESSAGES,
  SCHEDULE_MESSAGES,
  SCORE_MESSAGES,
  SEASON_MESSAGES,
  SWAP_MESSAGES,
} from '@tribal/contracts';
import { ZodType, z } from 'zod';
import { DomainError } from './domain-error';

const specTexts = new Set<string>(
  [
    MESSAGES,
    ADMIN_MESSAGES,
    DRAFT_MESSAGES,
    ENTRY_LINK_MESSAGES,
    JOIN_CODE_MESSAGES,
    LEAGUE_MANAGER_MESSAGES,
    MEMBER_EMAIL_MESSAGES,
    SWAP_MESSAGES,
    PICK_MESSAGES,
    PUSH_MESSAGES,
    REPORT_MESSAGES,
    SCORE_MESSAGES,
    COMMISSIONER_MESSAGES,
    SCHEDULE_MESSAGES,
    SEASON_MESSAGES,
    CHAT_MESSAGES,
  ].flatMap((texts) => Object.values(texts).filter((t) => typeof t === 'string')),
);
specTexts.add(BULK_ADD_NO_VALID_ROW).add(CASTAWAY_FIELDS_REQUIRED).add(NAME_CONTROL_CHARACTERS_MESSAGE);

/**
 * Validates a request part with its contract schema. The answer names the field; where the schema carries the
 * spec's own text (e.g. 'All fields are required to join.') that text is the message, unprefixed.
 */
export class ZodPipe<T extends ZodType> implements PipeTransform<unknown, z.output<T>> {
  /** public: the API description reads the body and query schemas of a route from its pipes */
  constructor(readonly schema: T) {}

  transform(value: unknown): z.output<T> {
    const parsed = this.schema.safeParse(value ?? {});
    if (parsed.success) return parsed.data;
    const errors = parsed.error.issues.map((issue) => ({
      field: issue.path.join('.') || 'body',
      message: issue.message,
    }));
    const first = errors[0];
    const message = specTexts.has(first.message) ? first.message : `${first.field}: ${first.message}`;
    throw new DomainError(400, message, errors);
  }
}
