import { text } from "./facts.ts";
import type { PartRule, RuleFinding } from "./rule.ts";

/** Every picture says what it shows, for visitors who cannot see it (a warning). */
export const altText: PartRule = {
  name: "images describe themselves",
  codes: {
    "missing-alt": { severity: "error", summary: "An image without a description for people who cannot see it." },
  },
  messages: {
    "missing-alt": {
      message: "the image has no description (alt)",
      expected: '"alt": a short sentence saying what the picture shows',
      hint: "visitors who cannot see the picture hear this text instead",
    },
  },
  scope: "part",
  check({ images }) {
    const found: RuleFinding[] = [];
    for (const { image, path } of images) {
      if (path[path.length - 1] === "logo") continue; // the logo sits beside the business name and is decorative
      if (text(image.alt)?.trim()) continue;
      found.push({ messageId: "missing-alt", path: "alt" in image ? [...path, "alt"] : path });
    }
    return found;
  },
};
