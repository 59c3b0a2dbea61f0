import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Node 20.19+ lets require() load ES modules; a require() and an import() of the same module at once
    // can abort the process ("v8::Module::IsGraphAsync must be used on an instantiated module",
    // nodejs/node#57126's race), which killed a test fork once in CI. Nothing here needs require(esm).
    execArgv: ['--no-experimental-require-module'],
    maxWorkers: 2,
    reporters: ['default'],
  },
});
