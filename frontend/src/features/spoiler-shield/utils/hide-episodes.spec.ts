import { describe, expect, it } from 'vitest';
import { withoutHiddenEpisodes } from './hide-episodes';

describe('hiding shielded episodes from scores', () => {
  it('keeps the episodes before the first hidden one', () => {
    expect(withoutHiddenEpisodes({ 2: 'a', 3: 'b', 4: 'c' }, 3)).toEqual({ 2: 'a' });
  });
  it('keeps everything when nothing is hidden', () => {
    expect(withoutHiddenEpisodes({ 2: 'a' }, null)).toEqual({ 2: 'a' });
  });
});
