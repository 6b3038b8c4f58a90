import type { BlockOf } from "../../schema/blocks.ts";
import { Actions } from "../ui/ActionButton.tsx";
import { Picture } from "../ui/Picture.tsx";
import { RichText } from "../ui/RichText.tsx";

export function Hero({ block }: { block: BlockOf<"hero"> }) {
  return (
    <section className={`hero${block.image ? " hero--with-image" : ""}`}>
      <div className="container hero-grid">
        <div className="hero-copy">
          {block.eyebrow && <p className="eyebrow">{block.eyebrow}</p>}
          <h1>{block.heading}</h1>
          <p className="hero-intro">
            <RichText text={block.intro} />
          </p>
          <Actions actions={block.actions} />
          {block.badges && (
            <ul className="badges">
              {block.badges.map((badge) => (
                <li key={badge}>{badge}</li>
              ))}
            </ul>
          )}
        </div>
        {block.image && (
          <Picture image={block.image} sizes="(min-width: 1024px) 600px, 100vw" priority className="hero-media" />
        )}
      </div>
    </section>
  );
}
