/** User-facing texts from the spec (§5, §8), shared so server and browser say exactly the same words. */
export const MESSAGES = {
  allFieldsRequiredToJoin: 'All fields are required to join.',
  invalidEmail: 'Please enter a valid email address.',
  enterEmailToFind: 'Please enter an email to find.',
  noUsersWithEmail: 'No users found with that email address.',
  leagueNotFound: 'League not found',
  noLeagueId: 'No League ID provided.',
  incorrectPassword: 'Incorrect password',
  noDraftsYet: 'No drafts submitted for this league yet.',
  failedToFetchLeagues: 'Failed to fetch leagues',
  couldNotLoadLeagues: 'Could not load leagues.',
  failedToFetchLeagueData: 'Failed to fetch league data.',
  failedToCreateLeague: 'Failed to create league',
  failedToJoinLeague: 'Failed to join league',
  failedToDeleteLeague: 'Failed to delete league',
  failedToRemoveUser: 'Failed to remove user',
  failedToParseUser: 'Failed to parse user information.',
  leagueDeleted: 'League deleted successfully!',
  userNameTaken: 'That survivor name is already taken in this league.',
  commissionerCannotBeRemoved: 'The commissioner cannot be removed.',
  memberNotFound: 'Member not found',
  castawayNotFound: 'Castaway not found.',
  entryTokenMissing: 'This entry belongs to another browser: sign in to it with your entry link or token.',
  /** an entry token of a member the league removed (every route that takes one answers it with 403) */
  noLongerAMember: 'You are no longer a member of this league.',
  adminSignInRequired: 'Admin sign-in required.',
  tooManyLoginAttempts: 'Too many sign-in attempts. Please wait a minute and try again.',
  concurrentChange: 'Someone else changed this at the same moment. Please reload and try again.',
} as const;

/** The sign-in refusal while an address is blocked by backoff, naming how long is left (seconds, rounded up). */
export function loginBlockedMessage(secondsLeft: number): string {
  const wait =
    secondsLeft < 60
      ? `${secondsLeft} second${secondsLeft === 1 ? '' : 's'}`
      : `${Math.ceil(secondsLeft / 60)} minute${Math.ceil(secondsLeft / 60) === 1 ? '' : 's'}`;
  return `Too many sign-in attempts. Please wait ${wait} and try again.`;
}
