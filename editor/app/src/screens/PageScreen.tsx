/**
 * A page or a post, composed visually: the real block components on Puck's canvas inside the site's own
 * header and footer, its name and language above, its outline beside (the sections in order, one way to add one), and
 * the selected section's fields.
 * Puck holds the page while it is open; every change goes straight into the editor's store, whose undo history
 * spans the whole session (Ctrl/Cmd+Z here, in the fields and in the canvas).
 */
import { valueAt } from "../../../../src/site/json-path.ts";
import { useMemo, useRef } from "react";
import { Puck, type Data } from "@puckeditor/core";
import "@puckeditor/core/no-external.css";
import { Link, useParams } from "react-router-dom";
import { registry } from "../../../../src/blocks/registry.ts";
import { Shell } from "../../../../src/layout/Shell.tsx";
import { buildConfig, PagePathContext } from "../canvas/puck-config.tsx";
import { blockTypesIn } from "../../../../src/validate/rules/heroes.ts";
import { fromPuckData, toPuckData } from "../canvas/puck-data.ts";
import { behindIn, behindOf } from "../model/behind.ts";
import { blockSchemas, type JsonSchema } from "../model/schema.ts";
import { SiteRender, VIEWPORTS } from "../canvas/preview.tsx";
import { useStore } from "../store/StoreProvider.tsx";
import { setAt } from "../model/paths.ts";
import { sharedWords, translationOf } from "../model/translations.ts";
import type { Collection } from "../model/site.ts";
import { pageNotes } from "../model/field-notes.ts";
import { TranslationContext } from "../components/TranslationNote.tsx";
import { PageHeader } from "./page/PageHeader.tsx";
import { useT } from "../i18n/useT.ts";
import { CanvasFrame, NoActionBar, SyncFromStore, Layout, PostCanvasFrame } from "./page/PageLayout.tsx";

export function PageScreen({ collection }: { collection: Collection }) {
  const { index: indexParam } = useParams();
  const index = Number(indexParam);
  const store = useStore();
  const t = useT();
  const { site, schema, update, generation, opened } = store;
  const record = valueAt(site, [collection, index]) as Record<string, unknown> | undefined;
  const recordSchema = schema.properties?.[collection]?.items as JsonSchema;
  // The block types this record may hold (a post, no hero), in the schema's order.
  const types = useMemo(
    () =>
      blockTypesIn(
        collection === "posts" ? "post" : "page",
        [...blockSchemas(schema).keys()].filter((t) => t in registry),
      ),
    [schema, collection],
  );
  // A new section's interface words (a gallery's "Close") as another section of its type in this language says them.
  const latest = useRef({ site, language: record?.language });
  latest.current = { site, language: record?.language };
  const config = useMemo(
    () =>
      buildConfig({
        siteSchema: schema,
        recordSchema,
        registry: registry as never,
        shell: Shell,
        offered: types,
        ...(collection === "posts" ? { frame: PostCanvasFrame } : {}),
        sharedWords: (type, key) => sharedWords(latest.current.site, latest.current.language, type, key),
      }),
    [schema, recordSchema, types, collection],
  );
  // The record as Puck last made it (or was given it): a record the store holds that differs was changed elsewhere.
  const fromPuck = useRef<unknown>(record);
  // Puck reads its data once; it is made again only when the history moves (undo, redo, reload).
  const data = useMemo(
    () => {
      fromPuck.current = record;
      return record ? (toPuckData(record) as unknown as Data) : undefined;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [collection, index, generation],
  );
  const recordRef = useRef(record);
  recordRef.current = record;
  const translation = useMemo(() => translationOf(site, collection, index), [site, collection, index]);
  // Texts behind a change: here, to the original; in the translations, to this page.
  const behind = useMemo(() => behindIn(opened, site, collection, index), [opened, site, collection, index]);
  const ahead = useMemo(() => behindOf(opened, site, collection, index), [opened, site, collection, index]);
  const translated = useMemo(() => pageNotes(translation, behind, ahead), [translation, behind, ahead]);

  if (!record || !data) {
    return (
      <div className="screen">
        <h1>{t("page.notFound.title")}</h1>
        <p>
          {t(collection === "pages" ? "page.notFound.page" : "page.notFound.post", { number: index + 1 })}{" "}
          <Link to="/">{t("page.notFound.back")}</Link>
        </p>
      </div>
    );
  }
  const title = String(record.title ?? record.path ?? "");
  return (
    <PagePathContext.Provider value={[collection, index]}>
      <TranslationContext.Provider value={translated}>
        <SiteRender path={String(record.path ?? "/")}>
          <Puck
            key={`${collection}-${index}-${generation}`}
            config={config}
            data={data}
            iframe={{ enabled: true, waitForStyles: false }}
            ui={{ viewports: { current: { width: "100%", height: "auto" }, controlsVisible: false, options: [] } }}
            viewports={VIEWPORTS.map((v) => ({ width: v.width, height: "auto", label: v.label }))}
            overrides={{ iframe: CanvasFrame, actionBar: NoActionBar }}
            onChange={(next: Data) => {
              const current = recordRef.current;
              if (!current) return;
              const page = fromPuckData(current, next as never);
              fromPuck.current = page;
              update((s) => setAt(s, [collection, index], page) as typeof s, `puck:${collection}:${index}`);
            }}
          >
            <SyncFromStore record={record} fromPuck={fromPuck} />
            <Layout
              types={types}
              title={title}
              translation={translation}
              behind={behind}
              ahead={ahead}
              header={<PageHeader collection={collection} record={record} name={title.split(" | ")[0]!} />}
            />
          </Puck>
        </SiteRender>
      </TranslationContext.Provider>
    </PagePathContext.Provider>
  );
}
