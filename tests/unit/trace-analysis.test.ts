// The arithmetic of `npm run bench:trace` (bench/trace-analysis.mjs).
import { describe, expect, it } from 'vitest';
import { mainThreadAfterFcp, unionLength } from '../../bench/trace-analysis.mjs';

const task = (name: string, ts: number, dur: number, tid = 1) => ({ name, ph: 'X', pid: 1, tid, ts: ts * 1000, dur: dur * 1000 });

describe('unionLength', () => {
  it('counts nested and overlapping intervals once', () => {
    expect(unionLength([[0, 10], [2, 5], [8, 12], [20, 25]])).toBe(17);
    expect(unionLength([])).toBe(0);
  });
});

describe('mainThreadAfterFcp', () => {
  it('counts blocking time and buckets on the main thread from FCP on, clipping tasks that straddle it', () => {
    const events = [
      { name: 'firstContentfulPaint', ph: 'R', pid: 1, tid: 1, ts: 100_000 },
      task('RunTask', 0, 90), // before FCP: ignored
      task('RunTask', 80, 100), // 80 ms of it after FCP: 30 ms blocking
      task('UpdateLayoutTree', 120, 40),
      task('RunTask', 300, 70), // 20 ms blocking
      task('EvaluateScript', 300, 60),
      task('FunctionCall', 310, 20), // nested in the script above
      task('Layout', 365, 5),
      task('RunTask', 500, 400, 2), // another thread: ignored
    ];
    expect(mainThreadAfterFcp(events)).toMatchObject({ blocking: 50, style: 40, script: 60, layout: 5, paint: 0 });
  });

  it('gives nothing for a trace without a first contentful paint', () => {
    expect(mainThreadAfterFcp([task('RunTask', 0, 100)])).toBeUndefined();
  });
});
