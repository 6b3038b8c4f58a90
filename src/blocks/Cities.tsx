import type { BlockOf } from "../../schema/blocks.ts";
import { useRender } from "../layout/context.tsx";
import { Section } from "../ui/Section.tsx";

export function Cities({ block }: { block: BlockOf<"cities"> }) {
  const { site } = useRender();
  return (
    <Section id={block.id} tone={block.tone} heading={block.heading} intro={block.intro}>
      <ul className="cities">
        {site.business.servedCities.map((city) => (
          <li key={city}>{city}</li>
        ))}
      </ul>
    </Section>
  );
}
