import { useCallback, useState } from 'react';
import type { Notice } from '@/components/ui/notice-alert';
import { errorMessage } from '@/lib/api-client';

export interface SaveTexts<T> {
  /** the success notice: a fixed text, or one read from the server's answer (most answers carry a message) */
  success: string | ((answer: T) => string);
  /** the failure notice: the server's own message, else this text; or a function that words the whole notice */
  failure: string | ((caught: unknown) => string);
  /** what the form does with a saved answer (tell its page, clear its fields), before the button is enabled again */
  onSaved?: (answer: T) => void;
}

export interface SaveCycle {
  /** a save is on its way: disable the button, show its spinner */
  saving: boolean;
  /** how the last save went (or the form's own check before saving), for a `NoticeAlert` */
  notice: Notice | null;
  setNotice: (notice: Notice | null) => void;
  /** Runs one write: clears the notice, `saving` while it runs, then says how it went. Never rejects. */
  save: <T>(write: () => Promise<T>, texts: SaveTexts<T>) => Promise<void>;
}

/**
 * The save cycle every admin form repeats: saving state, the old notice cleared, then a success notice (and the
 * form's `onSaved`) or the server's reason for refusing, and the button enabled again either way.
 */
export function useSave(): SaveCycle {
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const save = useCallback(async <T>(write: () => Promise<T>, { success, failure, onSaved }: SaveTexts<T>) => {
    setSaving(true);
    setNotice(null);
    try {
      const answer = await write();
      setNotice({ variant: 'success', text: typeof success === 'function' ? success(answer) : success });
      onSaved?.(answer);
    } catch (caught) {
      setNotice({
        variant: 'danger',
        text: typeof failure === 'function' ? failure(caught) : errorMessage(caught, failure),
      });
    } finally {
      setSaving(false);
    }
  }, []);
  return { saving, notice, setNotice, save };
}
