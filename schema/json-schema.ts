import { Ajv2020 } from "ajv/dist/2020.js";
import standaloneCode from "ajv/dist/standalone/index.js";
import { z } from "zod";
import { Site } from "./site.ts";

/** The JSON Schema editors read. `io: "input"` describes what the owner writes (defaults optional). */
export function siteJsonSchema() {
  return {
    ...z.toJSONSchema(Site, { io: "input", target: "draft-2020-12" }),
    title: "site.json",
  };
}

export function siteJsonSchemaText(): string {
  return JSON.stringify(siteJsonSchema(), null, 2) + "\n";
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null;

/**
 * The same JSON Schema, made for a quick yes or no: no help texts or other annotations (they are data to ajv, and
 * would be copied into the code), every tagged union (block types, button actions) told apart by its tag as zod's discriminated unions
 * are rather than tried one by one, and the block written once and referred to from pages and posts.
 */
function checkerSchema(): Node {
  const schema: Node = structuredClone(siteJsonSchema());
  const visit = (node: unknown, inProperties = false): void => {
    if (Array.isArray(node)) return node.forEach((item) => visit(item));
    if (!isNode(node)) return;
    if (!inProperties)
      for (const annotation of ["description", "examples", "title", "default", "contentMediaType"])
        delete node[annotation];
    for (const union of ["oneOf", "anyOf"]) {
      const options = node[union];
      if (!Array.isArray(options) || options.length < 2) continue;
      const tagOf = (option: Node) =>
        Object.keys((option.properties as Node) ?? {}).filter(
          (field) =>
            isNode((option.properties as Node)[field]) &&
            ((option.properties as Node)[field] as Node).const !== undefined &&
            (option.required as string[] | undefined)?.includes(field),
        );
      const tag = tagOf(options[0]).find((field) => options.every((option: Node) => tagOf(option).includes(field)));
      if (tag === undefined) continue;
      // Each option has its own value of the tag, so at most one can match: any of them is one of them. Each is
      // an object, which ajv's discriminator takes for granted (it lets anything else through).
      if (!options.every((option: Node) => option.type === "object")) continue;
      delete node[union];
      node.oneOf = options;
      node.type = "object";
      node.discriminator = { propertyName: tag };
    }
    for (const [key, child] of Object.entries(node))
      visit(child, !inProperties && (key === "properties" || key === "$defs"));
  };
  visit(schema);
  const properties = schema.properties as Record<string, { items: { properties: Record<string, { items: unknown }> } }>;
  const block = properties.pages!.items.properties.blocks!.items as Node;
  const defs: Node = { block };
  // Each block type a function of its own: ajv writes one function per definition, and the block with every type in
  // one (3,700 lines) was too large for V8 to optimise (V8 leaves a function of more than 60 kB of bytecode,
  // --max-optimized-bytecode-size, to its unoptimised tiers), which made it the slowest step of the check.
  const { propertyName } = block.discriminator as { propertyName: string };
  block.oneOf = (block.oneOf as Node[]).map((option) => {
    const name = `block-${((option.properties as Node)[propertyName] as Node).const as string}`;
    defs[name] = option;
    return { $ref: `#/$defs/${name}` };
  });
  schema.$defs = defs;
  for (const entries of ["pages", "posts"])
    properties[entries]!.items.properties.blocks!.items = { $ref: "#/$defs/block" };
  delete schema.$schema;
  schema.$id = "site";
  return schema;
}

/**
 * schema/site-check.js: the JSON Schema compiled by ajv into plain functions, `site(data)`, `page(data)` and
 * `post(data)`, each true when zod's Site (or Page, or Post) accepts the data, and a few times quicker than zod at
 * saying so. The check asks zod only about what they refuse (src/validate/schema/check.ts); zod stays the schema, and the one that words what is
 * wrong. tests/schema.test.ts holds both to the same answers.
 */
export function siteCheckCode(): string {
  const ajv = new Ajv2020({
    strict: false,
    validateFormats: false, // each format comes with zod's own pattern, which is checked
    discriminator: true,
    unicodeRegExp: false, // zod's patterns are plain JavaScript patterns
    inlineRefs: false,
    code: { source: true, esm: true },
  });
  ajv.addSchema(checkerSchema());
  const code = standaloneCode(ajv, {
    site: "site",
    page: "site#/properties/pages/items",
    post: "site#/properties/posts/items",
  });
  return `// Made by \`npm run schema\` from schema/site.ts (schema/json-schema.ts says how); do not edit.\n${code}\n`;
}
