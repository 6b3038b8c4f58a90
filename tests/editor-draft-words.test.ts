/** What unsaved work kept in the browser changes, said in the owner's words (editor/app/src/model/draft-words.ts). */
import { describe, expect, it } from "vitest";
import { changedParts, inList } from "../editor/app/src/model/draft-words.ts";
import type { JsonSchema } from "../editor/app/src/model/schema.ts";

const schema: JsonSchema = { properties: { business: { title: "Business facts" } } };
const base = {
  business: { name: "Oak & Ash" },
  pages: [
    { path: "/", title: "Tree care in Testville | Oak & Ash", blocks: [] },
    { path: "/about", title: "About us", blocks: [] },
    { path: "/offer", title: "Spring offer", blocks: [] },
  ],
  posts: [],
};

describe("unsaved work, said", () => {
  it("names each page by its title and address, and the other parts by their screens", () => {
    const site = {
      business: { name: "Oak and Ash" },
      pages: [
        { ...base.pages[0]!, blocks: [{ type: "hero" }] },
        { ...base.pages[1]!, path: "/about-us" },
        { path: "/palms", title: "Palm care | Oak & Ash", blocks: [] },
      ],
      posts: [{ path: "/blog/palms", title: "Why trim palms", blocks: [] }],
    };
    expect(changedParts(base, site, schema)).toEqual([
      "Business facts",
      "the page “Tree care in Testville” (/)",
      "the page “About us” (/about-us)",
      "a new page “Palm care” (/palms)",
      "the page “Spring offer” (/offer), removed",
      "a new post “Why trim palms” (/blog/palms)",
    ]);
  });

  it("lists them as a sentence does", () => {
    expect(inList(["a"])).toBe("a");
    expect(inList(["a", "b"])).toBe("a and b");
    expect(inList(["a", "b", "c"])).toBe("a, b and c");
  });
});
