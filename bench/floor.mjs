// The floor both page benchmarks compare against: an empty two-page App Router export of the same
// Next version (one link, nothing else), built in .cache/bench-floor from this project's
// node_modules. What the site costs above it is what our code adds.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const FLOOR_DIR = path.resolve('.cache/bench-floor');

export function buildFloor() {
  const files = {
    'app/layout.tsx': "export const metadata = { title: 'Floor', description: 'Empty page' };\nexport default function Layout({ children }: { children: React.ReactNode }) {\n  return <html lang=\"en\"><body>{children}</body></html>;\n}\n",
    'app/page.tsx': "import Link from 'next/link';\nexport default function Page() {\n  return <main><h1>Floor</h1><Link href=\"/other\">Other page</Link></main>;\n}\n",
    'app/other/page.tsx': "export default function Other() {\n  return <main><h1>Other</h1></main>;\n}\n",
    'next.config.mjs': "export default { output: 'export' };\n",
    'tsconfig.json': JSON.stringify({ compilerOptions: { jsx: 'preserve', strict: true, module: 'esnext', moduleResolution: 'bundler', esModuleInterop: true, skipLibCheck: true, noEmit: true, lib: ['dom', 'esnext'], isolatedModules: true, incremental: false, plugins: [{ name: 'next' }] }, include: ['**/*.tsx'] }),
    'package.json': JSON.stringify({ private: true, type: 'module' }),
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(FLOOR_DIR, file)), { recursive: true });
    fs.writeFileSync(path.join(FLOOR_DIR, file), text);
  }
  execFileSync(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), 'build', FLOOR_DIR], { stdio: 'ignore' });
  return path.join(FLOOR_DIR, 'out');
}
