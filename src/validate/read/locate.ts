import type { JsonPath } from "../report/problem.ts";

/*
 * Where each problem is in the text. A general JSON parser that keeps positions builds a node for
 * every value: on a 90 MB site.json that takes four seconds. Here the paths asked for form a tree,
 * and one scan of the text descends only into the values on those paths, skipping every other value
 * by its brackets. The text is valid JSON by the time this runs (or repaired without moving a
 * character), so the scan needs no error handling beyond stopping where it does not understand.
 */

/** The index of the quote that closes the JSON text opening at `open`, or -1; escaped quotes are skipped. */
export function closingQuote(text: string, open: number): number {
  let end = text.indexOf('"', open + 1);
  while (end !== -1) {
    let backslashes = 0;
    for (let i = end - 1; text.charCodeAt(i) === 92; i--) backslashes++;
    if (backslashes % 2 === 0) return end;
    end = text.indexOf('"', end + 1);
  }
  return -1;
}

interface Wanted {
  children: Map<string, Wanted>;
  /** Every request whose path runs through this value: it is the best position found so far for them. */
  under: number[];
  /** Requests that end here and want the key's position rather than the value's. */
  atKey: Set<number>;
}

const node = (): Wanted => ({ children: new Map(), under: [], atKey: new Set() });

/**
 * The offset of each path's value (or key, with `atKey`); a path that does not exist in the text
 * gets its nearest existing parent, so a missing field is shown on the object that lacks it.
 */
export function locatePaths(text: string, requests: readonly { path: JsonPath; atKey?: boolean }[]): number[] {
  const root = node();
  requests.forEach((request, index) => {
    let current = root;
    current.under.push(index);
    for (const part of request.path) {
      const key = String(part);
      let next = current.children.get(key);
      if (!next) current.children.set(key, (next = node()));
      current = next;
      current.under.push(index);
    }
    if (request.atKey) current.atKey.add(index);
  });
  const offsets = requests.map(() => 0);
  let i = 0;

  const space = () => {
    for (;;) {
      const code = text.charCodeAt(i);
      if (code === 32 || code === 10 || code === 13 || code === 9) i++;
      else return;
    }
  };
  const skipString = () => {
    const end = closingQuote(text, i);
    i = end === -1 ? text.length : end + 1;
  };
  const skipValue = () => {
    const first = text[i];
    if (first === '"') return skipString();
    if (first !== "{" && first !== "[") {
      while (i < text.length && !",}] \n\r\t".includes(text[i]!)) i++;
      return;
    }
    let depth = 0;
    while (i < text.length) {
      const char = text[i]!;
      if (char === '"') {
        skipString();
        continue;
      }
      if (char === "{" || char === "[") depth++;
      else if (char === "}" || char === "]") {
        depth--;
        if (depth === 0) return void i++;
      }
      i++;
    }
  };
  const readKey = (): string => {
    const start = i;
    skipString();
    const raw = text.slice(start + 1, i - 1);
    return raw.includes("\\") ? (JSON.parse(text.slice(start, i)) as string) : raw;
  };
  const visit = (wanted: Wanted, keyOffset: number) => {
    for (const request of wanted.under) offsets[request] = wanted.atKey.has(request) ? keyOffset : i;
    if (wanted.children.size === 0) return skipValue();
    const open = text[i];
    if (open !== "{" && open !== "[") return skipValue();
    i++;
    let index = 0;
    for (;;) {
      space();
      if (text[i] === "}" || text[i] === "]") return void i++;
      let key = String(index++);
      let childKeyOffset = i;
      if (open === "{") {
        childKeyOffset = i;
        key = readKey();
        space();
        i++; // the colon
        space();
      }
      const child = wanted.children.get(key);
      if (child) visit(child, childKeyOffset);
      else skipValue();
      space();
      if (text[i] === ",") i++;
      else if (text[i] !== "}" && text[i] !== "]") return; // not understood: keep what was found
    }
  };

  space();
  visit(root, i);
  return offsets;
}

/**
 * The offset just past the JSON value starting at `start`, or -1 for what this does not follow exactly (a
 * comment, an unclosed string or bracket), where the caller should use a full parser instead.
 */
export function valueEnd(text: string, start: number): number {
  let i = start;
  const first = text.charCodeAt(i);
  if (first === 34) {
    const end = closingQuote(text, i);
    return end === -1 ? -1 : end + 1;
  }
  if (first !== 123 && first !== 91) {
    while (i < text.length && !",}] \n\r\t/".includes(text[i]!)) i++;
    return i;
  }
  let depth = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code === 34) {
      const end = closingQuote(text, i);
      if (end === -1) return -1;
      i = end + 1;
      continue;
    }
    if (code === 47) return -1;
    if (code === 123 || code === 91) depth++;
    else if (code === 125 || code === 93) {
      depth--;
      if (depth === 0) return i + 1;
    }
    i++;
  }
  return -1;
}

/** A member of a JSON object or list, as written: the spaces before it, its key (quotes included), its value's place. */
export interface JsonMember {
  lead: string;
  /** An object member's key as written, quotes included; undefined in a list. */
  key: string | undefined;
  keyStart: number;
  start: number;
  end: number;
}

export const isJsonSpace = (code: number) => code === 32 || code === 10 || code === 13 || code === 9;

/**
 * The members of the strict JSON object or list whose brackets are at `open` and `close`, and the spaces before
 * `close`; undefined for what this does not follow exactly (a comment, a trailing comma).
 */
export function membersOf(
  text: string,
  open: number,
  close: number,
): { members: JsonMember[]; tail: string } | undefined {
  const object = text.charCodeAt(open) === 123;
  const members: JsonMember[] = [];
  const space = (i: number) => {
    while (i < close && isJsonSpace(text.charCodeAt(i))) i++;
    return i;
  };
  let from = open + 1;
  for (;;) {
    let i = space(from);
    if (i === close) return members.length ? undefined : { members, tail: text.slice(from, close) };
    const lead = text.slice(from, i);
    const keyStart = i;
    let key: string | undefined;
    if (object) {
      const quote = text.charCodeAt(i) === 34 ? closingQuote(text, i) : -1;
      if (quote === -1) return undefined;
      key = text.slice(i, quote + 1);
      i = space(quote + 1);
      if (text.charCodeAt(i) !== 58) return undefined;
      i = space(i + 1);
    }
    const end = valueEnd(text, i);
    if (end === -1 || end > close) return undefined;
    members.push({ lead, key, keyStart, start: i, end });
    from = space(end);
    if (from === close) return { members, tail: text.slice(end, close) };
    if (text.charCodeAt(from) !== 44) return undefined;
    from++;
  }
}

/** A field an object writes after the same name: where its second (or later) name is, and the object's path. */
export interface RepeatedField {
  /** The object's path, then the name. */
  path: JsonPath;
  /** The repeated name's opening quote. */
  offset: number;
}

/**
 * Every field of strict JSON `text` whose object already wrote the same name, in text order (the names compared as
 * JSON reads them: `"\u0061"` is `"a"`). One scan, skipping each text by its closing quote and keeping, per open
 * object, the names read so far: for a 96 MB site.json a few hundred milliseconds, where jsonc-parser's `visit` (a
 * token and a callback for every value) took seconds. Iterative: no nesting overflows the stack.
 */
export function repeatedFields(text: string): RepeatedField[] {
  const found: RepeatedField[] = [];
  // For each open object or list, outermost first: whether it is an object, its names so far (one Set per depth,
  // reused), and the key or index of the member being read (the path to an object is the members above it).
  const objects: boolean[] = [];
  const names: Set<string>[] = [];
  const path: (string | number)[] = [];
  let depth = 0;
  let keyNext = false;
  for (let i = 0; i < text.length;) {
    const code = text.charCodeAt(i);
    if (code === 34) {
      const end = closingQuote(text, i);
      if (end === -1) break;
      if (keyNext) {
        const raw = text.slice(i + 1, end);
        const name = raw.includes("\\") ? (JSON.parse(text.slice(i, end + 1)) as string) : raw;
        const seen = names[depth - 1]!;
        if (seen.has(name)) found.push({ path: [...path.slice(0, depth - 1), name], offset: i });
        else seen.add(name);
        path[depth - 1] = name;
        keyNext = false;
      }
      i = end + 1;
      continue;
    }
    if (code === 123 || code === 91) {
      const object = code === 123;
      objects[depth] = object;
      if (object) {
        if (names[depth]) names[depth]!.clear();
        else names[depth] = new Set();
      }
      path[depth] = 0;
      depth++;
      keyNext = object;
    } else if (code === 125 || code === 93) {
      depth--;
      keyNext = false;
    } else if (code === 44 && depth > 0) {
      if (objects[depth - 1]) keyNext = true;
      else path[depth - 1] = (path[depth - 1] as number) + 1;
    }
    i++;
  }
  return found;
}
