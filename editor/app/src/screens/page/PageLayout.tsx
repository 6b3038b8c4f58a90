/** The page screen's layout around Puck: the canvas, its frame, the sections and the fields. */
import { useContext, useEffect, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { Puck, type Data } from "@puckeditor/core";
import "@puckeditor/core/no-external.css";
import { useLocation } from "react-router-dom";
import { retryFocus, type JumpState } from "../../components/jump.ts";
import { PostFrame } from "../../../../../src/layout/PostView.tsx";
import { useRender } from "../../../../../src/layout/context.tsx";
import { Boundary, PagePathContext } from "../../canvas/puck-config.tsx";
import { blockToItem, toPuckData, type Block } from "../../canvas/puck-data.ts";
import { relink } from "../../../../../src/site/links.ts";
import { type Behind } from "../../model/behind.ts";
import { versionAddresses } from "../../model/addresses.ts";
import { ScaleContext, ScaledSite, useSiteFrame } from "../../canvas/preview.tsx";
import { same } from "../../../../../src/save/merge.ts";
import { useStore } from "../../store/StoreProvider.tsx";
import { blockInLanguage, type Missing, type Translation } from "../../model/translations.ts";
import { AheadStatus, TranslationStatus } from "../../components/TranslationStatus.tsx";
import { usePuckState, ZONE } from "../../canvas/puck-state.ts";
import { useUndoKeys } from "../../components/useUndoKeys.ts";
import { SectionActions } from "./SectionActions.tsx";
import { SectionChangesSaid, type Chosen } from "./SectionList.tsx";
import { Outline } from "./Outline.tsx";
import { MoreOptionsProvider } from "../../canvas/field-groups.tsx";
import "./page.css";
import "./inspector.css";
import { useEmptyPictureClicks, useFieldsOnTap, useScaleInFrame, useScrollToSelected } from "./canvas-hooks.ts";
import { useOutOfTabOrder, usePointerOnlyDrag } from "../../canvas/pointer-only.ts";
import { useT } from "../../i18n/useT.ts";
import {
  chosenInOutline,
  PhonePanel,
  PhoneTabContext,
  PhoneTabList,
  useEditOnSelect,
  useEditOnTap,
  usePhoneLayout,
  usePhoneTabs,
  usePhoneTabState,
} from "./phone-tabs.tsx";
import "./page-phone.css";

export function CanvasFrame({ children, document: frame }: { children: ReactNode; document?: Document }) {
  const { undo, redo } = useStore();
  useSiteFrame(frame, useT()("phone.previewOfPage"), useRender().site.site.language);
  useEditOnTap(frame);
  useUndoKeys(frame, undo, redo);
  useScrollToSelected(frame);
  useFieldsOnTap(frame);
  usePointerOnlyDrag(frame);
  useOutOfTabOrder(frame);
  // The editor's marks on the canvas (the selection's outline, its chip, the badges) keep their size on screen.
  useScaleInFrame(frame, useContext(ScaleContext));
  useEmptyPictureClicks(frame);
  return <>{children}</>;
}

/**
 * Puck's own bar above the selected section (its type, copy, delete) drawn as nothing: the panel beside the canvas
 * names the section and holds its actions, in words. Drawn above the section, the bar covered the site's header (its
 * menu button) whenever the first section was selected.
 */
export const NoActionBar = () => <></>;

/** The page on Puck's canvas, at the width chosen. */
export function Canvas({ title }: { title: string }) {
  return (
    <ScaledSite label={useT()("phone.previewOf", { title })}>
      <Puck.Preview />
    </ScaledSite>
  );
}

/** A jump from the problems list to a section's field: select the section, then focus the field. */
export function JumpToSection() {
  const location = useLocation();
  const dispatch = usePuckState((s) => s.dispatch);
  const { show } = usePhoneTabs();
  useEffect(() => {
    const state = location.state as JumpState | null;
    if (!state?.jump) return;
    // On a phone the field is on the Edit tab.
    show("edit");
    const [, , blocks, index] = state.jump;
    if (blocks === "blocks" && typeof index === "number") {
      dispatch({ type: "setUi", ui: { itemSelector: { index, zone: ZONE } } });
    } else {
      dispatch({ type: "setUi", ui: { itemSelector: null } });
    }
    return retryFocus(state.jump);
  }, [location, dispatch, show]);
  return null;
}

/**
 * The page changed in the store by something other than Puck (find and replace, a problem's remedy button) handed to
 * Puck, its sections keeping their ids, so the selection stays. Puck reads its data once: it went on showing the old
 * words, and its next change wrote them back over the new ones.
 */
export function SyncFromStore({
  record,
  fromPuck,
}: {
  record: Record<string, unknown>;
  fromPuck: { current: unknown };
}) {
  const dispatch = usePuckState((s) => s.dispatch);
  const content = usePuckState((s) => s.appState.data.content);
  const ids = useRef<string[]>([]);
  ids.current = content.map((item) => String(item.props.id));
  useEffect(() => {
    if (fromPuck.current === record || same(fromPuck.current, record)) return;
    fromPuck.current = record;
    dispatch({ type: "setData", data: toPuckData(record, ids.current) as unknown as Data });
  }, [record, fromPuck, dispatch]);
  return null;
}

/** Puck's own Ctrl+Z would undo only this page; the session's history takes the keys (see useUndoKeys). */
export function Layout({
  types,
  title,
  translation,
  behind,
  ahead,
  header,
}: {
  types: string[];
  title: string;
  /** The page's name, address and language, above the canvas. */
  header: ReactNode;
  translation?: Translation;
  behind: Behind[];
  ahead: Behind[];
}) {
  const added = useRef<number | undefined>(undefined);
  const dispatch = usePuckState((s) => s.dispatch);
  const { site } = useStore();
  const [chosen, setChosen] = useState<Chosen>();
  const selectedId = usePuckState((s) => s.selectedItem?.props.id);
  const t = useT();
  const phone = usePhoneLayout();
  const tabs = usePhoneTabState(useContext(PagePathContext).join("/"));
  useEditOnSelect(tabs, phone, selectedId);
  // A section of the original copied into its place here, its links led to this language's pages where the site has
  // them and its own button words as this language's sections say them (as "Add the Spanish version" does), and
  // selected, its fields taking the keyboard.
  const copySection = (missing: Missing) => {
    if (!translation) return;
    const copy = relink(structuredClone(missing.block), versionAddresses(site, translation.language)) as Block;
    const block = blockInLanguage(copy, site, translation.language);
    const item = blockToItem(block);
    added.current = missing.at;
    dispatch({
      type: "setData",
      data: (previous) => ({
        content: [...previous.content.slice(0, missing.at), item, ...previous.content.slice(missing.at)],
      }),
    });
    dispatch({ type: "setUi", ui: { itemSelector: { index: missing.at, zone: ZONE } } });
  };
  const outline = (
    <PhonePanel tab="sections" phone={phone} onClickCapture={(event) => chosenInOutline(event, tabs, phone)}>
      <Outline types={types} added={added} translation={translation} onChosen={setChosen} />
    </PhonePanel>
  );
  return (
    <PhoneTabContext.Provider value={tabs}>
      <div className="page-editor" data-phone-tab={phone ? tabs.tab : undefined}>
        <JumpToSection />
        <SectionChangesSaid />
        {/* On a phone the outline follows the tabs, as it shows below them: the keyboard meets things in their order. */}
        {phone ? null : outline}
        <div className="page-main">
          {header}
          <AheadStatus ahead={ahead} />
          {phone ? <PhoneTabList /> : null}
          <PhonePanel tab="preview" phone={phone}>
            <Canvas title={title} />
          </PhonePanel>
        </div>
        {phone ? outline : null}
        <PhonePanel tab="edit" phone={phone}>
          <aside className="panel panel-right" aria-label={t("phone.fields")}>
            {translation ? <TranslationStatus translation={translation} behind={behind} onCopy={copySection} /> : null}
            <SectionActions added={added} chosen={chosen} />
            <MoreOptionsProvider section={selectedId}>
              <Puck.Fields />
            </MoreOptionsProvider>
          </aside>
        </PhonePanel>
      </div>
    </PhoneTabContext.Provider>
  );
}

/** A date as site.json writes it and the site can show: 2025-09-01; anything else, not yet. */
export const shownDate = (value: unknown): string | undefined =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
    ? value
    : undefined;

/**
 * A post on the canvas as visitors see it: its date, heading and picture above its sections (the site's PostFrame),
 * each as far as it is written yet. Should the post's own fields not draw, its sections still do.
 */
export function PostCanvasFrame({ record, children }: { record: Record<string, unknown>; children: ReactNode }) {
  const image = record.image as { src?: unknown; alt?: unknown } | undefined;
  const post: ComponentProps<typeof PostFrame>["post"] = {
    title: String(record.title ?? ""),
    heading: typeof record.heading === "string" && record.heading.trim() ? record.heading : undefined,
    published: shownDate(record.published),
    displayDate: shownDate(record.displayDate),
    image: typeof image?.src === "string" && image.src ? { src: image.src, alt: String(image.alt ?? "") } : undefined,
  };
  return (
    <Boundary fallback={children}>
      <PostFrame post={post}>{children}</PostFrame>
    </Boundary>
  );
}
