import { defineConfig } from "vitest/config";

// Unit tests run without the Vike plugin: they test pure functions and components directly.
export default defineConfig({
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    environment: "node",
  },
});
