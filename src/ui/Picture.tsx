import type { ImageData } from "../../schema/primitives.ts";
import { useRender } from "../layout/context.tsx";

interface PictureProps {
  image: ImageData;
  /** How wide the image shows, for the browser to pick a file: a `sizes` attribute. */
  sizes: string;
  /** The page's main image: fetched first instead of lazily. */
  priority?: boolean;
  className?: string;
}

/** AVIF and WebP in every useful width, with the intrinsic size stated so nothing shifts as it loads. */
export function Picture({ image, sizes, priority = false, className }: PictureProps) {
  const responsive = useRender().images(image.src);
  return (
    <picture className={className}>
      {/* A vector original has no raster variants: its one file serves every width. */}
      {responsive.avif && <source type="image/avif" srcSet={responsive.avif} sizes={sizes} />}
      {responsive.webp && <source type="image/webp" srcSet={responsive.webp} sizes={sizes} />}
      <img
        src={responsive.fallback}
        alt={image.alt ?? ""}
        width={responsive.width}
        height={responsive.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        {...(priority ? { fetchPriority: "high" as const } : {})}
      />
    </picture>
  );
}
