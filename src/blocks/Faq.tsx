import { useId } from "react";
import type { BlockOf } from "../../schema/blocks.ts";
import { RichText } from "../ui/RichText.tsx";
import { Section } from "../ui/Section.tsx";

/** <details> sharing one name: the browser keeps at most one open, and any open one can be closed. No script. */
export function Faq({ block }: { block: BlockOf<"faq"> }) {
  const group = useId();
  return (
    <Section id={block.id} tone={block.tone} heading={block.heading} intro={block.intro}>
      <div className="faq">
        {block.items.map((item) => (
          <details key={item.question} name={group} className="faq-item">
            <summary>{item.question}</summary>
            <div className="faq-answer">
              <p>
                <RichText text={item.answer} />
              </p>
            </div>
          </details>
        ))}
      </div>
    </Section>
  );
}
