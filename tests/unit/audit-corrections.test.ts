// Facts an independent audit found wrong, corrected against the sources: neutralinojs v6.9.0, neutralino.js
// 6.9.0 (commit f768cf7) and neutralinojs-cli v11.7.2 unless a test names another tag. Each test names the
// source file it was checked in; the pages are read as plain files so these checks stay fast.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

const page = (route: string) => fs.readFileSync(`content/docs/${route}.mdx`, 'utf8');
// The text of one `## heading` section, up to the next h2.
const section = (text: string, heading: string) => {
  const start = text.indexOf(`\n## ${heading}`);
  if (start < 0) throw new Error(`no section ## ${heading}`);
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end < 0 ? undefined : end);
};

describe('filesystem streams: `end` needs the eof flag (api/fs/fs.cpp __readStream)', () => {
  it('filesystem.updateOpenedFile says a read of exactly the bytes left is not followed by end', () => {
    const text = section(page('api/filesystem'), 'filesystem.updateOpenedFile(');
    expect(text).toMatch(/takes exactly the remaining bytes leaves the end-of-file flag unset, so no `end` follows it/);
    expect(text).toMatch(/next read request emits `end` alone/);
    expect(text).not.toMatch(/Once a read reaches the end of the file, an `end` event follows/);
  });

  it('the openedFile event says the same', () => {
    const text = page('api/events');
    expect(text).toMatch(/one that takes exactly the last bytes is not, and the next read request brings `end` on its own/);
    expect(text).not.toMatch(/an `end` action follows once the end is reached/);
  });
});

describe('client-library error codes (neutralino.js src/api/window.ts)', () => {
  const clientSection = page('api/error-codes').split('## Codes from the client library')[1];

  it.each(['NE_WD_DOMNOTF', 'NE_WD_ALRDREL', 'NE_WD_NOTDRRE'])('lists %s among the client codes', (code) => {
    expect(clientSection).toContain(`\n### ${code}\n`);
  });

  it('names the functions that raise them', () => {
    const raisers = (code: string) => clientSection.split(`### ${code}`)[1].split('\n### ')[0];
    expect(raisers('NE_WD_DOMNOTF')).toMatch(/setDraggableRegion\(\)[\s\S]*unsetDraggableRegion\(\)/);
    expect(raisers('NE_WD_ALRDREL')).toMatch(/\*\*Raised by:\*\* \[`window\.setDraggableRegion\(\)`\]/);
    expect(raisers('NE_WD_NOTDRRE')).toMatch(/`add\(\)`, `remove\(\)` and `removeAll\(\)`/);
  });
});

describe('required fields in the client types', () => {
  it('computer.sendKey: state is required and a SendKeyState enum (src/types/enums.ts, src/api/computer.ts)', () => {
    const text = section(page('api/computer'), 'computer.sendKey(');
    expect(text).toMatch(/declare `state` as required and give it the string enum type `SendKeyState`/);
    expect(text).toContain("'down' as SendKeyState");
    // Every call in the example passes state.
    expect(text.match(/sendKey\([^)]*\)/g)!.filter((call) => !call.includes(',') && call.includes('VK_'))).toEqual([]);
  });

  it('FileReaderOptions: pos and size are both required (src/types/api/filesystem.ts)', () => {
    const fsPage = page('api/filesystem');
    expect(section(fsPage, 'filesystem.readFile(')).toMatch(/`FileReaderOptions` type \(neutralino\.js 6\.9\.0\) marks both as required/);
    expect(section(fsPage, 'filesystem.readBinaryFile(')).toMatch(/TypeScript requires both `pos` and `size`/);
  });
});

describe('window.setBadge (server/router.cpp, api/window/window.cpp; neutralino.js src/ws/websocket.ts)', () => {
  const text = section(page('api/window'), 'Not in the client library: window.setBadge');

  it('says why it has no section: the client library has no function for it', () => {
    expect(text).toMatch(/neutralino\.js 6\.9\.0 has no function for it/);
    expect(text).toMatch(/no way to reach it through the client library/);
  });

  it('says how it can be called and what it needs', () => {
    expect(text).toMatch(/any client that holds the app's\s+access token can call `window\.setBadge`/);
    expect(text).toContain("method: 'window.setBadge'");
    expect(text).toMatch(/`window\.setBadge` \(or `window\.\*`\) must be in\s+`nativeAllowList`/);
  });
});

describe('neu v11.0.1 and the removed --frontend-lib-dev flag (src/commands/run.js, src/modules/frontendlib.js)', () => {
  const cli = page('release-notes/cli');
  const entry = section(cli, 'v11.0.1');

  it('describes the fix as the wait checking devUrl\'s host, not a fix to the flag', () => {
    expect(entry).toMatch(/checks the host named in\s+`cli\.frontendLibrary\.devUrl` instead of always `localhost`/);
    expect(entry).not.toMatch(/`--frontend-lib-dev` no longer waits forever/);
  });

  it('says where the changelog differs, agreeing with the v10.0.0 entry that the flag is gone', () => {
    expect(entry).toMatch(/that flag had been gone since\s+\[v10\.0\.0\]\(#v1000\)/);
    expect(section(cli, 'v10.0.0')).toMatch(/The `--frontend-lib-dev` flag of `neu run` is gone/);
  });
});

describe('compatibility tables follow their own rule (tag dates in tests/fixtures/release-notes/tag-dates.txt)', () => {
  const tagDates = fs.readFileSync('tests/fixtures/release-notes/tag-dates.txt', 'utf8').split('\n')
    .filter((line) => line && !line.startsWith('#')).map((line) => line.split(' '));
  const dateOf = (repo: string, tag: string) => {
    const row = tagDates.find(([r, t]) => r === repo && t === tag);
    if (!row) throw new Error(`no date for ${repo} ${tag}`);
    return row[2];
  };
  const cliTags = tagDates.filter(([repo]) => repo === 'cli');
  // The newest CLI release tagged before a framework tag (ISO dates in UTC compare as strings).
  const newestCliBefore = (framework: string) => {
    const before = cliTags.filter(([, , date]) => date < dateOf('framework', framework));
    return before.length ? before[before.length - 1][1] : undefined;
  };
  const tableRows = (text: string, header: string) =>
    text.split(header)[1].split('\n').slice(2).filter((line) => line.startsWith('|')).map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()));

  it('framework page: every row names the newest CLI tagged before each of its framework releases, v4.6.0 with v9.3.0', () => {
    const rows = tableRows(page('release-notes/framework'), '| Framework | Client library | neu CLI |');
    expect(rows.length).toBeGreaterThan(25);
    const wrong = rows.flatMap(([frameworks, , cli]) => frameworks.split(', ').flatMap((framework) => {
      const expected = newestCliBefore(framework) ?? 'v8.0.0'; // v8.0.0 has no tag; the page says so
      return cli.startsWith(expected) ? [] : [`${framework}: ${cli}, expected ${expected}`];
    }));
    expect(wrong).toEqual([]);
    expect(rows.find(([frameworks]) => frameworks === 'v4.6.0')![2]).toBe('v9.3.0');
  });

  it('framework page: states that a CLI tagged later the same day does not count', () => {
    expect(page('release-notes/framework')).toMatch(/A CLI tagged later the same day does not count/);
  });

  it('cli page: each framework release sits in the row of the CLI that was newest when it was tagged', () => {
    const rows = tableRows(page('release-notes/cli'), '| neu CLI | Framework releases while it was the newest CLI |');
    const frameworks = tagDates.filter(([repo, tag]) => repo === 'framework' && newestCliBefore(tag)).map(([, tag]) => tag);
    const rowOf = (cli: string) => rows.find(([clis]) => clis.split(/, | … /).includes(cli) || (clis === 'v9.8.0 … v9.0.0' && cli.startsWith('v9.')));
    const wrong = frameworks.filter((framework) => {
      const row = rowOf(newestCliBefore(framework)!);
      if (!row) return true;
      const listed = row[1];
      if (listed === 'v4.2.0 to v4.14.1') return !/^v4\.([2-9]|1[0-4])\./.test(framework);
      return !listed.split(', ').includes(framework);
    });
    expect(wrong).toEqual([]);
    const listedTwice = frameworks.filter((framework) => rows.filter(([, listed]) => listed.split(', ').includes(framework)).length > 1);
    expect(listedTwice).toEqual([]);
  });

  it('cli page: says a row of several CLI releases covers their span', () => {
    expect(page('release-notes/cli')).toMatch(/only v11\.2\.2 was the newest CLI when v5\.3\.0 appeared/);
  });
});

describe('client 3.x pairs (tag dates of neutralinojs/neutralino.js and neutralinojs/neutralinojs)', () => {
  it('does not claim every listed pair was tagged on the same day', () => {
    const text = page('release-notes/client-library');
    expect(text).not.toMatch(/The pairs released on the same day are listed below/);
    expect(text).toMatch(/except the framework releases v4\.1\.0 and v4\.14\.1/);
  });
});

describe('filesystem.copy options arrived in client v5.1.1 (neutralino.js src/api/filesystem.ts at v5.1.1; v5.1.1..v5.2.0 diff)', () => {
  const text = page('release-notes/client-library');

  it('lists the options under v5.1.1 and says the changelog files them under v5.2.0', () => {
    const entry = section(text, 'v5.1.1');
    expect(entry).toMatch(/`filesystem\.copy\(\)`.*takes a third argument with\s+`overwrite`, `skip` and `recursive`/s);
    expect(entry).toMatch(/The changelog does not\s+list this here but under v5\.2\.0/);
  });

  it('keeps only the window.create change as v5.2.0\'s client change', () => {
    const entry = section(text, 'v5.2.0');
    expect(entry).toMatch(/the only source change between the v5\.1\.1 and v5\.2\.0 tags/);
    expect(entry).not.toMatch(/^- \[`filesystem\.copy\(\)`\]/m);
  });
});

describe('home comparison: memory figures with platform and method (Elanis/web-to-desktop-framework-comparison @ 8479b11: README.md, runner/runner.js, runner/benchmarks.json)', () => {
  // Imported lazily so the page-text tests above do not need the module graph.
  const load = () => import('@/content/comparison');
  const neutralinoColumn = 0;

  it('has a memory row for each platform the benchmark measured, each naming its platform and method', async () => {
    const { comparisonRows } = await load();
    const memory = comparisonRows.filter((row) => row.fact.startsWith('Memory of an empty app'));
    expect(memory.map((row) => row.fact.split(', ')[1])).toEqual(['Linux x64', 'Windows x64', 'macOS arm64']);
    for (const row of memory) {
      expect(row.method).toMatch(/resident memory of the app's process and all its child processes, added up/);
      expect(row.method).toMatch(/Release build/);
      expect(row.sources).toContain('benchmark-method');
    }
  });

  it('keeps the unfavourable Linux and Windows figures and says macOS has no release figure', async () => {
    const { comparisonRows } = await load();
    const cell = (platform: string) => comparisonRows.find((row) => row.fact.endsWith(platform))!.values[neutralinoColumn];
    expect(cell('Linux x64')).toBe('≈906 MB');
    expect(cell('Windows x64')).toBe('≈513 MB');
    expect(cell('macOS arm64')).toMatch(/^No figure/);
  });

  it('explains what summing resident memory over processes does, without explaining the gap away', async () => {
    const { memoryNote } = await load();
    expect(memoryNote).toMatch(/WebKitGTK gives Neutralinojs a separate web process and network process/);
    expect(memoryNote).toMatch(/sharing alone does not explain the gap/);
    expect(memoryNote).toMatch(/Neutralinojs above Electron on Linux \(≈390 MB against ≈64 MB\)/);
    expect(memoryNote).toMatch(/v6\.8\.0/);
  });
});

describe('neu CLI page (neutralinojs-cli v11.7.2)', () => {
  const cli = page('cli/neu-cli');

  it('plugins --test takes an absolute path, and says why (src/plugins/pluginloader.js addTest)', () => {
    expect(cli).not.toMatch(/neu plugins \.\.\/my-neu-plugin --add --test/);
    expect(cli).toMatch(/neu plugins \/home\/me\/dev\/my-neu-plugin --add --test/);
    expect(cli).toMatch(/resolves a relative path such as `\.\.\/my-neu-plugin` against the folder of neu's own source file/);
    expect(cli).toMatch(/runs `npm install <path>` from its installation folder/);
  });
});

describe('dataLocation "system" and neu run (neutralinojs auth/authbasic.cpp exportAuthInfo; neutralinojs-cli src/constants.js authFile, src/modules/websocket.js)', () => {
  const config = page('configuration/neutralino.config.json');

  it('the dataLocation section says neu run cannot connect with "system"', () => {
    const text = config.split('### dataLocation')[1].split('\n### ')[0];
    expect(text).toMatch(/With `system`, `neu run` therefore never connects to the app/);
    expect(text).toContain('neu run -- --data-location=app');
  });

  it('the full example runs with neu run: dataLocation stays app', () => {
    const example = config.split('```json title="neutralino.config.json"').at(-1)!.split('```')[0];
    const parsed = JSON.parse(example);
    expect(parsed.dataLocation ?? 'app').toBe('app');
    expect(config).not.toMatch(/`dataLocation` and `storageLocation` set to `system`/);
  });

  it('the neu CLI page warns about it where neu run is described', () => {
    const run = page('cli/neu-cli').split('### neu run')[1].split('\n### ')[0];
    expect(run).toMatch(/with `"dataLocation": "system"` that is the per-user data\s+folder, so neu never connects/);
    expect(run).toMatch(/:::warning\[`dataLocation: "system"` and neu run\]/);
  });
});

describe('extensions.dispatch needs extensions.getStats (neutralino.js src/api/extensions.ts dispatch, src/ws/websocket.ts)', () => {
  const text = page('how-to/extensions-overview');

  it('tells the reader to allow extensions.* and why dispatch() otherwise never settles', () => {
    expect(text).toMatch(/asks `extensions\.getStats` whether the extension is loaded/);
    expect(text).toMatch(/never settles/);
    expect(text).toMatch(/Add `"extensions\.\*"` to\s+`nativeAllowList`/);
  });

  it('the declaring example allows extensions.*', () => {
    const example = text.split('```json title="neutralino.config.json"')[1].split('```')[0];
    expect(JSON.parse(example).nativeAllowList).toContain('extensions.*');
  });
});

describe('the .d.ts exclusion holds only for a .js client library (neutralinojs-cli src/modules/bundler.js bundleResources)', () => {
  it.each([
    ['cli/neu-cli', /Its `\.d\.ts` file is left out only when the library's name\s+ends in `\.js`/],
    ['distribution/overview', /without its `\.d\.ts` file when the library is a `\.js` file/],
    ['configuration/project-structure', /with `neutralino\.mjs` it looks for a wrongly named types file, so `neutralino\.d\.ts` ends up in `resources\.neu`/],
  ])('%s says so', (route, sentence) => {
    const text = page(route);
    expect(text).toMatch(sentence);
    expect(text).not.toMatch(/\(its `\.d\.ts` file is left out\)|\(without its `\.d\.ts` file\)|leaves it out of `resources\.neu`\. /);
  });
});

describe('neu create --template takes an optional value (neutralinojs-cli src/commands/create.js, src/modules/creator.js)', () => {
  const cli = page('cli/neu-cli');

  it('shows the value as optional in the synopsis', () => {
    expect(cli).toContain('neu create <binaryName> [-t, --template [owner/repo]]');
    expect(cli).not.toContain('--template <owner/repo>');
  });

  it('says what a bare --template does', () => {
    expect(cli).toMatch(/the option's value becomes `true`, neu looks for a template named `true`/);
  });
});

// Second audit (issue 20, seed 20261124): two items it found wrong.
describe('window.center() on Linux (neutralinojs api/window/window.cpp __getCenterPos and move)', () => {
  it('says only the work area size is used, from the desktop origin, so it can miss the primary display', () => {
    const text = section(page('api/window'), 'window.center()');
    expect(text).toMatch(/width and height of the primary monitor's work area, counted from the desktop's origin \(0, 0\)/);
    expect(text).toMatch(/land on a display other than the primary one/);
    expect(text).not.toMatch(/- Linux: the work area of the primary monitor\.\n/);
  });
});

describe('extensions.getStats() under neu run (neutralinojs settings.cpp --neu-dev-extension, extensions_loader.cpp loadOne)', () => {
  it('says loaded also holds js.neutralino.devtools when neu run started the app, even with extensions disabled', () => {
    const text = section(page('api/extensions'), 'extensions.getStats()');
    expect(text).toMatch(/started by `neu run`, it also holds `js\.neutralino\.devtools`/);
    expect(text).toMatch(/even when extensions are disabled/);
    expect(text).not.toMatch(/connected or not\. Empty when extensions are disabled\./);
  });
});

// Third audit (issue 20, seed 7351 over the items the second one had not checked): three items it found wrong.
describe('the WebSocket host check (neutralinojs server/neuserver.cpp handleValidate, init)', () => {
  it('says the Host header is compared, not where the connection comes from, and that the server listens on 127.0.0.1', () => {
    const text = section(page('api/overview'), 'Connecting with Neutralino.init()');
    expect(text).toMatch(/the `Host` header, so a local alias that points at 127\.0\.0\.1 is refused too/);
    expect(text).toMatch(/listens on 127\.0\.0\.1 only/);
    expect(text).not.toMatch(/if the connection does not come from `localhost`/);
  });
});

describe('filesystem.getWatchers() keeps failed watchers (neutralinojs api/fs/fs.cpp createWatcher, getWatchers)', () => {
  it('says a failed createWatcher leaves an entry with a negative id until removeWatcher', () => {
    const text = section(page('api/filesystem'), 'filesystem.getWatchers()');
    expect(text).toMatch(/still\s+leaves an entry behind, with the negative error number/);
    expect(text).toMatch(/until you pass that id to `removeWatcher\(\)`/);
    expect(text).not.toMatch(/^Lists the active watchers\.$/m);
  });
});

describe('a build without resources.neu (neutralinojs resources.cpp init, settings.cpp init and getNavigationUrl, main.cpp)', () => {
  it('the tutorial says the binary falls back to the default page, not that it shows nothing', () => {
    const text = page('getting-started/your-first-neutralinojs-app');
    expect(text).toMatch(/starts no server and opens the default page https:\/\/neutralino\.js\.org instead of your app/);
    expect(text).not.toMatch(/without it the app has no page to show/);
  });
});

// Fourth audit (issue 20, seed 40417 over the items the earlier ones had not checked): one item it found wrong.
describe('filesystem.getOpenedFileInfo() lastRead (neutralinojs api/fs/fs.cpp __readStream, getOpenedFileInfo)', () => {
  it('says lastRead is the last read chunk and 0 after readAll or a read at the end', () => {
    const text = section(page('api/filesystem'), 'filesystem.getOpenedFileInfo(');
    expect(text).toMatch(/chunk the last `read` or `readBinary` request returned\. It is `0` after `readAll` or `readAllBinary`/);
    expect(text).not.toMatch(/Number of bytes returned by the most recent read\./);
  });
});
