import { Fragment } from "react";
import { parseInline } from "../site/inline.ts";

/** Renders rich text from site.json: plain text, **bold**, _italics_ and [links](/path). Never raw HTML. */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((token, index) => {
        if (token.kind === "strong") return <strong key={index}>{token.text}</strong>;
        if (token.kind === "em") return <em key={index}>{token.text}</em>;
        if (token.kind === "link")
          return (
            <a key={index} href={token.href}>
              {token.text}
            </a>
          );
        return <Fragment key={index}>{token.text}</Fragment>;
      })}
    </>
  );
}
