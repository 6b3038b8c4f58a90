import type { BlockOf } from "../../schema/blocks.ts";
import { Picture } from "../ui/Picture.tsx";
import { RichText } from "../ui/RichText.tsx";
import { Section } from "../ui/Section.tsx";

type Item = BlockOf<"bullets">["items"][number];

export function CheckList({ items }: { items: readonly Item[] }) {
  return (
    <ul className="checklist">
      {items.map((item, index) => (
        <li key={index}>
          {typeof item === "string" ? (
            <RichText text={item} />
          ) : (
            <>
              <strong className="checklist-title">{item.title}</strong> <RichText text={item.text} />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

export function Bullets({ block }: { block: BlockOf<"bullets"> }) {
  return (
    <Section id={block.id} tone={block.tone} heading={block.heading} aside={!block.image} intro={block.intro}>
      {block.image ? (
        <div className={`split split--image-${block.imagePosition ?? "end"}`}>
          <CheckList items={block.items} />
          <Picture image={block.image} sizes="(min-width: 1024px) 560px, 100vw" className="split-media" />
        </div>
      ) : (
        <CheckList items={block.items} />
      )}
    </Section>
  );
}
