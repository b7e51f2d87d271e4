/** Issue 30: what the installed app says when the phone is offline, and when a new release is ready. */
export const OFFLINE_MESSAGES = {
  /** `time`: the local time the standings shown were fetched, e.g. "9:14 pm" */
  standingsAsOf: (time: string) => `Offline: as of ${time}`,
  standingsAsOfDetail: 'These are the last standings this device saw. They update once you are back online.',
  pickNeedsConnection:
    'A pick needs a connection. You are offline: your choice stays selected here, send it once you are back online.',
  updateReady: 'Update ready',
  reload: 'Reload',
} as const;
