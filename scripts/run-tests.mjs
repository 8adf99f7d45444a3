// `npm test`: the unit suite (Vitest), then the browser suite (Playwright against out/), then one
// plain summary line "N passed, M failed" over both. Exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

fs.mkdirSync('test-results', { recursive: true });

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false });
  return result.status ?? 1;
}

function readJson(file) {
  try { return JSON.parse(fs.readFileSync(file, 'utf8')); } catch { return undefined; }
}

const unitStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/unit.json']);
const unit = readJson('test-results/unit.json');
const e2eStatus = run('npx', ['playwright', 'test']);
const e2e = readJson('test-results/e2e.json');

let passed = 0;
let failed = 0;
if (unit) { passed += unit.numPassedTests; failed += unit.numFailedTests; } else failed += 1;
if (e2e) { passed += e2e.stats.expected; failed += e2e.stats.unexpected + e2e.stats.flaky; } else failed += 1;
// A suite that crashed before reporting counts as one failure, so a broken run is never green.
if (unitStatus !== 0 && unit && unit.numFailedTests === 0) failed += 1;
if (e2eStatus !== 0 && e2e && e2e.stats.unexpected === 0) failed += 1;

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
