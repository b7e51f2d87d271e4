import type { SavedUser } from '@/stores/saved-user-store';

/** Sandra's entry in the office pool, as this phone saved it when she joined: the screens' specs share her. */
export const SANDRA_IN_THE_OFFICE_POOL: SavedUser = {
  userName: 'Sandra',
  survivorName: 'Sandra',
  realName: 'Sandra Diaz',
  email: 'sandra@example.com',
  leagueId: 'office-pool',
  paymentMethod: 'Venmo',
  entryToken: 'office-secret',
};
