import type { ComponentType } from "react";
import type { BlockData } from "../../schema/blocks.ts";
import { registry } from "./registry.ts";

/** A page is its blocks, in order; each gets exactly its own props. */
export function Blocks({ blocks }: { blocks: readonly BlockData[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const Component = registry[block.type] as ComponentType<{ block: BlockData }>;
        return <Component key={index} block={block} />;
      })}
    </>
  );
}
