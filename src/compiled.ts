/**
 * A command run compiled (scripts/compiled.mjs) is offered the bundle of any other source file, made the same way:
 * a worker thread's entry. Under tsx there is none.
 */
const COMPILED = Symbol.for("site-renderer.compiled");
interface Compiled {
  bundle(source: string): Promise<URL | undefined>;
}

/** The bundle of `source` (relative to the project), made or found fresh; undefined when not run compiled. */
export async function compiledBundle(source: string): Promise<URL | undefined> {
  return (globalThis as { [COMPILED]?: Compiled })[COMPILED]?.bundle(source);
}
