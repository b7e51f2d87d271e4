import { useCallback, useRef, useState } from 'react';
import type { Notice } from '@/components/ui/notice-alert';
import { errorMessage } from '@/lib/api-client';

/** A notice as a form words it: a bare text is a success (or, for a failure, a danger) notice. */
type Wording<A> = string | ((from: A) => string | Notice);

export interface SaveTexts<T> {
  /**
   * The form's own check before anything is sent: its problem becomes the notice and nothing is written. Most
   * forms check with the contracts schema (`firstIssue`).
   */
  check?: () => string | Notice | null | undefined;
  /** the success notice: a fixed text, or one read from the server's answer; none when the form shows its own */
  success?: Wording<T>;
  /** the failure notice: the server's own message, else this text; or a function that words the whole notice */
  failure: Wording<unknown>;
  /** what the form does with a saved answer (tell its page, clear its fields), before the button is enabled again */
  onSaved?: (answer: T) => void;
  /**
   * A failure the form handles itself (a 401 that signs the device out, a 409 that reloads): return true and no
   * notice is shown.
   */
  onFailed?: (caught: unknown) => boolean | undefined;
}

export interface SaveCycle {
  /** a save is on its way: disable the button, show its spinner */
  saving: boolean;
  /** how the last save went (or the form's own check before saving), for a `NoticeAlert` */
  notice: Notice | null;
  setNotice: (notice: Notice | null) => void;
  /** The form's own check found a problem: it is the notice, and nothing is sent. */
  refuse: (problem: string) => void;
  /** Runs one write: clears the notice, `saving` while it runs, then says how it went. Never rejects; true when saved. */
  save: <T>(write: () => Promise<T>, texts: SaveTexts<T>) => Promise<boolean>;
}

export interface SaveOptions {
  /**
   * Where the notices go when the form does not show its own: a page's shared notice, or a toast. `notice` then
   * stays null.
   */
  show?: (notice: Notice | null) => void;
}

/**
 * The save cycle every form repeats, in one home: the form's check, saving state, the old notice cleared, then a
 * success notice (and the form's `onSaved`) or the server's reason for refusing, and the button enabled again
 * either way.
 */
export function useSave({ show }: SaveOptions = {}): SaveCycle {
  const [saving, setSaving] = useState(false);
  const [notice, setOwnNotice] = useState<Notice | null>(null);
  // The latest sink, read when a save ends: a page may pass a new function on every render.
  const sink = useRef(show);
  sink.current = show;
  const setNotice = useCallback((next: Notice | null) => (sink.current ?? setOwnNotice)(next), []);
  const save = useCallback(
    async <T>(write: () => Promise<T>, { check, success, failure, onSaved, onFailed }: SaveTexts<T>) => {
      const problem = check?.();
      if (problem) {
        setNotice(asNotice(problem, 'danger'));
        return false;
      }
      setSaving(true);
      setNotice(null);
      try {
        const answer = await write();
        if (success !== undefined) setNotice(asNotice(typeof success === 'function' ? success(answer) : success));
        onSaved?.(answer);
        return true;
      } catch (caught) {
        if (onFailed?.(caught)) return false;
        setNotice(asNotice(typeof failure === 'function' ? failure(caught) : errorMessage(caught, failure), 'danger'));
        return false;
      } finally {
        setSaving(false);
      }
    },
    [setNotice],
  );
  const refuse = useCallback((problem: string) => setNotice({ variant: 'danger', text: problem }), [setNotice]);
  return { saving, notice, setNotice, refuse, save };
}

function asNotice(wording: string | Notice, variant: Notice['variant'] = 'success'): Notice {
  return typeof wording === 'string' ? { variant, text: wording } : wording;
}

/** The first problem a contracts schema found in the form's input, worded for the reader (or `fallback`). */
export function firstIssue(error: { issues: readonly { message: string }[] }, fallback: string): string {
  return error.issues[0]?.message ?? fallback;
}
