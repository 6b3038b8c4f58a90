import type { PageData } from "../../schema/site.ts";
import { Blocks } from "../blocks/Blocks.tsx";

export function PageView({ page }: { page: PageData }) {
  return <Blocks blocks={page.blocks} />;
}
