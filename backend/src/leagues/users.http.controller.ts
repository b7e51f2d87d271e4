import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  MESSAGES,
  UserEmailsResponse,
  UserEmailsResponseSchema,
  UsersByEmailResponse,
  UsersByEmailResponseSchema,
} from '@tribal/contracts';
import { AdminOnly } from '../access/admin-only.guard';
import { Answers, ApiTag } from '../common/api-answers';
import { badRequest } from '../common/domain-error';
import { FindUsersByEmail, ListUserEmails } from './queries/find-users/find-users.query';

@ApiTag('Leagues')
@Controller('api/users')
export class UsersController {
  constructor(private readonly queries: QueryBus) {}

  /** Admin only: a member's real name and leagues are not for anyone who knows their address. */
  @Get('by-email/:email')
  @AdminOnly()
  @Answers(UsersByEmailResponseSchema, 'Entries of one email address')
  async byEmail(@Param('email') email: string): Promise<UsersByEmailResponse> {
    if (!email.trim()) throw badRequest(MESSAGES.enterEmailToFind, 'email');
    if (email.length > 254) throw badRequest(MESSAGES.invalidEmail, 'email');
    return { users: await this.queries.execute(new FindUsersByEmail(email)) };
  }

  @Get('emails')
  @AdminOnly()
  @Answers(UserEmailsResponseSchema, 'Every member email')
  async emails(): Promise<UserEmailsResponse> {
    return { emails: await this.queries.execute(new ListUserEmails()) };
  }
}
