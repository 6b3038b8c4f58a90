import type { JsonPath } from "../validate/report/problem.ts";

/** Where every image an owner names lives: `{ "src": "images/...", ... }`, relative to site.json's folder. */
export const IMAGES_FOLDER = "images/";

export interface SiteVisitor {
  /** Every object that names an image (`{ "src": "images/...", ... }`), before its fields are visited. */
  onImage?: (image: Record<string, unknown>, path: JsonPath) => void;
  /** Every string, with the key or index it is under last in its path. */
  onString?: (value: string, path: JsonPath) => void;
}

/**
 * The one walk over site data, for every reader that looks at all of it (the cross-checks, the image pipeline).
 * `path` is shared and changes as the walk goes on: copy it to keep it. The nesting of a file is checked before
 * it is parsed (hostile.ts), so the recursion is bounded.
 */
export function walkSite(value: unknown, visitor: SiteVisitor, path: JsonPath = []): void {
  if (typeof value === "string") visitor.onString?.(value, path);
  else if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      path.push(index);
      walkSite(value[index], visitor, path);
      path.pop();
    }
  } else if (value !== null && typeof value === "object") {
    const object = value as Record<string, unknown>;
    if (typeof object.src === "string" && object.src.startsWith(IMAGES_FOLDER)) visitor.onImage?.(object, path);
    for (const key in object) {
      path.push(key);
      walkSite(object[key], visitor, path);
      path.pop();
    }
  }
}
