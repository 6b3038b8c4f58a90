import { closingQuote, isJsonSpace, membersOf, valueEnd, type JsonMember } from "../validate/read/locate.ts";

/*
 * The editor keeps a prettier-clean site.json clean, but prettier reads and prints the whole file: on a
 * 1,000-page site (10 MB) a check and a format take five seconds, for a change to one page's title. Here the
 * old and new texts are compared value by value, descending only into values that differ, and prettier
 * formats only the values that changed, each in a small text that puts it at its depth, after its key and
 * before the comma that follows it, as it stands in the file.
 *
 * That gives what formatting the whole file would, because of how prettier lays out JSON: an object written
 * with a line break after its `{` stays broken, and so does every object and list around it; in a broken
 * object or list each member sits on its own line, laid out from its indentation, its key and the comma after
 * it, and from nothing else. So the descent goes only through values that are broken this way in both texts,
 * rebuilds their lines around the members, and formats a changed member on its own. `tests/format-region.test.ts`
 * holds the result to prettier's own answer for the whole file over hundreds of seeded edits.
 *
 * The old text is checked on the way: where a changed value was not laid out as prettier would lay it out
 * (a file kept with tabs, or by hand), the change is left as made, as the editor does for such a file.
 */

export interface RegionStyle {
  /** prettier's `useTabs`, `tabWidth` and `endOfLine`, as resolved for the file. */
  useTabs?: boolean;
  tabWidth?: number;
  endOfLine?: "lf" | "crlf" | "cr" | "auto";
}

type Member = Pick<JsonMember, "lead" | "key" | "start" | "end">;

/** The change cannot be formatted in parts (a comment, an unusual layout): format the whole text. */
class Whole extends Error {}
/** The old text was not laid out as prettier would: leave the new text as made. */
class KeptAsMade extends Error {}

function skipSpace(text: string, i: number): number {
  while (i < text.length && isJsonSpace(text.charCodeAt(i))) i++;
  return i;
}

function skipString(text: string, i: number): number {
  const end = closingQuote(text, i);
  if (end === -1) throw new Whole();
  return end + 1;
}

/** The end of the value starting at `i`. */
function skipValue(text: string, i: number): number {
  const end = valueEnd(text, i);
  if (end === -1) throw new Whole();
  return end;
}

/** The members of the object or list at [start, end). */
function members(text: string, value: Member): Member[] {
  const found = membersOf(text, value.start, value.end - 1);
  if (!found) throw new Whole();
  return found.members;
}

/** Whether prettier must break this value: it is or holds a non-empty object written with a line break after `{`. */
function forcedBreak(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === 34) {
      i = skipString(text, i) - 1;
      continue;
    }
    if (code !== 123) continue;
    let next = i + 1;
    let broken = false;
    for (; next < end && isJsonSpace(text.charCodeAt(next)); next++) if (text.charCodeAt(next) === 10) broken = true;
    if (broken && text.charCodeAt(next) !== 125) return true;
  }
  return false;
}

interface Place {
  depth: number;
  key: string | undefined;
  /** Whether a comma follows it. */
  comma: boolean;
}

/**
 * `after` with its changes from `before` formatted as `format` (prettier, configured for this file) would format
 * the whole of `after`, given `before` was formatted so; `after` as it is when the changed parts of `before` were
 * not laid out as prettier would. Undefined when the change cannot be formatted in parts: format the whole.
 */
export async function formatChange(
  before: string,
  after: string,
  format: (text: string) => Promise<string>,
  style: RegionStyle = {},
): Promise<string | undefined> {
  if (before === after) return after;
  const unit = style.useTabs ? "\t" : " ".repeat(style.tabWidth ?? 2);
  const eol =
    style.endOfLine === "crlf"
      ? "\r\n"
      : style.endOfLine === "cr"
        ? "\r"
        : style.endOfLine === "auto" && before.includes("\r\n")
          ? "\r\n"
          : "\n";
  const indent = (depth: number) => unit.repeat(depth);

  /** One value formatted at its place: nested in lists to its depth, after a member that forces its parent to break. */
  async function formatAt(value: string, place: Place): Promise<string> {
    const { depth, key, comma } = place;
    let open = "";
    let expected = "";
    for (let level = 0; level < depth - 1; level++) {
      open += "[";
      expected += "[" + eol + indent(level + 1);
    }
    const inner = indent(depth);
    let close: string;
    let closing: string;
    if (key !== undefined) {
      open += `{"s":{\n"s":0},${key}:`;
      expected += `{${eol}${inner}"s": {${eol}${indent(depth + 1)}"s": 0${eol}${inner}},${eol}${inner}${key}: `;
      close = comma ? `,"t":0}` : "}";
      closing = (comma ? `,${eol}${inner}"t": 0` : "") + eol + indent(depth - 1) + "}";
    } else {
      open += `[{\n"s":0},`;
      expected += `[${eol}${inner}{${eol}${indent(depth + 1)}"s": 0${eol}${inner}},${eol}${inner}`;
      close = comma ? ",0]" : "]";
      closing = (comma ? `,${eol}${inner}0` : "") + eol + indent(depth - 1) + "]";
    }
    for (let level = depth - 2; level >= 0; level--) {
      close += "]";
      closing += eol + indent(level) + "]";
    }
    closing += eol;
    const out = await format(open + value + close);
    if (!out.startsWith(expected) || !out.endsWith(closing)) throw new Whole();
    return out.slice(expected.length, out.length - closing.length);
  }

  /** A broken object or list's lines around its members' texts, as prettier writes them. */
  function lines(object: boolean, members: Member[], texts: string[], depth: number): string {
    let out = object ? "{" : "[";
    members.forEach((member, i) => {
      // An empty line between two members stays (prettier keeps one).
      if (i > 0) out += "," + ((member.lead.match(/\n/g)?.length ?? 0) >= 2 ? eol : "");
      out += eol + indent(depth + 1) + (member.key === undefined ? "" : `${member.key}: `) + texts[i];
    });
    return out + eol + indent(depth) + (object ? "}" : "]");
  }

  const slice = (text: string, member: Member) => text.slice(member.start, member.end);

  /** A member that changed, or moved next to or away from a comma: formatted whole at its new place. */
  async function member(old: Member | undefined, oldPlace: Place, now: Member, place: Place): Promise<string> {
    const text = slice(after, now);
    if (old) {
      const oldText = slice(before, old);
      if (oldText === text && (oldPlace.comma === place.comma || forcedBreak(after, now.start, now.end))) return text;
      if (
        oldPlace.key === place.key &&
        before.charCodeAt(old.start) === after.charCodeAt(now.start) &&
        (before.charCodeAt(old.start) === 123 || before.charCodeAt(old.start) === 91) &&
        forcedBreak(before, old.start, old.end) &&
        forcedBreak(after, now.start, now.end)
      ) {
        return value(old, now, place.depth);
      }
      if ((await formatAt(oldText, oldPlace)) !== oldText) throw new KeptAsMade();
    }
    return formatAt(text, place);
  }

  /** A broken object or list present in both texts, with its members merged. */
  async function value(old: Member, now: Member, depth: number): Promise<string> {
    const object = after.charCodeAt(now.start) === 123;
    const oldMembers = members(before, old);
    const newMembers = members(after, now);
    const oldText = slice(before, old);
    if (
      lines(
        object,
        oldMembers,
        oldMembers.map((m) => slice(before, m)),
        depth,
      ) !== oldText
    ) {
      throw new KeptAsMade();
    }
    const placeOf = (members: Member[], i: number): Place => ({
      depth: depth + 1,
      key: members[i]!.key,
      comma: i < members.length - 1,
    });
    const texts: string[] = [];
    if (object) {
      const byKey = new Map<string, number>();
      oldMembers.forEach((m, i) => byKey.set(m.key!, i));
      if (byKey.size !== oldMembers.length) throw new Whole(); // a key written twice
      for (const [i, m] of newMembers.entries()) {
        const j = byKey.get(m.key!);
        texts.push(
          await member(
            j === undefined ? undefined : oldMembers[j],
            j === undefined ? placeOf(newMembers, i) : placeOf(oldMembers, j),
            m,
            placeOf(newMembers, i),
          ),
        );
      }
    } else {
      // A member written as one before is that one (kept, or moved); the others are paired by place when the counts
      // agree (edited in place) and otherwise formatted whole (added).
      const byText = new Map<string, number[]>();
      oldMembers.forEach((m, j) => {
        const text = slice(before, m);
        byText.set(text, [...(byText.get(text) ?? []), j]);
      });
      const used = new Set<number>();
      const same = newMembers.map((m) => {
        const j = byText.get(slice(after, m))?.find((index) => !used.has(index));
        if (j !== undefined) used.add(j);
        return j;
      });
      const paired = oldMembers.length === newMembers.length;
      for (const [i, m] of newMembers.entries()) {
        const j = same[i] ?? (paired && !used.has(i) ? i : -1);
        texts.push(
          await member(
            j === -1 ? undefined : oldMembers[j],
            j === -1 ? placeOf(newMembers, i) : placeOf(oldMembers, j),
            m,
            placeOf(newMembers, i),
          ),
        );
      }
    }
    return lines(object, newMembers, texts, depth);
  }

  try {
    const oldStart = skipSpace(before, before.startsWith("\ufeff") ? 1 : 0);
    const newStart = skipSpace(after, after.startsWith("\ufeff") ? 1 : 0);
    const lead = after.slice(0, newStart);
    if (before.slice(0, oldStart) !== lead || (lead !== "" && lead !== "\ufeff")) return undefined;
    const old: Member = { lead: "", key: undefined, start: oldStart, end: skipValue(before, oldStart) };
    const now: Member = { lead: "", key: undefined, start: newStart, end: skipValue(after, newStart) };
    if (before.slice(old.end) !== eol || after.slice(now.end) !== eol) return undefined;
    const open = after.charCodeAt(now.start);
    if ((open !== 123 && open !== 91) || before.charCodeAt(old.start) !== open) return undefined;
    if (!forcedBreak(before, old.start, old.end) || !forcedBreak(after, now.start, now.end)) return undefined;
    return after.slice(0, now.start) + (await value(old, now, 0)) + eol;
  } catch (error) {
    if (error instanceof KeptAsMade) return after;
    if (error instanceof Whole) return undefined;
    throw error;
  }
}
