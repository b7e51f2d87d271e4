/** Spec §8 texts for league settings that @tribal/contracts does not carry (yet). */
export const LEAGUE_SETTINGS_MESSAGES = {
  failedToSetDeadline: 'Failed to set deadline',
  failedToSetCutoffs: 'Failed to set elimination cutoffs',
  deleteConfirm: (name: string) =>
    `Are you sure you want to delete the league "${name}"? This action is irreversible and will delete all associated drafts.`,
} as const;
