// Facts on the modes and project-structure pages that were corrected against the sources
// (neutralinojs v6.9.0, neutralino.js 6.9.0 at f768cf7, neutralinojs-cli v11.7.2, neutralinojs-minimal main).
// The pages are read as plain files so these checks stay fast.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

const modes = fs.readFileSync('content/docs/configuration/modes.mdx', 'utf8');
const structure = fs.readFileSync('content/docs/configuration/project-structure.mdx', 'utf8');

describe('modes page audit', () => {
  it('extensions start only when enableExtensions is true (main.cpp __initExtra)', () => {
    expect(modes).toMatch(/starts extensions when `enableExtensions` is `true`/);
    expect(modes).not.toMatch(/Only the last step, what it opens, depends on the mode/);
  });

  it('closing the window still exits without a server or native API (window.cpp windowStateChange)', () => {
    expect(modes).toMatch(/server is not running or the native API is turned off/);
  });

  it('window.create() is not discarded: the client library runs os.execCommand (neutralino.js src/api/window.ts)', () => {
    expect(modes).toMatch(/`window\.create\(\)` is the exception/);
    expect(modes).toMatch(/os\.execCommand\(\)/);
  });

  it('updater is not a native module (router.cpp methodMap; neutralino.js src/api/updater.ts)', () => {
    expect(modes).not.toMatch(/`server`, `updater` and so on/);
    expect(modes).toMatch(/\*\*`updater`\*\* has no native side/);
  });

  it('names both refusal errors (router.cpp executeNativeMethod)', () => {
    expect(modes).toContain('`NE_RT_APIPRME`');
    expect(modes).toContain('`NE_RT_NATPRME`');
  });

  it('the block list wins over the allow list (permission.cpp hasMethodAccess)', () => {
    expect(modes).toMatch(/only the block list is checked/);
  });

  it('Edge is in the built-in chrome list only on macOS and Windows (chrome.cpp __findChrome)', () => {
    expect(modes).toMatch(/on Linux Edge is only found through a `browserBinary\*` key/);
  });

  it('the main.js example has no top-level await (the template loads main.js as a classic script)', () => {
    const example = modes.split('```js title="resources/js/main.js"')[1].split('```')[0];
    expect(example).not.toMatch(/^await /m);
    expect(example).not.toMatch(/^\s{2}await /m);
  });
});

describe('project structure page audit', () => {
  it('does not claim every entry exists after the first run and build', () => {
    expect(structure).not.toMatch(/After `neu create myapp` and a first `neu run` and `neu build`/);
  });

  it('neu deletes .tmp/ rather than emptying it (utils.js clearDirectory = fse.removeSync)', () => {
    expect(structure).not.toMatch(/`\.tmp\/` is emptied/);
    expect(structure).toMatch(/deletes the whole `\.tmp\/` folder/);
  });

  it('neu update --latest also rewrites the pinned versions (downloader.js getBinaryDownloadUrl)', () => {
    expect(structure).toMatch(/`neu update --latest`, writes the resolved versions/);
  });

  it('--macos-bundle only renames the macOS binaries (bundler.js bundleApp)', () => {
    expect(structure).not.toMatch(/turns the macOS binaries into `\.app` bundles/);
    expect(structure).toMatch(/renames each macOS binary with an `\.app` suffix/);
  });

  it('neu run deletes auth_info.json when the app stops (websocket.js stop)', () => {
    expect(structure).toMatch(/deletes it when the app stops/);
  });

  it('lists the extra flags neu run passes (commands/run.js)', () => {
    expect(structure).toContain('`--neu-dev-auto-reload`');
  });
});
