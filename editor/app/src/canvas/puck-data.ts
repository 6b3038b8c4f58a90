/**
 * A page's blocks in and out of Puck's data, losslessly: Puck wants `{ type, props: { id, ... } }` with a unique
 * `id` per block, and our blocks have their own optional `id` (an anchor for /path#id links). On the way in the
 * anchor is moved aside and Puck gets a fresh id; on the way out Puck's id is dropped and the anchor restored.
 */

export const ANCHOR = "__anchor";

export type Block = { type: string } & Record<string, unknown>;

export interface PuckItem {
  type: string;
  props: Record<string, unknown> & { id: string };
}

let counter = 0;
export const newId = (type: string): string => `${type}-${Date.now().toString(36)}-${(counter++).toString(36)}`;

export function blockToItem(block: Block, id = newId(block.type)): PuckItem {
  const { type, id: anchor, ...rest } = block;
  const props: PuckItem["props"] = { ...rest, id };
  if (anchor !== undefined) props[ANCHOR] = anchor;
  return { type, props };
}

export function itemToBlock(item: { type: string; props: Record<string, unknown> }): Block {
  const { id: _puckId, [ANCHOR]: anchor, ...rest } = item.props;
  const block: Block = { type: item.type };
  if (anchor !== undefined) block.id = anchor;
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) block[key] = value;
  return block;
}

/** A page (or post) as Puck data: its blocks are the content; every other field is the root's. */
export function toPuckData(page: Record<string, unknown>, ids?: string[]) {
  const { blocks, ...root } = page;
  const list = Array.isArray(blocks) ? (blocks as Block[]) : [];
  return {
    root: { props: root },
    content: list.map((block, index) => blockToItem(block, ids?.[index])),
  };
}

/** Back from Puck data to a page, keeping the page's own key order (blocks where they were). */
export function fromPuckData(
  original: Record<string, unknown>,
  data: { root: { props?: Record<string, unknown> }; content: { type: string; props: Record<string, unknown> }[] },
): Record<string, unknown> {
  const rootProps = { ...(data.root.props ?? {}) };
  delete rootProps.id;
  const blocks = data.content.map(itemToBlock);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(original)) {
    if (key === "blocks") out.blocks = blocks;
    else if (rootProps[key] !== undefined) out[key] = rootProps[key];
  }
  for (const [key, value] of Object.entries(rootProps)) if (!(key in out) && value !== undefined) out[key] = value;
  if (!("blocks" in out)) out.blocks = blocks;
  return out;
}
