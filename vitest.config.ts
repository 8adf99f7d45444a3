import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': import.meta.dirname } },
  // The first test to load the docs parses every MDX file: seconds on a busy 2-core machine.
  test: { include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 120_000 },
});
