import type { BlockOf } from "../../schema/blocks.ts";
import { island } from "../islands/marker.ts";
import { mapInLanguage } from "./map-language.ts";
import { useRender } from "../layout/context.tsx";
import { Actions } from "../ui/ActionButton.tsx";
import { Section } from "../ui/Section.tsx";

export function Contact({ block }: { block: BlockOf<"contact"> }) {
  const { site } = useRender();
  const { business } = site;
  const mapSrc = block.map && mapInLanguage(block.map.src, site.site.language);
  return (
    <Section id={block.id} tone={block.tone} heading={block.heading} intro={block.intro}>
      <div className={`contact${block.map ? " contact--with-map" : ""}`}>
        <div className="contact-card">
          <h3>{block.phoneLabel}</h3>
          <p className="contact-phone">
            <a href={`tel:${business.phone.e164}`}>{business.phone.display}</a>
          </p>
          <h3>{block.addressLabel}</h3>
          <address>
            {business.address.street}
            <br />
            {business.address.city}, {business.address.region} {business.address.postalCode}
          </address>
          <h3>{block.hoursLabel}</h3>
          <dl className="hours">
            {business.hours.map((row) => (
              <div key={row.days}>
                <dt>{row.days}</dt>
                <dd>{row.time}</dd>
              </div>
            ))}
          </dl>
          {block.actions && <Actions actions={block.actions} />}
        </div>
        {block.map && (
          // The map is a heavy third-party page: the island adds it when the visitor scrolls near, so it
          // never competes with the page's own first paint. Without JavaScript, the browser loads it lazily.
          <div className="contact-map" {...island("map")} data-src={mapSrc} data-title={block.map.title}>
            <noscript>
              <iframe
                src={mapSrc}
                title={block.map.title}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
                width={600}
                height={450}
              />
            </noscript>
          </div>
        )}
      </div>
    </Section>
  );
}
