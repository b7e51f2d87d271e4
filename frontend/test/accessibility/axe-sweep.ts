import { appendFile, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { CLASSIC_SCORING_TABLE } from '@tribal/contracts';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SavedUserRecord } from '../support/api';
import { setUpE2e } from '../support/e2e';

/**
 * Every screen, public and admin, at a phone's and a laptop's width, checked by axe-core for WCAG 2.1 A and AA.
 * A new screen is one more line in SCREENS (who views it, its path, and optionally what to do before checking).
 * The screens are shared between two test files (axe-part-1, axe-part-2), so the two halves run side by side.
 */
interface Scene {
  leagueId: string;
  castawayId: number;
}
interface Screen {
  name: string;
  as: 'visitor' | 'member' | 'admin';
  path: (scene: Scene) => string;
  /** brings the screen to its full state (e.g. choose a league) before the check */
  prepare?: (page: Page, scene: Scene) => Promise<void>;
}

const chooseLeague = async (page: Page, scene: Scene) => {
  await page.getByLabel('League', { exact: true }).selectOption(scene.leagueId);
};

/** The cast import's preview, with a row that has problems. */
const previewCast = async (page: Page) => {
  await page.getByLabel('Or paste the CSV').fill('name,age,occupation,tribe\nAnn Lee,30,Chef,Vatu\nann lee,x,Vet,\n');
  await page.getByRole('button', { name: 'Preview' }).click();
  await page.getByRole('table', { name: 'Import preview' }).waitFor();
};

/** Issue 32: the scoring table's editor with Strategy chosen and its preview of the standings shown. */
const previewStrategy = async (page: Page) => {
  const editor = page.getByRole('form', { name: 'Scoring table' });
  await editor.getByText('Strategy', { exact: true }).click();
  await editor.getByRole('button', { name: 'Preview' }).click();
  await editor.getByRole('table', { name: 'Preview of the standings' }).waitFor();
};

/** The arrows sit on white rows and on the viewer's own row, whose hover is the darkest background they meet. */
const showsMovement = async (page: Page) => {
  await page.locator('.tp-movement.is-up').first().waitFor();
  await page.locator('.tp-movement.is-down').first().waitFor();
  await page.locator('tr.tp-my-row').hover();
};

/** Issue 31: the league's chat opened (its tab on a phone) with a message written, and its "⋯" menu open. */
const writeInChat = async (page: Page) => {
  const tab = page.getByRole('tab', { name: /^Chat/ });
  const chat = page.getByRole('region', { name: 'League chat' });
  // The page draws its tabs (or, wide, the chat itself) once it has the league's details.
  await tab.or(chat).first().waitFor();
  if (await tab.isVisible()) await tab.click();
  await chat.getByRole('textbox', { name: 'Message' }).fill('Who is playing an idol tonight?');
  await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
  await chat.getByText('Who is playing an idol tonight?').first().waitFor();
};

export const SCREENS: Screen[] = [
  { name: 'home (visitor)', as: 'visitor', path: () => '/' },
  { name: 'home (member)', as: 'member', path: () => '/' },
  { name: 'join', as: 'visitor', path: () => '/join' },
  { name: 'join (joined)', as: 'member', path: () => '/join' },
  {
    name: 'join (a league that needs its code)',
    as: 'visitor',
    path: () => '/join',
    prepare: async (page, s) => {
      await page.locator('#join-league').selectOption(s.leagueId);
    },
  },
  { name: 'join (invite link)', as: 'visitor', path: (s) => `/join?league=${s.leagueId}&code=some-code` },
  { name: 'claim (confirm step)', as: 'visitor', path: () => '/claim?code=not-a-code' },
  { name: 'my leagues (member, not signed in)', as: 'member', path: () => '/me' },
  { name: 'my leagues sign-in', as: 'visitor', path: () => '/me/sign-in' },
  { name: 'my leagues sign-in link (confirm step)', as: 'visitor', path: () => '/me/sign-in?code=not-a-code' },
  {
    name: 'standings (movement arrows up and down, the own row hovered)',
    as: 'member',
    path: (s) => `/league/${s.leagueId}`,
    prepare: showsMovement,
  },
  {
    name: 'league chat (member, a message written)',
    as: 'member',
    path: (s) => `/league/${s.leagueId}`,
    prepare: writeInChat,
  },
  { name: 'draft', as: 'member', path: () => '/draft' },
  { name: 'swaps', as: 'member', path: () => '/swaps' },
  { name: 'elimination pick', as: 'member', path: (s) => `/leagues/${s.leagueId}/elimination-pick` },
  { name: 'castaway page', as: 'member', path: (s) => `/league/${s.leagueId}/castaway/${s.castawayId}` },
  { name: 'member page', as: 'member', path: (s) => `/league/${s.leagueId}/member/Denise` },
  { name: 'member page (visitor)', as: 'visitor', path: (s) => `/league/${s.leagueId}/member/Malcolm` },
  { name: 'standings without a league', as: 'visitor', path: () => '/league' },
  { name: 'rules', as: 'visitor', path: () => '/rules' },
  { name: 'scoring', as: 'visitor', path: () => '/scoring' },
  { name: "scoring (the member's league table)", as: 'member', path: () => '/scoring' },
  { name: "rules (the member's league table)", as: 'member', path: () => '/rules' },
  { name: 'survivor scores', as: 'visitor', path: () => '/survivor-scores' },
  { name: 'report a problem', as: 'visitor', path: () => '/report-problem' },
  { name: 'not found', as: 'visitor', path: () => '/no-such-page' },
  { name: 'admin login', as: 'visitor', path: () => '/admin/login' },
  { name: 'admin reset password', as: 'visitor', path: () => '/admin/reset-password?token=x' },
  { name: 'admin dashboard', as: 'admin', path: () => '/admin/dashboard' },
  { name: 'admin create league', as: 'admin', path: () => '/admin/create' },
  { name: 'admin castaways', as: 'admin', path: () => '/admin/castaways' },
  { name: 'admin castaways import preview', as: 'admin', path: () => '/admin/castaways', prepare: previewCast },
  { name: 'admin scoring', as: 'admin', path: () => '/admin/scoring' },
  { name: 'admin live scoring', as: 'admin', path: () => '/admin/live' },
  { name: 'admin schedule', as: 'admin', path: () => '/admin/schedule' },
  { name: 'admin seasons', as: 'admin', path: () => '/admin/seasons' },
  { name: 'admin users', as: 'admin', path: () => '/admin/users' },
  { name: 'admin clear scores', as: 'admin', path: () => '/admin/clear-scores' },
  { name: 'admin league settings', as: 'admin', path: () => '/admin/league-settings', prepare: chooseLeague },
  { name: 'admin edit draft', as: 'admin', path: () => '/admin/edit-draft', prepare: chooseLeague },
  { name: 'admin elimination picks', as: 'admin', path: () => '/admin/elimination-picks', prepare: chooseLeague },
  { name: 'admin email', as: 'admin', path: () => '/admin/email' },
  // Issue 20: anyone starts a league; commissioners sign in by link and run it under /league/{id}/manage.
  { name: 'start a league', as: 'visitor', path: () => '/create' },
  // (An emailed link's page first asks for a click: review N9.)
  { name: 'league activate (confirm step)', as: 'visitor', path: () => '/league/activate?code=not-a-code' },
  { name: 'commissioner sign-in', as: 'visitor', path: () => '/commissioner/sign-in' },
  { name: 'commissioner claim (confirm step)', as: 'visitor', path: () => '/commissioner/claim?code=not-a-code' },
  { name: 'commissioner leagues (not signed in)', as: 'visitor', path: () => '/commissioner' },
  // Issue 33: the mailed confirmation link and a league mail's unsubscribe link, each waiting for its click.
  { name: 'confirm email', as: 'visitor', path: () => '/confirm-email?code=not-a-code' },
  { name: 'unsubscribe', as: 'visitor', path: () => '/unsubscribe?token=not-a-token' },
  { name: 'league record', as: 'visitor', path: (s) => `/league/${s.leagueId}/record` },
  { name: 'manage league (not signed in)', as: 'visitor', path: (s) => `/league/${s.leagueId}/manage` },
  { name: 'manage league settings', as: 'admin', path: (s) => `/league/${s.leagueId}/manage` },
  {
    name: 'manage league settings (scoring table preview)',
    as: 'admin',
    path: (s) => `/league/${s.leagueId}/manage`,
    prepare: previewStrategy,
  },
  { name: 'manage league members', as: 'admin', path: (s) => `/league/${s.leagueId}/manage/users` },
  { name: 'manage league email', as: 'admin', path: (s) => `/league/${s.leagueId}/manage/email` },
];

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const PHONE = { width: 375, height: 900 };
const LAPTOP = { width: 1280, height: 900 };
/** Where the sweep's pages load axe-core from (answered by the test, never by the app). */
const AXE_URL = '/__axe-core.js';

/**
 * The device (one tab) of one kind of viewer, kept for the whole sweep so that the app's scripts are fetched once, the
 * admin signs in once, and axe-core is compiled from the browser's code cache. Each screen is still a page load of
 * its own on an empty local storage (see `violationsOf`), as a first visit would be.
 */
async function deviceFor(sweep: Sweep, as: Screen['as']): Promise<Page> {
  const { e2e, member, axeSource, devices } = sweep;
  const kept = devices.get(as);
  if (kept) return kept;
  // bypassCSP: the app's CSP (script-src 'self') would refuse the injected axe script. Reduced motion: Bootstrap's
  // transitions are off, so no colour is measured half way through one (a button the pointer has just left).
  const context = await e2e.browser.newContext({
    baseURL: e2e.app.baseUrl,
    viewport: PHONE,
    bypassCSP: true,
    reducedMotion: 'reduce',
  });
  await context.route(`**${AXE_URL}`, (route) =>
    route.fulfill({ body: axeSource, contentType: 'text/javascript', headers: { 'Cache-Control': 'max-age=3600' } }),
  );
  if (as === 'member') {
    await context.addInitScript((saved) => window.localStorage.setItem('user', saved), JSON.stringify(member));
  }
  if (as === 'admin') {
    const login = await context.request.post('/api/admin/login', { data: { password: e2e.app.adminPassword } });
    expect(login.ok()).toBe(true);
  }
  const page = await context.newPage();
  devices.set(as, page);
  return page;
}

/** One line per violation and element: enough to find and fix it without rerunning. */
function describeViolations(results: AxeResults, width: number): string[] {
  return results.violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `[${width}px] ${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ')}`,
    ),
  );
}

async function axeViolations(page: Page, width: number): Promise<string[]> {
  const results = (await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (o: unknown) => Promise<unknown> } }).axe.run({
        runOnly: { type: 'tag', values: tags },
      }),
    WCAG_21_AA,
  )) as AxeResults;
  return describeViolations(results, width);
}

/**
 * A screen checked at a phone's width, then at a laptop's: the page is loaded once and widened, as a window is, since
 * the app's layout follows the width as it changes (CSS breakpoints, and `useWideScreen` for the chat). Loading each
 * screen afresh for the second width doubled the sweep, the longest of the browser tests, for nothing more checked.
 */
async function violationsOf(sweep: Sweep, screen: Screen): Promise<string[]> {
  const { scene } = sweep;
  const page = await deviceFor(sweep, screen.as);
  try {
    await page.setViewportSize(PHONE);
    await page.goto(screen.path(scene), { waitUntil: 'domcontentloaded' });
    // Loaded: its heading, or the alert a screen shows instead (e.g. /league without a league id).
    await page.locator('h1, [role="alert"]').first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
    // (A second wait for network idle after `prepare` would answer at once: the page reached that state above.)
    if (screen.prepare) await screen.prepare(page, scene);
    process.env.AXE_REPORT && (await appendFile(process.env.AXE_REPORT, `# ${screen.name}\n`));
    await page.addScriptTag({ url: AXE_URL });
    const onPhone = await axeViolations(page, PHONE.width);
    // The pointer leaves what `prepare` hovered: in the laptop's layout another element would be under it, hovered
    // (the standings chart, showing its tooltip) where no person put the pointer.
    await page.mouse.move(0, 0);
    await page.setViewportSize(LAPTOP);
    // The widened layout is painted (and React has answered the media query) after two frames.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    return [...onPhone, ...(await axeViolations(page, LAPTOP.width))];
  } finally {
    // The next screen of this device starts from empty storage, as a first visit (a member's entry is put back by
    // the device's init script).
    // Caught: a page that failed to load must not hide that failure behind this one.
    await page
      .evaluate(() => {
        window.localStorage.clear();
        window.sessionStorage.clear();
      })
      .catch(() => {});
  }
}

interface Sweep {
  e2e: ReturnType<typeof setUpE2e>;
  axeSource: string;
  scene: Scene;
  member: SavedUserRecord;
  devices: Map<Screen['as'], Page>;
}

/**
 * One part of the sweep (`part` of `parts`, every `parts`-th screen): its own app, league and browser, set up once for
 * the file that calls it. The parts are separate files so that they run side by side.
 */
export function sweepPart(part: number, parts: number) {
  const e2e = setUpE2e();
  const sweep = { e2e, devices: new Map() } as Sweep;
  beforeAll(async () => {
    sweep.axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

    // A league in play, so the screens show their tables, charts and forms rather than empty states.
    const league = await e2e.api.createLeague({
      leagueName: 'Accessible Island',
      password: 'pw-pool',
      commissionerName: 'Jeff',
      tribes: [{ name: 'Luzon', color: 'yellow' }],
    });
    const castaways = await e2e.api.castaways(league.season);
    sweep.member = await e2e.api.join(league.id, 'Denise');
    const rival = await e2e.api.join(league.id, 'Malcolm');
    await e2e.api.lockInDraft(
      sweep.member,
      castaways.slice(0, 3).map((c) => c.id),
    );
    await e2e.api.lockInDraft(
      rival,
      castaways.slice(3, 6).map((c) => c.id),
    );
    // Two scored episodes, so the standings show movement: Denise leads after episode 2, Malcolm passes her in 3.
    const lead = Object.fromEntries(castaways.slice(0, 3).map((c) => [c.id, { tribeImmunityWins: 1 }]));
    await e2e.api.saveEpisodeScores(league.season, 2, lead);
    const [gone, ...rest] = castaways;
    const records = Object.fromEntries(rest.slice(0, 5).map((c) => [c.id, { votesAgainst: 1 }]));
    const surge = Object.fromEntries(castaways.slice(3, 6).map((c) => [c.id, { votesAgainst: 1, idolObtained: 1 }]));
    await e2e.api.saveEpisodeScores(league.season, 3, {
      ...records,
      ...surge,
      ...(gone ? { [gone.id]: { votedOut: true } } : {}),
    });
    // Issue 32: the league plays the Sole Survivor prediction (Classic otherwise, so the standings stay as they are):
    // the elimination pick page shows its card.
    await e2e.api.call('PUT', `/api/leagues/${league.id}/scoring`, { ...CLASSIC_SCORING_TABLE, solePrediction: 10 });
    sweep.scene = { leagueId: league.id, castawayId: castaways[0]?.id ?? 1 };
  });

  afterAll(async () => {
    await Promise.all([...sweep.devices.values()].map((device) => device.context().close()));
  });

  const screens = SCREENS.filter((_, index) => index % parts === part - 1);
  describe(`accessibility at 375 and 1280 px: axe-core finds no WCAG 2.1 A or AA violation (part ${part} of ${parts})`, () => {
    it.each(screens.map((screen) => [screen.name, screen] as const))('%s', async (_, screen) => {
      const violations = await violationsOf(sweep, screen);
      // AXE_REPORT=file collects every violation of the run in one place while fixing them.
      if (process.env.AXE_REPORT) {
        await appendFile(process.env.AXE_REPORT, violations.map((v) => `${screen.name}: ${v}\n`).join(''));
      }
      expect(violations, `${violations.length} violations:\n${violations.join('\n')}`).toEqual([]);
    });
  });
}
