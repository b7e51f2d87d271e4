import { describe, expect, it } from 'vitest';
import { addFigures, latencyQuantile, RecentWindow } from './recent-window';

const T = 1_800_000_000_000;

describe('the last minute of pushes and picks', () => {
  it('counts what happened within the minute and forgets what is older', () => {
    const window = new RecentWindow();
    window.picked(5, T);
    window.pushed(3, T);
    window.pushed(40, T + 30_000);
    window.picked(2, T + 59_000);
    expect(window.figures(T + 59_500)).toMatchObject({ pushes: 2, picks: 7 });
    expect(window.figures(T + 61_000)).toMatchObject({ pushes: 1, picks: 2 });
    expect(window.figures(T + 200_000)).toMatchObject({ pushes: 0, picks: 0 });
  });

  it('gives the p95 of all processes together, to within a bucket (25%)', () => {
    const a = new RecentWindow();
    const b = new RecentWindow();
    for (let i = 0; i < 95; i++) a.pushed(10, T);
    for (let i = 0; i < 5; i++) b.pushed(900, T);
    const both = addFigures([a.figures(T), b.figures(T)]);
    expect(both.pushes).toBe(100);
    const p95 = latencyQuantile(both.latency, 0.95) ?? 0;
    expect(p95).toBeGreaterThanOrEqual(10);
    expect(p95).toBeLessThan(12.5);
    const p99 = latencyQuantile(both.latency, 0.99) ?? 0;
    expect(p99).toBeGreaterThanOrEqual(900);
    expect(p99).toBeLessThan(1125);
    expect(latencyQuantile(new RecentWindow().figures(T).latency, 0.95)).toBeNull();
  });
});
