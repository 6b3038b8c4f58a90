import type { BlockOf } from "../../schema/blocks.ts";
import { Picture } from "../ui/Picture.tsx";
import { RichText } from "../ui/RichText.tsx";
import { Section } from "../ui/Section.tsx";
import { CheckList } from "./Bullets.tsx";

export function Text({ block }: { block: BlockOf<"text"> }) {
  const copy = (
    <div className="prose">
      {block.paragraphs.map((paragraph, index) => (
        <p key={index}>
          <RichText text={paragraph} />
        </p>
      ))}
      {block.bullets && <CheckList items={block.bullets} />}
    </div>
  );
  return (
    <Section id={block.id} tone={block.tone} heading={block.heading} aside={!block.image}>
      {block.image ? (
        <div className={`split split--image-${block.imagePosition ?? "end"}`}>
          {copy}
          <Picture image={block.image} sizes="(min-width: 1024px) 560px, 100vw" className="split-media" />
        </div>
      ) : (
        copy
      )}
    </Section>
  );
}
