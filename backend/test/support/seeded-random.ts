/**
 * A small deterministic generator (mulberry32) for the randomised agreement tests: a failing story can be
 * replayed from its seed.
 */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (from: number, to: number) => from + Math.floor(next() * (to - from + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)];
  const some = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    return Array.from({ length: Math.min(count, pool.length) }, () => pool.splice(int(0, pool.length - 1), 1)[0]);
  };
  return { next, int, pick, some };
}
