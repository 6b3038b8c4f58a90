/** A build that stopped: its message says which step and why; the previous output is untouched. */
export class BuildFailure extends Error {
  override name = "BuildFailure";
}

/** Each step's time, in ms, in the order they ran, and a runner that times one and names it in its failure. */
export function stepTimer(): {
  steps: Record<string, number>;
  step: <T>(label: string, work: () => T | Promise<T>) => Promise<T>;
} {
  const steps: Record<string, number> = {};
  const step = async <T>(label: string, work: () => T | Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await work();
    } catch (error) {
      if (error instanceof BuildFailure) throw error;
      throw new BuildFailure(`${label}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      steps[label] = performance.now() - started;
    }
  };
  return { steps, step };
}
