// `npm run test:stress`: the browser suite, every test repeated (default 5 times), with more
// workers than cores and busy-looping processes beside it, so a test that depends on timing fails
// here rather than on a reader's slow machine. Retries stay at 0: a flaky test is a failure.
// Usage: npm run test:stress [-- --repeat N --hogs N --workers N] [-- playwright args...]
import { fork, spawnSync } from 'node:child_process';
import os from 'node:os';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  if (i === -1) return fallback;
  const [, value] = args.splice(i, 2);
  return Number(value);
};
const repeat = option('--repeat', 5);
const hogs = option('--hogs', os.availableParallelism());
const workers = option('--workers', 2 * os.availableParallelism());

if (process.env.STRESS_HOG) {
  // A CPU hog: spins until its parent goes away (bounded at one hour in any case).
  const end = Date.now() + 3_600_000;
  while (Date.now() < end && process.connected) { for (let i = 0; i < 1e7; i++); }
  process.exit(0);
}

const children = Array.from({ length: hogs }, () => fork(new URL(import.meta.url), [], { env: { ...process.env, STRESS_HOG: '1' }, stdio: 'ignore' }));
console.log(`Stress: browser suite x${repeat}, ${workers} workers, ${hogs} CPU hogs on ${os.availableParallelism()} cores`);
const started = Date.now();
const result = spawnSync('npx', ['playwright', 'test', `--repeat-each=${repeat}`, `--workers=${workers}`, ...args], { stdio: 'inherit' });
children.forEach((child) => child.kill());
console.log(`Stress run took ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(result.status ?? 1);
