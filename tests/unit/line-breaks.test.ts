// Break points in long identifiers, paths and URLs (lib/line-breaks.ts); the rendered article's
// <wbr> and table labels are in render-doc.test.ts.
import { describe, expect, it } from 'vitest';
import { MIN_BREAKABLE_LENGTH, SHORT_TOKEN_LENGTH, lineBreakPieces, staysWhole } from '@/lib/line-breaks';

describe('lineBreakPieces', () => {
  it('cuts long words after a dot, slash, backslash or colon and before an argument list, never inside a name', () => {
    expect(lineBreakPieces('modes.window.exitProcessOnClose')).toEqual(['modes.', 'window.', 'exitProcessOnClose']);
    expect(lineBreakPieces('filesystem.getUnnormalizedPath(path)')).toEqual(['filesystem.', 'getUnnormalizedPath', '(path)']);
    expect(lineBreakPieces('see https://github.com/neutralinojs/neutralinojs/security/advisories/new now')).toEqual(
      ['see https://', 'github.', 'com/', 'neutralinojs/', 'neutralinojs/', 'security/', 'advisories/', 'new now']);
    expect(lineBreakPieces('settings::getOptionForCurrentMode')).toEqual(['settings::', 'getOptionForCurrentMode']);
    expect(lineBreakPieces('HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft')).toEqual(['HKEY_LOCAL_MACHINE\\', 'SOFTWARE\\', 'Microsoft']);
  });

  it('leaves short words, camelCase names and plain prose whole', () => {
    expect(lineBreakPieces('os.execCommand')).toEqual(['os.execCommand']);
    expect(lineBreakPieces('os.getEnv(key)')).toEqual(['os.getEnv(key)']);
    expect(lineBreakPieces(`${'x.'.repeat(MIN_BREAKABLE_LENGTH / 2 - 1)}x`)).toHaveLength(1);
    expect(lineBreakPieces('FileReaderOptions and neutralinojs, e.g. ../resources')).toEqual(['FileReaderOptions and neutralinojs, e.g. ../resources']);
    expect(lineBreakPieces('a.b and then modes.window.title')).toEqual(['a.b and then modes.', 'window.', 'title']);
  });

  it('in headings, also cuts a long name part between its camelCase words; short parts stay whole', () => {
    expect(lineBreakPieces('os.updateSpawnedProcess(id, event, data)', { camelCase: true })).toEqual(['os.', 'update', 'Spawned', 'Process', '(id, event, data)']);
    expect(lineBreakPieces('window.unsetDraggableRegion(DOMElementOrId)', { camelCase: true })).toEqual(['window.', 'unset', 'Draggable', 'Region', '(DOM', 'Element', 'Or', 'Id)']);
    expect(lineBreakPieces('os.execCommand(command, options)', { camelCase: true })).toEqual(['os.', 'execCommand', '(command, options)']);
    expect(lineBreakPieces('updateSpawnedProcess', { camelCase: true })).toEqual(['update', 'Spawned', 'Process']);
  });

  it('keeps a short hyphenated word of inline code whole, unless it has a seam of its own', () => {
    expect(staysWhole('--window-always-on-top')).toBe(true);
    expect(staysWhole('2018-06-23')).toBe(true);
    expect(staysWhole(`-${'x'.repeat(SHORT_TOKEN_LENGTH - 1)}`)).toBe(true);
    expect(staysWhole('--window-open-inspector-on-startup')).toBe(false); // long: it keeps only its head (FLAG_HEAD)
    expect(staysWhole('options.multiSelections')).toBe(false); // no hyphen: it may break at its seam
    expect(staysWhole('bin/neutralino-win_x64')).toBe(false);
    expect(staysWhole('neu run --')).toBe(false);
    expect(staysWhole('--')).toBe(false); // nothing after its hyphens to break before
  });

  it('keeps the text: the pieces join back to it', () => {
    const text = '  `neutralino.config.json`\tat ~/.config/configstore/@neutralinojs/neu.json ';
    expect(lineBreakPieces(text).join('')).toBe(text);
  });
});
