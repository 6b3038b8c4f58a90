/**
 * The codes of the problems found before the rules run (the file, its syntax, the schema), each with one line on what
 * it means. Each rule declares its own (rule.ts); codes.ts lists them all.
 */
export const INPUT_CODES = {
  // The file itself
  "missing-file": "site.json is not where the build looks for it.",
  "unreadable-file": "site.json exists but cannot be read (permissions, a folder of that name, or over 256 MB).",
  "empty-file": "site.json has nothing in it.",
  "not-an-object": "site.json holds something other than one { ... } object.",
  bom: "The file starts with an invisible byte-order mark (a warning: it is skipped).",
  "utf-16": "The file is saved as UTF-16 (with or without a byte-order mark), not UTF-8.",
  "not-utf8": "Bytes that are not UTF-8: text in another encoding (Windows-1252, Latin-1) pasted in.",
  "binary-file": "The file is not text at all: a picture, a document or a damaged file saved as site.json.",
  "nul-character": "A NUL character (code 0), which no text file has: a damaged file or a bad paste.",
  "too-deep": "Lists and objects nested far deeper than any site (brackets pasted by mistake).",
  "text-too-long": "One text of more than a million characters (a whole file pasted into it).",
  "too-many-fields": "One object with more than 2,000 fields (a list pasted in as fields).",
  "forbidden-field": "A field named __proto__, constructor or prototype, which could change how every object is read.",
  "too-many-problems": "More than 1,000 problems: the first 1,000 are listed, and how many more there are.",
  // JSON syntax
  "json-comment": "A // or /* */ comment; JSON has none.",
  "json-curly-quote": 'A curly quote “ ” pasted from a word processor where a straight " belongs.',
  "json-single-quote": "Single quotes ' where JSON needs double quotes \".",
  "json-bare-word": "A word without quotes, or True/False/Null with a capital letter.",
  "json-trailing-comma": "A comma after the last field of an object or the last item of a list.",
  "json-extra-comma": "Two commas in a row.",
  "json-missing-comma": "Two fields or items with no comma between them.",
  "json-missing-colon": "A field name without the : after it.",
  "json-missing-value": "A field name and colon with no value after them.",
  "json-unclosed-text": 'A text whose closing " is missing.',
  "json-tab-in-text": "A tab character inside a text.",
  "json-unclosed": "A { or [ that is never closed.",
  "json-after-end": "More text after the final }.",
  "json-backslash": "A backslash \\ inside a text that is not a known escape.",
  "json-number": "A number written in a form JSON does not accept.",
  "json-syntax": "Any other JSON syntax mistake.",
  "duplicate-field": "The same field twice in one object; only the last would count.",
  // The schema
  "missing-field": "A field that must be there is missing.",
  "unknown-field": "A field that does not exist here (often a misspelling).",
  "wrong-type": "Text where a number belongs, a number where text belongs, and so on.",
  "missing-type": "A block or button without its type or action.",
  "unknown-type": "A block type or button action that does not exist.",
  "not-allowed": "A value outside the short list of allowed values.",
  "empty-text": "A text that is empty or only spaces.",
  "bad-format": "A value in the wrong form: a date, a phone number, a colour, an address, an id.",
  "bad-path": "A page's address that breaks one of the address rules.",
  "bad-link": "A link that is not a page address, https://, http://, tel: or mailto:.",
  "unsafe-link": "A javascript:, data: or vbscript: link, refused because it can run code.",
  "too-few": "A list with fewer items than it needs.",
  "too-many": "A list with more items than allowed.",
  "too-short": "A text shorter than allowed.",
  "too-long": "A text longer than allowed.",
  "too-small": "A number below the smallest allowed.",
  "too-big": "A number above the largest allowed.",
  invalid: "Anything else the schema refuses.",
} as const;

export type InputCode = keyof typeof INPUT_CODES;

/** How grave each input problem is, for the guide's table: an error unless listed (the count is as grave as what it hides). */
export const INPUT_SEVERITIES: Partial<Record<InputCode, string>> = {
  bom: "warning",
  "too-many-problems": "error or warning",
};
