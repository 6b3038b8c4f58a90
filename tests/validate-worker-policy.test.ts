import { afterEach, describe, expect, it, vi } from "vitest";

/* The command uses a second thread for a large file only when a core is free (validate-worker.ts). */

const machine = { cores: 2, load: 0 };
vi.mock("node:os", async (original) => ({
  ...(await original<typeof import("node:os")>()),
  availableParallelism: () => machine.cores,
  loadavg: () => [machine.load, machine.load, machine.load],
}));
const { secondCoreFree } = await import("../src/content/validate-worker.ts");

describe("when the command uses a second thread", () => {
  afterEach(() => Object.assign(machine, { cores: 2, load: 0 }));

  it("uses it when a core is free", () => {
    Object.assign(machine, { cores: 2, load: 0.4 });
    expect(secondCoreFree()).toBe(true);
    Object.assign(machine, { cores: 8, load: 6.5 });
    expect(secondCoreFree()).toBe(true);
  });

  it("keeps to one thread on one core, or when every core is already busy", () => {
    Object.assign(machine, { cores: 1, load: 0 });
    expect(secondCoreFree()).toBe(false);
    Object.assign(machine, { cores: 2, load: 3.9 });
    expect(secondCoreFree()).toBe(false);
  });
});
