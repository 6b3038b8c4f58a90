/** What `npm run validate -- --lang es` prints: the problems and the summary in Spanish (the English is command-output.ts). */
import type { CommandResult } from "../result-memo.ts";
import { formatProblem } from "./problem.ts";
import type { Problem } from "./problem.ts";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** `2 errores y 1 aviso en site.json` */
function summarize(file: string, problems: readonly Problem[]): string {
  const errors = problems.filter((problem) => problem.severity === "error").length;
  const warnings = problems.length - errors;
  const parts = [errors ? count(errors, "error", "errores") : "", warnings ? count(warnings, "aviso", "avisos") : ""];
  return `${parts.filter(Boolean).join(" y ") || "ningún problema"} en ${file}`;
}

export const SPANISH_REPORT = {
  printed(
    name: string,
    result: CommandResult,
    ms: number,
    { failed, strict, color }: { failed: boolean; strict: boolean; color?: boolean },
  ) {
    const code: 0 | 1 = failed ? 1 : 0;
    const warnings = result.problems.filter((problem) => problem.severity === "warning").length;
    let stderr = "";
    for (const problem of result.problems) stderr += formatProblem(name, problem, { color, language: "es" }) + "\n\n";
    if (result.ok && !failed) {
      const stdout =
        `${name} es válido${warnings ? `, con ${count(warnings, "aviso", "avisos")}` : ""}: ` +
        `${count(result.pages, "página", "páginas")}, ${count(result.posts, "entrada", "entradas")} ` +
        `(revisado en ${ms.toFixed(0)} ms)\n`;
      return { code, stdout, stderr };
    }
    const errors = result.problems.length - warnings;
    stderr +=
      `${summarize(name, result.problems)}. ` +
      (errors
        ? "Corrija los errores de arriba; el sitio no se puede publicar hasta entonces."
        : strict
          ? "Con --strict, los avisos cuentan como errores."
          : "") +
      "\n";
    return { code, stdout: "", stderr };
  },
};
