/** The one notice under the scoring controls: a save's outcome, or an inventory change that failed. */
export interface ScoringNotice {
  variant: 'success' | 'danger';
  text: string;
  /** a stale save: only reloading the episode can resolve it */
  reload?: boolean;
}
