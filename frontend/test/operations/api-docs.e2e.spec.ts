import { describe, expect, it } from 'vitest';
import { openPage, setUpE2e } from '../support/e2e';

const e2e = setUpE2e();

describe('the API page (/api/docs)', () => {
  it('shows every route in Swagger UI, under the app’s Content-Security-Policy, with nothing from outside', async () => {
    const page = await openPage(e2e);
    const outside: string[] = [];
    const problems: string[] = [];
    // Offline: anything not from the app's own origin is refused and remembered.
    await page.route('**/*', (route) => {
      if (new URL(route.request().url()).origin === e2e.app.baseUrl) return route.continue();
      outside.push(route.request().url());
      return route.abort();
    });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/api/docs');
    // The viewer's script is large: it takes a moment to parse on a busy machine.
    await page.getByRole('heading', { name: /Tribal Pool API/ }).waitFor({ timeout: 20_000 });
    const pick = page.locator('#operations-Picks-post_api_leagues__leagueId__elimination_pick');
    await pick.locator('.opblock-summary').first().click();
    // A member's route names the entry token it takes.
    await pick.getByText('X-Entry-Token').first().waitFor({ timeout: 5_000 });
    const described = Object.values(
      ((await (await fetch(`${e2e.app.baseUrl}/api/openapi.json`)).json()) as { paths: Record<string, object> }).paths,
    ).flatMap((methods) => Object.keys(methods)).length;
    expect(await page.locator('.opblock').count()).toBe(described);
    expect(outside).toEqual([]);
    expect(problems).toEqual([]);
  });
});
