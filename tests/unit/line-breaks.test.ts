// Break points in long identifiers, paths and URLs (lib/line-breaks.ts); the rendered article's
// <wbr> and table labels are in render-doc.test.ts.
import { describe, expect, it } from 'vitest';
import { MIN_BREAKABLE_LENGTH, lineBreakPieces } from '@/lib/line-breaks';

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

  it('keeps the text: the pieces join back to it', () => {
    const text = '  `neutralino.config.json`\tat ~/.config/configstore/@neutralinojs/neu.json ';
    expect(lineBreakPieces(text).join('')).toBe(text);
  });
});
