import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { ApiError } from '@/lib/api-client';
import { type SaveTexts, useSave } from './use-save';

afterEach(cleanup);

/** A write the test answers by hand, to look at the form while it is on its way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** The smallest form a reader meets: a notice above one Save button. */
function SaveForm<T>({ write, texts }: { write: () => Promise<T>; texts: SaveTexts<T> }) {
  const { saving, notice, save } = useSave();
  return (
    <>
      <NoticeAlert notice={notice} />
      <button type="button" disabled={saving} onClick={() => void save(write, texts)}>
        {saving ? 'Saving…' : 'Save'}
      </button>
    </>
  );
}

describe('useSave: the one save cycle', () => {
  it('disables the button while the write is on its way, then says it saved and enables it again', async () => {
    const write = deferred<{ message: string }>();
    const saved: string[] = [];
    render(
      <SaveForm
        write={() => write.promise}
        texts={{ success: (a) => a.message, failure: 'Could not save.', onSaved: (a) => saved.push(a.message) }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('status')).toBeNull();

    write.resolve({ message: 'Settings saved.' });
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Settings saved.');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
    expect(saved).toEqual(['Settings saved.']);
  });

  it("shows the server's reason for refusing, and the form's own words when the server gave none", async () => {
    const refusals = [new ApiError(409, 'That name is taken.'), new ApiError(0, undefined)];
    render(
      <SaveForm
        write={() => Promise.reject(refusals.shift())}
        texts={{ success: 'Saved.', failure: 'Could not save.' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'That name is taken.');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Could not save.');
  });

  it("sends nothing when the form's own check finds a problem, and shows it", async () => {
    let sent = 0;
    render(
      <SaveForm
        write={async () => {
          sent += 1;
        }}
        texts={{ check: () => 'Each tribe needs a color.', success: 'Saved.', failure: 'Could not save.' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveProperty('textContent', 'Each tribe needs a color.');
    expect(sent).toBe(0);
  });

  it('shows nothing for a failure the form handles itself (a 401 that signs the device out)', async () => {
    const handled: number[] = [];
    render(
      <SaveForm
        write={() => Promise.reject(new ApiError(401, 'Signed out.'))}
        texts={{
          failure: 'Could not sign out.',
          onFailed: (caught) => {
            if (caught instanceof ApiError) handled.push(caught.status);
            return true;
          },
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Save' });
    expect(handled).toEqual([401]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
