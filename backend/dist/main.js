// Committed on purpose, unlike the rest of dist/ (which `npm run build` writes): run before a build, or before
// `npm install`, `node backend/dist/main.js` says what to do instead of Node's "Cannot find module" stack trace.
// Built, it runs the app (dist/server.js, from src/server.ts).
'use strict';
const { existsSync } = require('node:fs');
const { join } = require('node:path');

function stop(cause, fix) {
  console.error(`Tribal Pool could not start. ${cause} Fix: ${fix}`);
  process.exit(1);
}

const root = join(__dirname, '..', '..');
try {
  require.resolve('@nestjs/core', { paths: [__dirname] });
} catch {
  stop('Its dependencies are not installed (no node_modules).', `run \`npm install && npm start\` in ${root}.`);
}
for (const built of [join(__dirname, 'server.js'), join(root, 'libs', 'contracts', 'dist', 'index.js')]) {
  if (!existsSync(built)) {
    stop(
      `It is not built yet (${built} is missing).`,
      'run `npm start` (it builds, then starts), or `npm run build` and then `node backend/dist/main.js` again.',
    );
  }
}
require('./server.js');
