// npm run bench:cast-csv — the worst cast files an admin can upload (256 KB, the body limit, of blank lines, of empty
// rows `,,,,`, of two-byte rows `,` and of one giant quoted field) previewed through the running app, while
// GET /api/health is asked every 10 ms. Reports, for each file, the import's answer and time, the slowest health
// answer, and the app's longest event-loop block and p99 delay: `nodejs_eventloop_lag_max_seconds` and `_p99_` from
// its /metrics, perf_hooks.monitorEventLoopDelay's figures since the previous scrape (each scrape resets them). The
// floor: the same measures while only /api/health is asked, for as long as the slowest import took.
// BENCH_CAST_CSV_RUNS (default 3) repeats each file; the table shows the run with the longest block.
import { request as httpRequest } from 'node:http';
import { adminToken, createDatabase, fmt, http, loopDelays, now, startApp } from './support.mjs';

const RUNS = Number(process.env.BENCH_CAST_CSV_RUNS ?? 3);
const MAX_BYTES = 256 * 1024; // CAST_CSV_MAX_BYTES: one byte more is a 413 before any parsing
const HEADER = 'name,age,occupation,tribe\n';

const filled = (line) => HEADER + line.repeat(Math.floor((MAX_BYTES - HEADER.length) / line.length));
const FILES = {
  'blank lines (\\n)': filled('\n'),
  'empty rows (,,,,)': filled(',,,,\n'),
  'two-byte rows (,)': filled(',\n'),
  'one giant quoted field': `${HEADER}"${'x'.repeat(MAX_BYTES - HEADER.length - 2)}"`,
};

/** A request whose body and answer are text (the CSV); `{ status, text, ms }`. */
function textRequest(baseUrl, method, path, { body, headers = {} } = {}) {
  const started = now();
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${baseUrl}${path}`, { method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode, text, ms: now() - started }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** Asks GET /api/health every 10 ms until `stop()`; answers the slowest answer's time. */
function healthPoller(baseUrl) {
  let stopped = false;
  let slowest = 0;
  let count = 0;
  const done = (async () => {
    while (!stopped) {
      const t0 = now();
      await http(baseUrl, 'GET', '/api/health');
      slowest = Math.max(slowest, now() - t0);
      count++;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  return async () => {
    stopped = true;
    await done;
    return { slowest, count };
  };
}

async function main() {
  const db = await createDatabase('cast_csv');
  const port = 4700 + Math.floor(Math.random() * 100);
  const { child, baseUrl } = await startApp({ databaseUrl: db.url, port });
  const rows = [];
  try {
    const token = await adminToken(baseUrl);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'text/csv' };
    let longestImport = 0;
    for (const [name, csv] of Object.entries(FILES)) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        await loopDelays(baseUrl);
        const stopHealth = healthPoller(baseUrl);
        const answer = await textRequest(baseUrl, 'POST', '/api/seasons/50/cast?dryRun=true', { body: csv, headers });
        const health = await stopHealth();
        const loop = await loopDelays(baseUrl);
        longestImport = Math.max(longestImport, answer.ms);
        const json = JSON.parse(answer.text);
        const said = json.message ?? json.fileProblems?.join(' ') ?? '';
        runs.push({ status: answer.status, ms: answer.ms, said, health, loop });
      }
      const worst = runs.reduce((a, b) => (b.loop.max > a.loop.max ? b : a));
      rows.push({ name, bytes: Buffer.byteLength(csv), ...worst, importMax: Math.max(...runs.map((r) => r.ms)) });
    }
    // The floor: only /api/health, for as long as the slowest import.
    const floorRuns = [];
    for (let run = 0; run < RUNS; run++) {
      await loopDelays(baseUrl);
      const stopHealth = healthPoller(baseUrl);
      await new Promise((resolve) => setTimeout(resolve, Math.max(500, longestImport)));
      const health = await stopHealth();
      floorRuns.push({ health, loop: await loopDelays(baseUrl) });
    }
    const floor = floorRuns.reduce((a, b) => (b.loop.max > a.loop.max ? b : a));

    console.log(`\nCast CSV worst cases, ${RUNS} runs each (the worst shown), dry run through the app:\n`);
    console.log(
      '| file | bytes | answer | import (slowest run) | slowest /api/health | longest event-loop block | p99 delay |',
    );
    console.log('|---|---|---|---|---|---|---|');
    for (const r of rows) {
      console.log(
        `| ${r.name} | ${r.bytes} | ${r.status} ${r.said.slice(0, 70)} | ${fmt(r.importMax)} | ${fmt(r.health.slowest)} | ${fmt(r.loop.max)} | ${fmt(r.loop.p99)} |`,
      );
    }
    console.log(
      `| floor: only GET /api/health | - | - | - | ${fmt(floor.health.slowest)} | ${fmt(floor.loop.max)} | ${fmt(floor.loop.p99)} |`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await db.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
