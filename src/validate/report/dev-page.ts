import type { Problem } from "./problem.ts";
import { summarize } from "./problem.ts";

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The page `npm run dev` shows instead of the site while site.json has errors: the same problems
 * `npm run validate` prints, laid out to read in the browser. Vite's client script is included so
 * the page reloads itself when the file is saved, and the site comes back once it is valid.
 */
export function problemsPage(file: string, problems: readonly Problem[]): string {
  const items = problems
    .map(
      (problem) => `<li class="${problem.severity}">
  <p class="where"><code>${escape(`${file}:${problem.line}:${problem.column}`)}</code> ${escape(problem.place)}</p>
  <p class="what"><strong>${problem.severity}</strong> ${escape(problem.message)}</p>
  ${problem.expected ? `<p><span>expected</span> ${escape(problem.expected)}</p>` : ""}
  ${problem.hint ? `<p><span>hint</span> ${escape(problem.hint)}</p>` : ""}
</li>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(summarize(file, problems))}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1.5rem; color: #1d2320; }
  h1 { font-size: 1.5rem; margin: 0 0 0.25rem; }
  ol { list-style: none; padding: 0; }
  li { border: 1px solid #d5dbd7; border-left: 6px solid #b3261e; border-radius: 6px; padding: 0.75rem 1rem; margin: 0 0 1rem; }
  li.warning { border-left-color: #9a6700; }
  p { margin: 0.125rem 0; overflow-wrap: anywhere; }
  code { font: 0.9em ui-monospace, monospace; background: #eef1ef; padding: 0.1em 0.3em; border-radius: 3px; }
  .where { color: #3e4a44; }
  strong { text-transform: uppercase; font-size: 0.8em; color: #b3261e; margin-right: 0.25em; }
  .warning strong { color: #9a6700; }
  span { display: inline-block; min-width: 5.5em; color: #56625c; }
</style>
<script type="module" src="/@vite/client"></script>
</head>
<body>
<main>
<h1>${escape(summarize(file, problems))}</h1>
<p>The site is shown again as soon as ${escape(file)} is saved without errors. This page reloads by itself.</p>
<ol>
${items}
</ol>
</main>
</body>
</html>
`;
}
