import { create } from 'zustand';

interface WriteRetryState {
  /** writes being re-sent right now (after a 503 or no answer) */
  retrying: number;
  begin: () => void;
  end: () => void;
}

/** Shared by the API client and the screens: any write re-sending makes the save buttons say so. */
export const useWriteRetryStore = create<WriteRetryState>((set) => ({
  retrying: 0,
  begin: () => set((state) => ({ retrying: state.retrying + 1 })),
  end: () => set((state) => ({ retrying: Math.max(0, state.retrying - 1) })),
}));

/** Whether a write is being re-sent: the save button shows 'Saving… (retrying)' meanwhile. */
export function useWriteRetrying(): boolean {
  return useWriteRetryStore((state) => state.retrying > 0);
}
