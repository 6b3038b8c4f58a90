import type { ReactNode } from "react";
import { RichText } from "./RichText.tsx";

interface SectionProps {
  id?: string | undefined;
  tone?: "plain" | "muted" | "dark" | undefined;
  heading?: string | undefined;
  intro?: string | undefined;
  className?: string;
  children: ReactNode;
}

/** The frame every content block shares: background tone, width, heading and intro. */
export function Section({ id, tone = "plain", heading, intro, className = "", children }: SectionProps) {
  return (
    <section id={id} className={`section section--${tone} ${className}`.trim()}>
      <div className="container">
        {heading && <h2 className="section-heading">{heading}</h2>}
        {intro && (
          <p className="section-intro">
            <RichText text={intro} />
          </p>
        )}
        {children}
      </div>
    </section>
  );
}
