import type { BlockOf } from "../../schema/blocks.ts";
import { Picture } from "../ui/Picture.tsx";
import { RichText } from "../ui/RichText.tsx";
import { Section } from "../ui/Section.tsx";

export function Cards({ block }: { block: BlockOf<"cards"> }) {
  return (
    <Section id={block.id} tone={block.tone} heading={block.heading} intro={block.intro}>
      <ul className="card-grid">
        {block.items.map((card) => (
          <li key={card.title} className="card">
            {card.image && (
              <Picture image={card.image} sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw" />
            )}
            <div className="card-body">
              <h3>{card.title}</h3>
              <p>
                <RichText text={card.text} />
              </p>
              {card.href && card.linkLabel && (
                <a className="card-link" href={card.href}>
                  {card.linkLabel}
                  <span className="visually-hidden">: {card.title}</span>
                  <span aria-hidden="true"> →</span>
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
