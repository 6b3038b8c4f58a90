/*
 * The words of every problem the schema finds, in Spanish: the same problems as messages.ts words in English, with the
 * same facts. The hints that read the owner's value (a date, a colour, a number with its unit) are found once, by
 * messages.ts, and said here in Spanish where their form is known; a hint of another form is left out rather than
 * given in English.
 */
import { word, type SchemaProblem, type Wording } from "./messages.ts";
import { ES_DESCRIPTIONS } from "../messages/schema-es.ts";

const quoteList = (values: readonly unknown[]) => values.map((value) => `'${String(value)}'`).join(", ");

function valueInWords(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "una lista [ ... ]";
  switch (typeof value) {
    case "string":
      return `el texto "${value.length > 40 ? value.slice(0, 37) + "..." : value}"`;
    case "number":
      return `el número ${value}`;
    case "boolean":
      return `${value}`;
    case "object":
      return "un objeto { ... }";
    default:
      return "nada";
  }
}

const EXPECTED: Record<string, string> = {
  string: "texto entre comillas",
  number: "un número",
  int: "un número entero",
  boolean: "true o false (sin comillas)",
  object: "un objeto { ... }",
  array: "una lista [ ... ]",
};

const TAGGED_NAME = {
  block: "tipo de sección",
  button: "acción de botón",
  "structured data": "tipo de datos estructurados",
};

/** The schema's own rules for a text's form ("must be ..."), in Spanish, by their English words. */
export const ES_SCHEMA_RULES: Readonly<Record<string, string>> = {
  "must not be empty": "no puede estar vacío",
  "must be lower-case letters, digits and hyphens": "letras minúsculas, cifras y guiones",
  "must be a link: /path for a page of this site, or an address starting with https://, http://, tel: or mailto:":
    "un enlace: /ruta para una página de este sitio, o una dirección que empiece por https://, http://, tel: o mailto:",
  "must be / or lower-case words joined by hyphens, like /tree-removal or /blog/my-post":
    "/ o palabras en minúsculas unidas por guiones, como /tala-de-arboles o /blog/mi-entrada",
  "must be an address of this website starting with /, like /about-us or /services.html, in letters, digits, dots, hyphens and underscores, with no / at the end":
    "una dirección de este sitio que empiece por /, como /nosotros o /servicios.html, con letras, cifras, puntos, guiones y guiones bajos, sin / al final",
  "must be a full https:// address, like https://example.com/page":
    "una dirección https:// completa, como https://example.com/pagina",
  "must be a language code like en or es, or with a region like es-US":
    "un código de idioma como en o es, o con su región, como es-US",
  "must be a date written as YYYY-MM-DD, like 2025-09-01": "una fecha escrita como AAAA-MM-DD, como 2025-09-01",
  "must be a file in the images/ folder, like images/gallery/oak.jpg":
    "un archivo de la carpeta images/, como images/gallery/oak.jpg",
  "must be the site's https:// address without a path or a trailing /, like https://example.com":
    "la dirección https:// del sitio sin ruta ni / al final, como https://example.com",
  "must be a colour like #1f5130": "un color como #1f5130",
  "must be the international form, like +15555550123": "la forma internacional, como +15555550123",
  "must be an email address, like name@example.com": "una dirección de correo, como nombre@example.com",
  "must be a two-letter country code like US": "un código de país de dos letras, como US",
  "must be $ to $$$$": "de $ a $$$$",
  "must be the form's id, letters and digits only": "el id del formulario, solo letras y cifras",
};

/** A rule's words in Spanish; one not listed keeps its own (a check zod words itself). */
const ruleInSpanish = (rule: string): string => ES_SCHEMA_RULES[rule] ?? rule;

/** English hints of a known form, said in Spanish; undefined for any other. */
const HINT_FORMS: [RegExp, (...parts: string[]) => string][] = [
  [/^did you mean '(.*)'\?$/, (guess) => `¿quiso decir '${guess}'?`],
  [/^write ("[^"]*")$/, (value) => `escriba ${value}`],
  [/^write (\S+),? without quotes$/, (value) => `escriba ${value}, sin comillas`],
  [
    /^write (\S+) without quotes: the number alone, without (.*)$/,
    (value) => `escriba ${value}, sin comillas: solo el número`,
  ],
  [/^write "(#[0-9a-f]{6})": a colour starts with #$/, (value) => `escriba "${value}": un color empieza por #`],
  [/^write ("#[0-9a-f]{6}"), .*$/, (value) => `escriba ${value}`],
  [/^for a US or Canadian number, write ("[^"]*")$/, (value) => `para un número de EE. UU. o Canadá, escriba ${value}`],
  [/^write the year first, then the month, then the day$/, () => "escriba primero el año, luego el mes y luego el día"],
  [/^write the month before the day: ("[^"]*")$/, (value) => `escriba el mes antes del día: ${value}`],
  [
    /^copy the file into the images\/ folder and write ("[^"]*")$/,
    (value) => `copie el archivo en la carpeta images/ y escriba ${value}`,
  ],
  [/^write only the form's id, ("[^"]*")$/, (value) => `escriba solo el id del formulario, ${value}`],
];

export function hintInSpanish(hint: string | undefined): string | undefined {
  if (hint === undefined) return undefined;
  for (const [form, say] of HINT_FORMS) {
    const match = form.exec(hint);
    if (match) return say(...match.slice(1));
  }
  return undefined;
}

const withHint = (wording: Wording, hint: string | undefined): Wording => {
  const spanish = hintInSpanish(hint);
  return spanish === undefined ? wording : { ...wording, hint: spanish };
};

export function wordInSpanish(problem: SchemaProblem): Wording {
  const english = word(problem);
  switch (problem.code) {
    case "missing-field": {
      const help = problem.help === undefined ? undefined : ES_DESCRIPTIONS[problem.help];
      return {
        message: `falta '${problem.field}'`,
        expected: `${EXPECTED[problem.type] ?? problem.type}${help ? `: ${help}` : ""}`,
      };
    }
    case "wrong-type": {
      const message = `${valueInWords(problem.value)} no es el tipo de valor que va aquí`;
      if (problem.type === undefined) return { message };
      return withHint({ message, expected: EXPECTED[problem.type] ?? problem.type }, english.hint);
    }
    case "unknown-field":
      return withHint(
        {
          message: `'${problem.key}' no es un campo de aquí`,
          expected: problem.allowed.length ? `uno de los campos ${quoteList(problem.allowed)}` : undefined,
        },
        english.hint,
      );
    case "missing-type":
      return {
        message: `falta '${problem.discriminator}', así que no se sabe qué es esto`,
        expected: `'${problem.discriminator}' con uno de ${quoteList(problem.options)}`,
      };
    case "unknown-type": {
      const name = typeof problem.what === "string" ? TAGGED_NAME[problem.what] : problem.what.discriminator;
      return withHint(
        {
          message: `${name} desconocido: ${JSON.stringify(problem.value)}`,
          expected: `uno de ${quoteList(problem.options)}`,
        },
        english.hint,
      );
    }
    case "not-allowed":
      return withHint(
        {
          message: `${valueInWords(problem.value)} no está permitido aquí`,
          expected: problem.values.length === 1 ? quoteList(problem.values) : `uno de ${quoteList(problem.values)}`,
        },
        english.hint,
      );
    case "too-few":
      return {
        message: `la lista tiene ${problem.count} ${problem.count === 1 ? "elemento" : "elementos"}`,
        expected: `al menos ${problem.limit}`,
      };
    case "too-many":
      return { message: `la lista tiene ${problem.count} elementos`, expected: `como mucho ${problem.limit}` };
    case "too-short":
      return { message: "el texto es demasiado corto", expected: `al menos ${problem.limit} caracteres` };
    case "too-long":
      return { message: "el texto es demasiado largo", expected: `como mucho ${problem.limit} caracteres` };
    case "too-small":
      return {
        message: `${valueInWords(problem.value)} es demasiado pequeño`,
        expected: problem.exclusive ? `más de ${problem.limit}` : `al menos ${problem.limit}`,
      };
    case "too-big":
      return {
        message: `${valueInWords(problem.value)} es demasiado grande`,
        expected: problem.exclusive ? `menos de ${problem.limit}` : `como mucho ${problem.limit}`,
      };
    case "empty-text":
      return {
        message: "el texto está vacío",
        expected: problem.needs
          ? ruleInSpanish(`must be ${problem.needs}`)
          : "algún texto para que lo lean los visitantes",
      };
    case "bad-format": {
      const expected = problem.rule.startsWith("must be ")
        ? ruleInSpanish(problem.rule)
        : problem.rule.startsWith("Invalid")
          ? `un ${problem.format} válido`
          : ruleInSpanish(problem.rule);
      // A date in the right form that is no day of the calendar: messages.ts says which, here the day is named.
      const notADay = english.message.startsWith("the date ");
      return withHint(
        {
          message: notADay
            ? `la fecha ${JSON.stringify(problem.value)} no es un día del calendario`
            : `${valueInWords(problem.value)} no está escrito en la forma correcta`,
          expected,
        },
        english.hint,
      );
    }
    case "invalid":
      return { message: problem.message };
  }
}
