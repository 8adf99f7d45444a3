// The home page's comparison of Neutralinojs with Electron, NW.js and Tauri. Plain data, no React.
// Figures read from Elanis/web-to-desktop-framework-comparison @ 8479b115818d85966eea51533f126b9ae4bf5f84
// (README.md, 2026-07-05: "Major characteristics" and benchmark "01-empty-app", Linux x64 rows);
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
  /** Ids from comparisonSources that back the row. */
  sources: string[];
};

export const comparisonRows: ComparisonRow[] = [
  {
    fact: 'Build size of an empty app (Linux x64)',
    values: ['≈1 MB', '≈327 MB', '≈508 MB', '≈4 MB'],
    sources: ['benchmark'],
  },
  {
    fact: 'Memory of an empty app, main process and children (Linux x64, release build)',
    values: ['≈906 MB', '≈632 MB', '≈1 GB', '≈94 MB'],
    sources: ['benchmark'],
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
