import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { columnPercents, measureCell, withColumnWidths } from '@/lib/mdx/table-columns';

const table = (...rows: string[][]) => h('table', [h('thead', [h('tr', rows[0].map((cell) => h('th', cell)))]), h('tbody', rows.slice(1).map((row) => h('tr', row.map((cell) => h('td', cell)))))]);
const long = 'a sentence that goes on for quite a while and would fill a line of the table by itself '.repeat(3);

describe('table column widths', () => {
  it('give a column of long sentences most of the width, and add up to 100', () => {
    const percents = columnPercents(table(['Part', 'What it is'], ['The binary', long], ['Resources', 'The files.']));
    expect(percents).toHaveLength(2);
    expect(percents[0] + percents[1]).toBeCloseTo(100, 5);
    expect(percents[1]).toBeGreaterThan(75);
    expect(percents[0]).toBeGreaterThan(5);
  });

  it('depend on all rows, not their order: a row that arrives last counts as much as the first', () => {
    const rows = [['Key', 'Meaning'], ['a', 'short'], ['modes.chrome.browserBinaryLinux', long], ['b', 'short too']];
    const reordered = [rows[0], rows[3], rows[1], rows[2]];
    expect(columnPercents(table(...rows))).toEqual(columnPercents(table(...reordered)));
    expect(columnPercents(table(...rows))).not.toEqual(columnPercents(table(rows[0], rows[1])));
  });

  it('share the width by content when everything fits on one line', () => {
    const [first, second] = columnPercents(table(['System', 'Architectures'], ['Linux', 'x64, arm64, armhf']));
    expect(first).toBeLessThan(second);
    expect(first + second).toBeCloseTo(100, 5);
  });

  it('count inline code wider than text, and a version badge as a word of its own', () => {
    expect(measureCell(h('td', [h('code', 'abcdefghij')])).widest).toBeGreaterThan(measureCell(h('td', 'abcdefghij')).widest);
    const withBadge = measureCell(h('td', [h('code', 'applicationId'), h('span', { className: ['api-badge'] }, 'v2.0+')]));
    expect(withBadge.longestWord).toBe(measureCell(h('td', [h('code', 'applicationId')])).longestWord);
  });

  it('are written as a colgroup before the rows', () => {
    const result = withColumnWidths(table(['A', 'B'], ['1', '2']));
    const colgroup = result.children[0];
    expect(colgroup).toMatchObject({ tagName: 'colgroup' });
    expect((colgroup as { children: unknown[] }).children).toHaveLength(2);
  });
});
