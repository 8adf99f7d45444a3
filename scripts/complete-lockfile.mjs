// Run after `npm install` changes package-lock.json. The registry this project's machines reach
// serves only the Linux builds of platform-specific optional packages (@next/swc-darwin-arm64 and
// the like), so npm leaves them out of the lock file, and `npm ci` then refuses the lock as out of
// sync. This adds each missing one as an optional entry with its os/cpu (read off its name), which
// `npm ci` accepts and skips on Linux, exactly as it would with a complete lock file.
import fs from 'node:fs';

const OSES = ['darwin', 'win32', 'linux', 'freebsd', 'android', 'openharmony', 'netbsd', 'openbsd', 'sunos', 'aix'];
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x'];

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const added = [];
for (const [key, pkg] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const nested = `${key ? `${key}/` : ''}node_modules/${name}`;
    if (lock.packages[`node_modules/${name}`] || lock.packages[nested]) continue;
    const os = OSES.find((o) => name.includes(o));
    const cpu = CPUS.find((c) => new RegExp(`-${c}(-|$)`).test(name));
    if (!os || !cpu) continue; // not a platform build; leave it for npm to report
    lock.packages[`node_modules/${name}`] = { version, optional: true, os: [os], cpu: [cpu] };
    added.push(name);
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
fs.writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `added ${added.length} platform packages: ${added.join(', ')}` : 'package-lock.json is complete');
