/** Spec §8 texts for castaway management that @tribal/contracts does not carry (yet). */
export const CASTAWAY_ADMIN_MESSAGES = {
  couldNotLoad: 'Could not load castaways.',
  errorSaving: 'Error saving castaway.',
  failedToBulkAdd: 'Failed to bulk add castaways',
  errorDeleting: 'Error deleting castaway.',
  deleteConfirm: 'Are you sure you want to delete this castaway?',
} as const;
