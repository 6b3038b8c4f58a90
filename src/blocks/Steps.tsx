import type { BlockOf } from "../../schema/blocks.ts";
import { Actions } from "../ui/ActionButton.tsx";
import { RichText } from "../ui/RichText.tsx";
import { Section } from "../ui/Section.tsx";

export function Steps({ block }: { block: BlockOf<"steps"> }) {
  return (
    <Section id={block.id} tone={block.tone} heading={block.heading} intro={block.intro}>
      <ol className="steps">
        {block.items.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>
              <RichText text={step.text} />
            </p>
          </li>
        ))}
      </ol>
      {block.actions && <Actions actions={block.actions} className="actions--center" />}
    </Section>
  );
}
