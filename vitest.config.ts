import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Unit tests run without the Vike plugin: they test pure functions and components directly.
export default defineConfig({
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    environment: "node",
    // One test file per core. Vitest's default is one fewer than the cores, a single worker on a 2-core machine,
    // and many files here spend their time waiting on a validate or build they spawned, which leaves that worker
    // idle: two workers on two cores finish the run sooner than one, measured side by side.
    maxWorkers: availableParallelism(),
  },
});
