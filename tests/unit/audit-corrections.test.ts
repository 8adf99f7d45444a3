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
