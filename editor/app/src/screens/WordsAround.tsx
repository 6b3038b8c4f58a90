/** A catalogue message with an element in it (a file's name in <code>): the message made with a slot, split there. */
import { Fragment, type ReactNode } from "react";

/** The value to give the message where the element goes. */
export const SLOT = "\u0000";

export function WordsAround({ words, children }: { words: string; children: ReactNode }) {
  const parts = words.split(SLOT);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index ? children : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
