import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Unit tests run without the Vike plugin: they test pure functions and components directly.
export default defineConfig({
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    environment: "node",
    // One test file per core. Vitest's default is one fewer than the cores, a single worker on a 2-core machine,
    // and many files here spend their time waiting on a validate or build they spawned, which leaves that worker
    // idle. Measured side by side on this 2-core machine (load 7-10): 87 and 88 s with two workers against 98
    // and 170 s with one, all 476 tests passing each time.
    maxWorkers: availableParallelism(),
  },
});
