import { describe, expect, it } from 'vitest';
import { memberNameKey } from './leagues';

describe('memberNameKey: one name, one key', () => {
  it.each([
    ['IOTA', 'iota'],
    ['Boston Rob', 'boston rob'],
    // decomposed and composed forms of one name are one name
    ['ZOE\u0301', 'zo\u00e9'],
    ['Zo\u00e9', 'zo\u00e9'],
    // the Kelvin sign is a K
    ['\u212Aelly', 'kelly'],
  ])('%s is known as %s', (name, key) => {
    expect(memberNameKey(name)).toBe(key);
  });

  it('keeps apart names that only a database lower() folds together', () => {
    expect(memberNameKey('\u0130ota')).not.toBe(memberNameKey('iota'));
  });
});
