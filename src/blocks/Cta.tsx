import type { BlockOf } from "../../schema/blocks.ts";
import { Actions } from "../ui/ActionButton.tsx";
import { RichText } from "../ui/RichText.tsx";

export function Cta({ block }: { block: BlockOf<"cta"> }) {
  return (
    <section id={block.id} className="cta-band">
      <div className="container cta-inner">
        <h2>{block.heading}</h2>
        <p>
          <RichText text={block.text} />
        </p>
        <Actions actions={block.actions} className="actions--center actions--on-dark" />
      </div>
    </section>
  );
}
