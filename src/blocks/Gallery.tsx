import type { BlockOf } from "../../schema/blocks.ts";
import { island } from "../islands/marker.ts";
import { useRender } from "../layout/context.tsx";
import { Picture } from "../ui/Picture.tsx";
import { Section } from "../ui/Section.tsx";

/** The lightbox picture's sizes; the island builds the picture itself when it first opens. */
const LIGHTBOX_SIZES = "(min-width: 1100px) 1000px, 94vw";

/**
 * Each picture links to its large file, so it opens even without script; the gallery island shows it in
 * a modal <dialog> instead, with the caption and a close button, and returns focus to the picture.
 */
export function Gallery({ block }: { block: BlockOf<"gallery"> }) {
  const { images } = useRender();
  return (
    <Section id={block.id} tone={block.tone} heading={block.heading} intro={block.intro}>
      <div {...island("gallery")}>
        <ul className="gallery-grid">
          {block.items.map((item) => {
            const large = images(item.src);
            return (
              <li key={item.src}>
                <a
                  className="gallery-item"
                  href={large.fallback}
                  data-avif={large.avif}
                  data-webp={large.webp}
                  data-width={large.width}
                  data-height={large.height}
                  data-alt={item.alt}
                  data-title={item.title}
                >
                  <Picture
                    image={item}
                    sizes="(min-width: 1200px) 280px, (min-width: 900px) 25vw, (min-width: 600px) 33vw, (min-width: 420px) 50vw, 100vw"
                  />
                  <span className="visually-hidden">{block.openLabel}</span>
                </a>
              </li>
            );
          })}
        </ul>
        {/* No <img> until a picture is opened: an <img> needs a src, and a placeholder would be a request
            or a data: URL, which the Content-Security-Policy does not allow. */}
        <dialog className="lightbox" aria-labelledby={`${block.id ?? "gallery"}-caption`} data-sizes={LIGHTBOX_SIZES}>
          <figure>
            <figcaption id={`${block.id ?? "gallery"}-caption`} />
          </figure>
          <button type="button" className="lightbox-close">
            {block.closeLabel}
          </button>
        </dialog>
      </div>
    </Section>
  );
}
