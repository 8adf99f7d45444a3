// The home page's comparison of Neutralinojs with Electron, NW.js and Tauri. Plain data, no React.
// Figures read from Elanis/web-to-desktop-framework-comparison @ 8479b115818d85966eea51533f126b9ae4bf5f84:
// README.md (2026-07-05: "Major characteristics" and benchmark "01-empty-app"), runner/runner.js (how memory is
// sampled: pidusage over the launched process and its pidtree, summed, once a second), runner/config.js (release
// builds run from `neu build --release`), runner/benchmarks.json (10 runs per app, runner OS and CPU) and
// benchmark/01-empty-app/neutralinojs/neutralino.config.json (binaryVersion 6.8.0);
// Neutralinojs's web engines from neutralinojs/neutralinojs @ v6.9.0 (lib/webview/webview.h).

export const frameworks = ['Neutralinojs', 'Electron', 'NW.js', 'Tauri'] as const;

export type ComparisonSource = { id: string; label: string; href: string };

export const comparisonSources: ComparisonSource[] = [
  {
    id: 'benchmark',
    label: 'Web to desktop framework comparison, README at commit 8479b11 (July 2026), empty-app benchmark and characteristics tables',
    href: 'https://github.com/Elanis/web-to-desktop-framework-comparison/blob/8479b115818d85966eea51533f126b9ae4bf5f84/README.md',
  },
  {
    id: 'benchmark-method',
    label: 'The same benchmark, runner/runner.js at commit 8479b11: how memory is sampled and summed',
    href: 'https://github.com/Elanis/web-to-desktop-framework-comparison/blob/8479b115818d85966eea51533f126b9ae4bf5f84/runner/runner.js',
  },
  {
    id: 'webview-source',
    label: 'Neutralinojs v6.9.0 source, lib/webview/webview.h (WebKitGTK, WKWebView and WebView2 back ends)',
    href: 'https://github.com/neutralinojs/neutralinojs/blob/v6.9.0/lib/webview/webview.h',
  },
  {
    id: 'extensions-doc',
    label: 'Neutralinojs documentation, extensions overview',
    href: '/docs/how-to/extensions-overview',
  },
];

export type ComparisonRow = {
  fact: string;
  /** One cell per entry of `frameworks`, in the same order. */
  values: [string, string, string, string];
  /** How and where the figures were measured, shown under the fact so a reader can judge them. */
  method?: string;
  /** Ids from comparisonSources that back the row. */
  sources: string[];
};

const memoryMethod = (platform: string) =>
  `Release build of an empty app on a GitHub CI machine (${platform}): resident memory of the app's process and all ` +
  'its child processes, added up once a second; the median of each run, averaged over 10 runs.';

export const comparisonRows: ComparisonRow[] = [
  {
    fact: 'Build size of an empty app (Linux x64)',
    values: ['≈1 MB', '≈327 MB', '≈508 MB', '≈4 MB'],
    sources: ['benchmark'],
  },
  {
    fact: 'Memory of an empty app, Linux x64',
    values: ['≈906 MB', '≈632 MB', '≈1 GB', '≈94 MB'],
    method: memoryMethod('Ubuntu 22.04'),
    sources: ['benchmark', 'benchmark-method'],
  },
  {
    fact: 'Memory of an empty app, Windows x64',
    values: ['≈513 MB', '≈275 MB', '≈348 MB', '≈313 MB'],
    method: memoryMethod('Windows Server 2025'),
    sources: ['benchmark', 'benchmark-method'],
  },
  {
    fact: 'Memory of an empty app, macOS arm64',
    values: ['No figure: its release runs recorded no samples', '≈346 MB', '≈71 MB, but each run ended after one or two samples', '≈95 MB'],
    method: memoryMethod('macOS 15 on a virtual Apple M1'),
    sources: ['benchmark', 'benchmark-method'],
  },
  {
    fact: 'Web engine',
    values: [
      'The system webview: WebKitGTK on Linux, WKWebView on macOS, WebView2 on Windows',
      'Chromium, bundled with every app',
      'Chromium, bundled with every app',
      'The system webview through WRY: WebKitGTK, WebKit, WebView2',
    ],
    sources: ['benchmark', 'webview-source'],
  },
  {
    fact: 'Backend language',
    values: ['JavaScript through the native API; any language through extensions', 'JavaScript (Node.js), C++', 'JavaScript (Node.js), C++', 'Rust'],
    sources: ['benchmark', 'extensions-doc'],
  },
  {
    fact: 'What a developer installs to build',
    values: ['Node.js and the neu CLI', 'Node.js and the electron npm package', 'Node.js and the NW.js SDK', 'A C++ compiler, Node.js, rustc and Cargo'],
    sources: ['benchmark'],
  },
];

/** Shown under the table: what the memory rows can and cannot tell a reader. */
export const memoryNote =
  'Adding up resident memory counts memory that processes share, such as libraries, once for every process that maps ' +
  'it, so the totals of apps made of several processes come out high: Electron and NW.js run several Chromium ' +
  'processes, and on Linux WebKitGTK gives Neutralinojs a separate web process and network process. Tauri uses ' +
  'WebKitGTK on Linux as well and is measured the same way, so sharing alone does not explain the gap. The benchmark ' +
  'also records how far the system\'s free memory drops while the app runs; that measure is noisier, but it too puts ' +
  'Neutralinojs above Electron on Linux (≈390 MB against ≈64 MB) and Windows (≈327 MB against ≈102 MB). On macOS it ' +
  'has Neutralinojs only in development mode: ≈180 MB under neu run, the CLI\'s Node.js process included, against ' +
  '≈458 MB for Electron, ≈258 MB for Tauri and ≈1 GB for NW.js in the same mode. The app measured uses Neutralinojs ' +
  'v6.8.0. Compare figures within a row: platform, method and machine differ between rows.';
