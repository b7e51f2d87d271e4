// npm run bench:first-load — a phone's first visit and its next one (issue 30). The built app starts on a fresh
// database with a league of BENCH_LEAGUE_SIZE drafted entries and two scored episodes. Then:
//   lighthouse  Lighthouse 12.2.3 (its default mobile profile: simulated slow 4G and a 4x slower CPU) on home,
//               join and the league's standings: performance score, first and largest contentful paint, total
//               blocking time and the KiB a first visit transfers.
//   repeat      Chromium (Playwright) opens each page, waits for it to settle (and for a service worker to take
//               over, if the app has one), then opens it again in the same browser context: the bytes the second
//               visit takes from the network, counted by a TCP relay between the browser and the app (headers,
//               bodies, the live connection: everything on the wire, whatever served it).
//   startup     Chromium (Playwright) opens each page and counts the work its scripts do before it can render
//               that does not depend on the machine: the zod schemas built (zod's own post-construction hook) and
//               the date formatters made with a time zone (the first loads the zone data), by the time the page
//               has settled.
//   build       the bytes of frontend/dist: every asset, and the first page's critical path (index.html and what
//               it loads before the app renders), as stored and as brotli/gzip would send them.
// Needs /usr/bin/chromium (CHROME_PATH overrides). Lighthouse runs through npx (pinned: 13 needs Node 22).
import { spawn } from 'node:child_process';
import { copyFileSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { chromium } from 'playwright-core';
import { countingRelay, settled } from './phone.mjs';
import { adminToken, createDatabase, episodeRecords, http, ROOT, seedLeague, startApp } from './support.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LIGHTHOUSE = 'lighthouse@12.2.3';
const LEAGUE_SIZE = Number(process.env.BENCH_LEAGUE_SIZE ?? 30);
const PHASES = (process.env.BENCH_PHASES ?? 'build,lighthouse,repeat,startup').split(',');
/** Only these pages (BENCH_PAGES=standings, say); all three by default. */
const PAGES = process.env.BENCH_PAGES?.split(',');
/** Where to keep each Lighthouse report (JSON), to see where the time and bytes went; not kept by default. */
const REPORT_DIR = process.env.BENCH_REPORT_DIR;
/** Lighthouse runs of each page. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value) => `${Math.round(value).toLocaleString('en-US')} ms`;

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}: ${err}`))));
  });
}

async function lighthouse(url, label) {
  const output = join(tmpdir(), `tp-lighthouse-${process.pid}-${Date.now()}.json`);
  await run(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      url,
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance',
      '--chrome-flags=--headless --no-sandbox',
      '--quiet',
    ],
    { CHROME_PATH },
  );
  const report = JSON.parse(readFileSync(output, 'utf8'));
  if (REPORT_DIR) copyFileSync(output, join(REPORT_DIR, `${label}.json`));
  rmSync(output, { force: true });
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    bytes: audit('total-byte-weight'),
  };
}

/**
 * Opens `path` twice in one browser context; answers the bytes of each visit as counted by the relay. A page
 * that keeps a live connection never reaches Playwright's "network idle": a visit ends when the wire is quiet.
 */
async function visitTwice(browser, relay, path) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const page = await context.newPage();
    const url = `http://127.0.0.1:${relay.port}${path}`;
    relay.reset();
    await page.goto(url, { waitUntil: 'load' });
    // A service worker installs after the first load (and fills its precache): the second visit is the one it
    // serves.
    await page.evaluate(
      () =>
        'serviceWorker' in navigator &&
        Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise((r) => setTimeout(r, 5000))]),
    );
    await settled(relay);
    const first = relay.served();
    relay.reset();
    await page.goto(url, { waitUntil: 'load' });
    await settled(relay);
    return { first, repeat: relay.served() };
  } finally {
    await context.close();
  }
}

/**
 * What the page's scripts built before it settled: zod schemas (zod calls `__zod_globalConfig.postProcessor` with
 * each one it constructs) and `Intl.DateTimeFormat`s with a time zone. Counts, not times: the same on any machine.
 */
async function startupWork(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    await context.addInitScript(() => {
      const counts = { schemas: 0, zoneFormatters: 0 };
      Object.defineProperty(window, '__startupWork', { value: counts });
      window.__zod_globalConfig = { postProcessor: () => counts.schemas++ };
      const DateTimeFormat = Intl.DateTimeFormat;
      Intl.DateTimeFormat = new Proxy(DateTimeFormat, {
        construct(target, args) {
          if (args[1]?.timeZone) counts.zoneFormatters++;
          return new target(...args);
        },
      });
    });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(2000);
    return await page.evaluate(() => window.__startupWork);
  } finally {
    await context.close();
  }
}

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Raw, gzip and brotli bytes of the built front end: all of it, and the first page's critical path. */
function buildSizes() {
  const dist = join(ROOT, 'frontend/dist');
  const sized = (file) => {
    const raw = readFileSync(file);
    return {
      raw: raw.length,
      gzip: gzipSync(raw, { level: 9 }).length,
      br: brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
  };
  const sum = (files) =>
    files.map(sized).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, br: a.br + b.br }), {
      raw: 0,
      gzip: 0,
      br: 0,
    });
  const compressible = /\.(js|css|html|svg|json|webmanifest|txt)$/;
  const assets = walk(join(dist, 'assets')).filter((f) => compressible.test(f));
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const critical = [
    join(dist, 'index.html'),
    ...[...html.matchAll(/<(?:script[^>]*src|link[^>]*href)="(\/assets\/[^"]+)"/g)].map((m) => join(dist, m[1])),
  ];
  const files = walk(dist).filter((f) => !/\.(br|gz)$/.test(f));
  return {
    files: files.length,
    distBytes: files.reduce((total, f) => total + statSync(f).size, 0),
    assets: { count: assets.length, ...sum(assets) },
    critical: { count: critical.length, ...sum(critical) },
  };
}

async function main() {
  console.log(
    `first-load bench, ${new Date().toISOString()}, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  if (PHASES.includes('build')) {
    const sizes = buildSizes();
    console.log(`\nbuild: frontend/dist holds ${sizes.files} files, ${kib(sizes.distBytes)} (without .br/.gz)`);
    console.log('| bytes | files | stored | gzip -9 | brotli 11 |');
    console.log('|---|---|---|---|---|');
    for (const [label, s] of [
      ['all JS/CSS assets', sizes.assets],
      ['critical path (index.html + what it loads)', sizes.critical],
    ]) {
      console.log(`| ${label} | ${s.count} | ${kib(s.raw)} | ${kib(s.gzip)} | ${kib(s.br)} |`);
    }
  }
  if (!['lighthouse', 'repeat', 'startup'].some((phase) => PHASES.includes(phase))) return;

  const database = await createDatabase('firstload');
  const port = 4900 + Math.floor(Math.random() * 90);
  const app = await startApp({ databaseUrl: database.url, port });
  let relay;
  let browser;
  try {
    const token = await adminToken(app.baseUrl);
    const { leagueId } = await seedLeague(app.baseUrl, token, LEAGUE_SIZE);
    for (const episode of [2, 3]) {
      const put = await http(app.baseUrl, 'PUT', `/api/scores/49/${episode}`, {
        headers: { authorization: `Bearer ${token}` },
        body: episodeRecords(episode),
      });
      if (put.status !== 200) throw new Error(`PUT scores ${put.status}`);
    }
    const pages = [
      ['home', '/'],
      ['join', `/join?league=${leagueId}`],
      ['standings', `/league/${leagueId}`],
    ].filter(([name]) => !PAGES || PAGES.includes(name));

    if (PHASES.includes('lighthouse')) {
      // The pages take turns (home, join, standings, home, …): a burst of load on the shared machine falls on one
      // run of each rather than on every run of one page. Every run is reported, with the load average it met.
      console.log(
        `\nLighthouse ${LIGHTHOUSE.split('@')[1]}, mobile profile (simulated slow 4G, 4x CPU), first visit, ${RUNS} run(s) a page:`,
      );
      console.log('| page | run | performance | FCP | LCP | TBT | transferred | load average (1 min) |');
      console.log('|---|---|---|---|---|---|---|---|');
      const results = new Map(pages.map(([name]) => [name, []]));
      for (let run = 1; run <= RUNS; run++) {
        for (const [name, path] of pages) {
          const load = loadavg()[0];
          // Under heavy load Lighthouse sometimes fails to record the trace (NO_NAVSTART): said, and tried once more.
          let r;
          try {
            r = await lighthouse(`${app.baseUrl}${path}`, `${name}-${run}`);
          } catch (error) {
            console.log(
              `| ${name} | ${run} | failed: ${String(error.message).split('\n')[0].slice(0, 160)} | | | | | ${load.toFixed(1)} |`,
            );
            r = await lighthouse(`${app.baseUrl}${path}`, `${name}-${run}`);
          }
          results.get(name).push(r);
          console.log(
            `| ${name} | ${run} | ${r.score} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${kib(r.bytes)} | ${load.toFixed(1)} |`,
          );
        }
      }
      if (RUNS > 1) {
        console.log('\nMedian of the runs:');
        console.log('| page | performance | FCP | LCP | TBT | transferred |');
        console.log('|---|---|---|---|---|---|');
        const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
        for (const [name, runs] of results) {
          const m = (key) => median(runs.map((r) => r[key]));
          console.log(
            `| ${name} | ${m('score')} | ${ms(m('fcp'))} | ${ms(m('lcp'))} | ${ms(m('tbt'))} | ${kib(m('bytes'))} |`,
          );
        }
      }
    }

    if (PHASES.includes('repeat')) {
      relay = await countingRelay(port);
      browser = await chromium.launch({
        executablePath: CHROME_PATH,
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      });
      console.log('\nChromium, one context per page, the page opened twice (bytes on the wire from the app):');
      console.log('| page | first visit | repeat visit | load average (1 min) |');
      console.log('|---|---|---|---|');
      for (const [name, path] of pages) {
        const r = await visitTwice(browser, relay, path);
        console.log(`| ${name} | ${kib(r.first)} | ${kib(r.repeat)} | ${loadavg()[0].toFixed(1)} |`);
      }
    }

    if (PHASES.includes('startup')) {
      browser ??= await chromium.launch({ executablePath: CHROME_PATH, args: ['--headless', '--no-sandbox'] });
      console.log('\nChromium, first visit, what the scripts built before the page settled:');
      console.log('| page | zod schemas built | date formatters with a time zone |');
      console.log('|---|---|---|');
      for (const [name, path] of pages) {
        const r = await startupWork(browser, `${app.baseUrl}${path}`);
        console.log(`| ${name} | ${r.schemas} | ${r.zoneFormatters} |`);
      }
    }
  } finally {
    await browser?.close();
    await relay?.close();
    app.child.kill('SIGTERM');
    await new Promise((r) => app.child.once('exit', r));
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
