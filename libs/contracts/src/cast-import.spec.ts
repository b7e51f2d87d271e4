import { describe, expect, it } from 'vitest';
import { castawayNameKey, photoFileNameKey } from './cast-import';

describe('matching castaways by name', () => {
  it.each([
    ['Kyle Ostwald', 'kyle ostwald'],
    ['  KYLE   Ostwald ', 'kyle ostwald'],
    ['Jean-Luc Côté', 'jean luc cote'],
    ["Q'Ra O'Neil", "q'ra o'neil"],
  ])('%s has the key %s', (name, key) => {
    expect(castawayNameKey(name)).toBe(key);
  });

  it.each([
    ['kyle-ostwald.jpg', 'Kyle Ostwald'],
    ['Kyle_Ostwald.PNG', 'Kyle Ostwald'],
    ['photos/kyle ostwald.final.webp', 'Kyle Ostwald.final'],
    ['jean_luc-cote.jpeg', 'Jean-Luc Côté'],
  ])('the file %s is the photo of %s', (file, name) => {
    expect(photoFileNameKey(file)).toBe(castawayNameKey(name));
  });
});
