/**
 * The one home of "may this member's address get this league's mail": every league mail (the commissioner's or
 * admin's letters, deadline moves, reminders, corrections of an entry, the admin's email-all) selects its recipients
 * through it. Sign-in links (entry, rejoin, commissioner links, the confirmation mail) are not league mail and do
 * not use it.
 *
 * Issue 33 (N1): the address's owner must have confirmed it (`confirmed_emails`: a confirmation link or any
 * emailed sign-in link opened), since anyone can join a league with any address; and the address must not have
 * left this league's mail (`league_mail_unsubscribes`) nor all of it (`reminder_unsubscribes`, the older
 * every-league link).
 *
 * `member` is the alias of a `league_members` row in the caller's query.
 */
export function mailableMember(member: string): string {
  const email = `lower(${member}.email)`;
  return `(EXISTS (SELECT 1 FROM confirmed_emails c WHERE c.email = ${email})
    AND NOT EXISTS (SELECT 1 FROM league_mail_unsubscribes lu
                     WHERE lu.email = ${email} AND lu.league_id = ${member}.league_id)
    AND NOT EXISTS (SELECT 1 FROM reminder_unsubscribes u WHERE u.email = ${email}))`;
}
