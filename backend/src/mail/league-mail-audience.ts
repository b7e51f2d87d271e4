/**
 * The one home of "may this member's address get this league's mail": every league mail (the commissioner's or
 * admin's letters, deadline moves, reminders, corrections of an entry) selects its recipients through it. Sign-in
 * links are not league mail and do not use it.
 *
 * `member` is the alias of a `league_members` row in the caller's query.
 */
export function mailableMember(member: string): string {
  return `NOT EXISTS (SELECT 1 FROM reminder_unsubscribes u WHERE u.email = lower(${member}.email))`;
}
