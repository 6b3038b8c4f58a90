/**
 * The publish targets, set up once in publish.json beside site.json (or PUBLISH_CONFIG), checked with the same
 * line-and-column problems as site.json. No secret belongs here: the SSH key and known hosts come from the
 * environment (paths.ts), git's credentials from git's own helpers.
 */
import { readFileSync } from "node:fs";
import { z } from "zod";
import { locatePaths } from "../validate/read/locate.ts";
import { readJson } from "../validate/read/syntax.ts";
import { describePlace, LineIndex, type Finding, type Problem } from "../validate/report/problem.ts";
import { plainIssues } from "../validate/schema/issues.ts";

const Name = z.string().regex(/^[A-Za-z0-9._-]+$/, "letters, digits, dots, dashes and underscores only");
const LiveUrl = z.url({ protocol: /^https?$/ }).describe("The site's public address, read back to confirm a publish.");

export const ServerTarget = z.strictObject({
  type: z.literal("server"),
  /** Absent: `path` is a folder on this machine. */
  host: z
    .string()
    .regex(/^[A-Za-z0-9.:-]+$/, "a host name or address")
    .optional(),
  user: Name.optional(),
  port: z.number().int().min(1).max(65535).optional(),
  path: z
    .string()
    .regex(/^\/[^'\n]*$/, "an absolute folder, without quotes")
    .describe("Holds releases/ and current."),
  keep: z.number().int().min(1).max(100).default(5).describe("How many releases are kept, the live one included."),
  liveUrl: LiveUrl,
  previewUrl: LiveUrl.optional().describe(
    "Where the folder preview/ beside current is served; by default the live address followed by preview/.",
  ),
  keepPreviews: z.number().int().min(1).max(20).default(3).describe("How many previews are kept, newest first."),
});

export const GitTarget = z.strictObject({
  type: z.literal("git"),
  remote: z.string().min(1).default("origin").describe("A remote's name or address."),
  branch: Name.default("main"),
  liveUrl: LiveUrl.optional(),
  liveTimeout: z.number().min(0).max(3600).default(300).describe("Seconds to wait for the host's own build."),
  previewBranch: Name.default("preview").describe("The branch a preview is pushed to; never the live branch."),
  previewUrl: LiveUrl.optional().describe("The address the host gives the preview branch's deploy."),
});

export const PublishConfig = z.strictObject({
  $schema: z.string().optional(),
  targets: z.record(Name, z.discriminatedUnion("type", [ServerTarget, GitTarget])),
  default: Name.optional(),
});

export type ServerTargetConfig = z.infer<typeof ServerTarget>;
export type GitTargetConfig = z.infer<typeof GitTarget>;
export type TargetConfig = ServerTargetConfig | GitTargetConfig;
export type PublishConfigData = z.infer<typeof PublishConfig>;

export type ConfigRead = { ok: true; config: PublishConfigData } | { ok: false; problems: Problem[] };

/** publish.json read and checked: every mistake placed by line and column and worded as site.json's are. */
export function readPublishConfig(file: string): ConfigRead {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return {
      ok: false,
      problems: [
        fileProblem(`there is no ${file}: publishing needs a target set up there (docs/deploy.md, "Publishing")`),
      ],
    };
  }
  const lines = new LineIndex(text);
  const read = readJson(text, () => "publish.json");
  if (read.findings.length || read.data === undefined)
    return { ok: false, problems: placed(text, lines, read.findings, undefined) };
  const parsed = PublishConfig.safeParse(read.data);
  const findings = parsed.success
    ? []
    : parsed.error.issues.flatMap((issue) => plainIssues(PublishConfig, read.data, issue));
  if (parsed.success && parsed.data.default !== undefined && !(parsed.data.default in parsed.data.targets)) {
    findings.push({
      code: "not-allowed",
      path: ["default"],
      message: `there is no target named "${parsed.data.default}"`,
      expected: `one of ${Object.keys(parsed.data.targets).join(", ")}`,
    });
  }
  for (const [name, target] of parsed.success ? Object.entries(parsed.data.targets) : []) {
    if (target.type === "git" && target.previewBranch === target.branch) {
      findings.push({
        code: "not-allowed",
        path: ["targets", name, "previewBranch"],
        message: `the preview branch must not be the live branch "${target.branch}"`,
        expected: "another branch's name, such as preview",
      });
    }
  }
  if (findings.length || !parsed.success) return { ok: false, problems: placed(text, lines, findings, read.data) };
  return { ok: true, config: parsed.data };
}

/** The target to publish to: the one named, else `default`, else the only one. */
export function chooseTarget(config: PublishConfigData, name?: string): { name: string; target: TargetConfig } {
  const names = Object.keys(config.targets);
  const chosen = name ?? config.default ?? (names.length === 1 ? names[0] : undefined);
  if (!chosen || !config.targets[chosen]) {
    throw new Error(
      chosen
        ? `there is no publish target named "${chosen}" (publish.json has ${names.join(", ") || "none"})`
        : `publish.json has ${names.length} targets: name one with --target (${names.join(", ")}) or set "default"`,
    );
  }
  return { name: chosen, target: config.targets[chosen]! };
}

function placed(text: string, lines: LineIndex, findings: Finding[], data: unknown): Problem[] {
  const offsets = locatePaths(
    text,
    findings.map((finding) => ({ path: finding.path, atKey: finding.atKey })),
  );
  return findings.map((finding, index) => ({
    severity: finding.severity ?? "error",
    code: finding.code,
    path: finding.path,
    place: describePlace(finding.path, data),
    ...lines.position(finding.offset ?? offsets[index]!),
    message: finding.message,
    ...(finding.expected ? { expected: finding.expected } : {}),
    ...(finding.hint ? { hint: finding.hint } : {}),
  }));
}

const fileProblem = (message: string): Problem => ({
  severity: "error",
  code: "missing-file",
  path: [],
  place: "the whole file",
  line: 1,
  column: 1,
  message,
});
