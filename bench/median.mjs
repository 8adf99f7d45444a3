// The median the page benchmarks report: of a list of numbers, and field by field of a list of runs.
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const medianOf = (runs) => Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]));
