/**
 * Scheduled content: a post with `publishFrom` tomorrow is left out of what is published today, and a scheduled run
 * (`npm run publish -- --scheduled`) with the clock moved on (PUBLISH_NOW) publishes it; a scheduled run with
 * nothing newly due publishes nothing. A server target that is a folder on this machine, served by nginx.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, cpSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dueSite } from "../src/site/schedule.ts";
import { startNginx } from "../tools/test-servers/nginx.ts";
import { fetchText, publishCommand } from "../tools/test-servers/publish-command.ts";
import { asSite, minimalSite } from "./fixtures/site.ts";

const BASE = Number(process.env.PUBLISH_TEST_PORT_BASE ?? 18400) + 20;
const folder = resolve(".scratch/publish-test/schedule");
const siteFile = join(folder, "site", "site.json");
const POST = "/blog/spring-pruning-offer";

let nginx: { url: string; stop(): Promise<void> };
let serverRoot: string;
let stateDir: string;

const publish = (now: string, ...args: string[]) =>
  publishCommand([...args, "--no-precompress"], {
    SITE_JSON: siteFile,
    DIST_DIR: join(folder, "dist"),
    PUBLISH_CONFIG: join(folder, "publish.json"),
    PUBLISH_STATE_DIR: stateDir,
    PUBLISH_NOW: now,
  });

beforeAll(async () => {
  mkdirSync(join(folder, "site"), { recursive: true });
  rmSync(join(folder, "site", "images"), { recursive: true, force: true });
  cpSync(resolve("images"), join(folder, "site", "images"), { recursive: true });
  serverRoot = mkdtempSync(join(tmpdir(), "publish-schedule-"));
  stateDir = mkdtempSync(join(tmpdir(), "publish-schedule-state-"));
  nginx = await startNginx(join(serverRoot, "current"), BASE);
  writeFileSync(
    join(folder, "publish.json"),
    JSON.stringify({ targets: { live: { type: "server", path: serverRoot, liveUrl: nginx.url } } }),
  );
  const site = JSON.parse(readFileSync("site.json", "utf8")) as { posts: Record<string, unknown>[] };
  // A post and its Spanish translation (the strict check asks for one in each language), both due tomorrow.
  const [english, spanish] = [site.posts[0]!, site.posts[2]!];
  site.posts.push(
    {
      ...english,
      path: POST,
      title: "Spring Pruning Offer | Poinciana Tree Care",
      heading: "Spring Pruning Offer",
      description:
        "Our spring pruning offer for Poinciana homes: book a visit in March and save on shaping oaks and palms.",
      publishFrom: "2030-03-02",
    },
    {
      ...spanish,
      path: "/es/blog/oferta-de-poda-de-primavera",
      translationOf: POST,
      title: "Oferta de poda de primavera | Poinciana Tree Care",
      heading: "Oferta de poda de primavera",
      description:
        "Nuestra oferta de poda de primavera para hogares de Poinciana: reserve en marzo y ahorre en robles y palmas.",
      publishFrom: "2030-03-02",
    },
  );
  writeFileSync(siteFile, JSON.stringify(site, null, 2) + "\n");
}, 30_000);

afterAll(async () => {
  await nginx?.stop();
  rmSync(serverRoot, { recursive: true, force: true });
  rmSync(stateDir, { recursive: true, force: true });
});

describe("scheduled content", () => {
  it("is left out until its day, and a scheduled run on that day publishes it", async () => {
    const today = await publish("2030-03-01T09:00:00");
    expect(today.stdout, today.stderr).toContain("Live at");
    expect(await fetch(`${nginx.url}${POST.slice(1)}`).then((response) => response.status)).toBe(404);
    expect(await fetchText(`${nginx.url}blog`)).not.toContain("Spring Pruning Offer");

    const sameDay = await publish("2030-03-01T23:00:00", "--scheduled");
    expect(sameDay.stdout).toContain("nothing to publish");

    const nextDay = await publish("2030-03-02T06:00:00", "--scheduled");
    expect(nextDay.stdout, nextDay.stderr).toContain(`Scheduled content changed: ${POST} became due`);
    expect(nextDay.stdout).toContain("/es/blog/oferta-de-poda-de-primavera became due");
    expect(nextDay.stdout).toContain("Live at");
    expect(await fetchText(`${nginx.url}${POST.slice(1)}`)).toContain("Spring Pruning Offer");
    expect(await fetchText(`${nginx.url}blog`)).toContain("Spring Pruning Offer");
  }, 180_000);

  it("leaves out a block outside its days, through its last day", () => {
    const site = asSite(minimalSite());
    const home = site.pages[0]!;
    home.blocks = [...home.blocks, { ...home.blocks[0]!, publishUntil: "2030-03-01" }];
    expect(dueSite(site, "2030-03-01").pages[0]!.blocks).toHaveLength(home.blocks.length);
    expect(dueSite(site, "2030-03-02").pages[0]!.blocks).toHaveLength(home.blocks.length - 1);
    expect(dueSite(site, "2030-02-01")).toBe(site);
  });
});
