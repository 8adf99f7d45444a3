// Reads a Chromium performance trace (the JSON Playwright's browser.startTracing returns) the way
// DevTools' Performance panel does: the renderer's main thread, from first contentful paint on.

/** Trace event names by the DevTools bucket they are counted in. Nested events are merged, not added. */
const BUCKETS = {
  style: ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet'],
  layout: ['Layout'],
  script: ['EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'FireIdleCallback', 'RunMicrotasks', 'v8.produceCache'],
  paint: ['PrePaint', 'Paint', 'Layerize', 'UpdateLayer'],
};
const TASK = 'RunTask';
const LONG_TASK_MS = 50;

/** Total length of the union of [start, end) intervals, so a nested event is not counted twice. */
export function unionLength(intervals) {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let [start, end] = [-Infinity, -Infinity];
  for (const [s, e] of sorted) {
    if (s > end) {
      if (end > start) total += end - start;
      [start, end] = [s, e];
    } else end = Math.max(end, e);
  }
  if (end > start) total += end - start;
  return total;
}

/**
 * Main-thread figures after first contentful paint, in ms: blocking time (the part of each task
 * beyond 50 ms, tasks clipped at FCP, as Lighthouse counts TBT), and the time in style, layout,
 * script and paint. Returns undefined when the trace has no FCP.
 */
export function mainThreadAfterFcp(traceEvents) {
  const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return undefined;
  const onMain = traceEvents.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X' && e.dur !== undefined && e.ts + e.dur > fcp.ts);
  const clip = (e) => [Math.max(e.ts, fcp.ts), e.ts + e.dur];
  const ms = (us) => us / 1000;
  let blocking = 0;
  for (const task of onMain.filter((e) => e.name === TASK)) {
    const [start, end] = clip(task);
    blocking += Math.max(0, ms(end - start) - LONG_TASK_MS);
  }
  const figures = { blocking };
  for (const [bucket, names] of Object.entries(BUCKETS)) {
    figures[bucket] = ms(unionLength(onMain.filter((e) => names.includes(e.name)).map(clip)));
  }
  return figures;
}
