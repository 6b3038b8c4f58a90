import type { ReactNode } from "react";
import { RichText } from "./RichText.tsx";

interface SectionProps {
  id?: string | undefined;
  tone?: "plain" | "muted" | "dark" | undefined;
  heading?: string | undefined;
  intro?: string | undefined;
  className?: string;
  /** At desktop widths, the heading and intro sit in a column beside the content instead of above it. */
  aside?: boolean;
  children: ReactNode;
}

/** The frame every content block shares: background tone, width, heading and intro. */
export function Section({ id, tone = "plain", heading, intro, className = "", aside = false, children }: SectionProps) {
  const head = (heading || intro) && (
    <div className="section-head">
      {heading && <h2 className="section-heading">{heading}</h2>}
      {intro && (
        <p className="section-intro">
          <RichText text={intro} />
        </p>
      )}
    </div>
  );
  return (
    <section id={id} className={`section section--${tone} ${className}`.trim()}>
      <div className={`container${aside && head ? " container--aside" : ""}`}>
        {head}
        <div className="section-body">{children}</div>
      </div>
    </section>
  );
}
