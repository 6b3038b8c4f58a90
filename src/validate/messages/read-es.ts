/**
 * The words of the problems found while the file is read (read/: its bytes, its limits, its JSON syntax; a field
 * twice), in Spanish: each English sentence's pattern and its Spanish, the values carried over as they are.
 * tests/validate-spanish.test.ts reads every such problem of the corpus in Spanish and finds no English left.
 */
const RESTORE = "recupere la última copia guardada en git con: git checkout -- site.json";
const SAVE_AS_UTF8 = 'en el editor de textos, guarde el archivo con la codificación "UTF-8"';
const CLOSER = (close: string) => (close === "]" ? "corchete ]" : "llave }");
const OPENER = (what: string) => (what === "list [" ? "la lista [" : "el objeto {");
const AT = (line: string, column: string) => `en la línea ${line}, columna ${column}`;

/** The codes whose words read/ (and the check's reading of the file) write: the file, its limits, its syntax. */
export const READ_CODES: ReadonlySet<string> = new Set([
  "empty-file",
  "not-an-object",
  "bom",
  "utf-16",
  "not-utf8",
  "binary-file",
  "nul-character",
  "too-deep",
  "text-too-long",
  "too-many-fields",
  "forbidden-field",
  "too-many-problems",
  "json-comment",
  "json-curly-quote",
  "json-single-quote",
  "json-bare-word",
  "json-trailing-comma",
  "json-extra-comma",
  "json-missing-comma",
  "json-missing-colon",
  "json-missing-value",
  "json-unclosed-text",
  "json-tab-in-text",
  "json-unclosed",
  "json-after-end",
  "json-backslash",
  "json-number",
  "json-syntax",
  "duplicate-field",
]);

/** What a file that is not text is, as encoding.ts names it. */
const NOT_TEXT: Record<string, string> = {
  "a PNG picture": "una imagen PNG",
  "a JPEG picture": "una imagen JPEG",
  "a GIF picture": "una imagen GIF",
  "a PDF document": "un documento PDF",
  "a ZIP archive (or a Word or Excel file)": "un archivo ZIP (o un archivo de Word o Excel)",
  "a gzip archive": "un archivo gzip",
  "binary data (a program, a picture, a damaged file)": "datos binarios (un programa, una imagen, un archivo dañado)",
};

/** Each English sentence (whole, anchored) and its Spanish; `$n` in a function's arguments are its captures. */
const SENTENCES: [RegExp, string | ((...captures: string[]) => string)][] = [
  // The file
  [/^there is no file at (.*)$/, (file) => `no hay ningún archivo en ${file}`],
  [/^the file (.*) cannot be read$/, (file) => `el archivo ${file} no se puede leer`],
  [/^site\.json in the project's folder$/, "site.json en la carpeta del proyecto"],
  [
    /^check the name and the folder; restore it with: git checkout -- site\.json$/,
    "revise el nombre y la carpeta; recupérelo con: git checkout -- site.json",
  ],
  [
    /^check that site\.json is a file \(not a folder\) and that you are allowed to read it$/,
    "compruebe que site.json es un archivo (no una carpeta) y que tiene permiso para leerlo",
  ],
  [
    /^the file is (over )?([\d,]+ MB), too big to be read as a site$/,
    (over, size) => `el archivo ${over ? "pasa de" : "ocupa"} ${size}, demasiado para leerlo como un sitio`,
  ],
  [
    /^at most ([\d,]+ MB) \(a site of 10,000 pages is about 90 MB\)$/,
    (size) => `como máximo ${size} (un sitio de 10.000 páginas ocupa unos 90 MB)`,
  ],
  [
    /^this is not a site\.json, or something huge was pasted into it; restore it with: git checkout -- site\.json$/,
    "esto no es un site.json, o se pegó algo enorme en él; recupérelo con: git checkout -- site.json",
  ],
  [/^the file is empty$/, "el archivo está vacío"],
  [
    /^the whole site, as one object that starts with \{ and ends with \}$/,
    "todo el sitio, como un solo objeto que empieza con { y termina con }",
  ],
  [
    /^if it was emptied by mistake, undo in the editor, or restore the last committed copy with: git checkout -- site\.json$/,
    "si se vació por error, deshaga en el editor, o recupere la última copia guardada en git con: git checkout -- site.json",
  ],
  [/^the file holds a list \[ \.\.\. \], not a site$/, "el archivo contiene una lista [ ... ], no un sitio"],
  [/^the file holds only (.*), not a site$/, (value) => `el archivo contiene solo ${value}, no un sitio`],
  [
    /^one object \{ \.\.\. \} with "site", "business", "navigation", "footer", "pages" and the other parts$/,
    'un objeto { ... } con "site", "business", "navigation", "footer", "pages" y las demás partes',
  ],
  [
    /^the file starts with an invisible byte-order mark \(BOM\)$/,
    "el archivo empieza con una marca de orden de bytes (BOM) invisible",
  ],
  [/^plain UTF-8$/, "UTF-8 sin más"],
  [
    /^it was ignored this time; in the editor, save the file with the encoding "UTF-8" rather than "UTF-8 with BOM"$/,
    'esta vez se pasó por alto; en el editor de textos, guarde el archivo con la codificación "UTF-8" y no "UTF-8 con BOM"',
  ],
  [/^the file is (.*), not text$/, (what) => `el archivo es ${NOT_TEXT[what] ?? what}, no texto`],
  [/^site\.json as text, starting with \{$/, "site.json como texto, que empiece con {"],
  [
    /^a file was saved or renamed as site\.json by mistake; restore .*$/,
    `se guardó o renombró otro archivo como site.json por error; ${RESTORE}`,
  ],
  [/^the file is saved as UTF-16, not UTF-8$/, "el archivo está guardado como UTF-16, no como UTF-8"],
  [/^a UTF-8 text file$/, "un archivo de texto UTF-8"],
  [/^in the editor, save the file with the encoding "UTF-8"$/, SAVE_AS_UTF8],
  [
    /^byte (\d+) of the file \((0x[0-9a-f]+)\) is not UTF-8 text$/,
    (n, hex) => `el byte ${n} del archivo (${hex}) no es texto UTF-8`,
  ],
  [
    /^text in another encoding \(Windows-1252, Latin-1\) was pasted in, or this is not a text file; .*$/,
    `se pegó texto en otra codificación (Windows-1252, Latin-1), o este no es un archivo de texto; ${SAVE_AS_UTF8}`,
  ],
  [
    /^the file holds a NUL character \(code 0\), which no text file has$/,
    "el archivo contiene un carácter NUL (código 0), que ningún archivo de texto tiene",
  ],
  [/^text only$/, "solo texto"],
  [
    /^the file is damaged, or something that is not text was pasted in; delete the character, or restore .*$/,
    `el archivo está dañado, o se pegó algo que no es texto; borre el carácter, o ${RESTORE}`,
  ],
  [/^this text is ([\d,]+) characters long$/, (n) => `este texto tiene ${n} caracteres`],
  [/^at most ([\d,]+) characters in one text$/, (n) => `como máximo ${n} caracteres en un texto`],
  [/^a whole file was probably pasted into it$/, "probablemente se pegó un archivo entero en él"],
  [/^this object has more than ([\d,]+) fields$/, (n) => `este objeto tiene más de ${n} campos`],
  [
    /^at most ([\d,]+) fields in one object \(an object of a site has a few\)$/,
    (n) => `como máximo ${n} campos en un objeto (un objeto de un sitio tiene unos pocos)`,
  ],
  [
    /^a list was probably pasted in as fields; a list is written \[ \.\.\. \]$/,
    "probablemente se pegó una lista como campos; una lista se escribe [ ... ]",
  ],
  [
    /^the lists and objects are nested more than (\d+) deep here$/,
    (n) => `aquí las listas y los objetos están anidados a más de ${n} niveles`,
  ],
  [
    /^at most (\d+) levels of \{ \} and \[ \] inside each other \(a site needs about 10\)$/,
    (n) => `como máximo ${n} niveles de { } y [ ] uno dentro de otro (un sitio necesita unos 10)`,
  ],
  [
    /^brackets were pasted by mistake, or this is not a site; restore .*$/,
    `se pegaron corchetes o llaves por error, o esto no es un sitio; ${RESTORE}`,
  ],
  [/^'(.*)' cannot be a field name$/, (field) => `'${field}' no puede ser el nombre de un campo`],
  [
    /^a field of the schema \(none is called __proto__, constructor or prototype\)$/,
    "un campo del esquema (ninguno se llama __proto__, constructor ni prototype)",
  ],
  [
    /^these names have a special meaning to the programs that read site\.json, so they are refused anywhere; delete the field$/,
    "estos nombres tienen un significado especial para los programas que leen site.json, así que no se aceptan en ningún lugar; borre el campo",
  ],
  [/^and ([\d,]+) more problems like these, not listed$/, (n) => `y ${n} problemas más como estos, que no se muestran`],
  [/^at most ([\d,]+) problems are listed at once$/, (n) => `se muestran como máximo ${n} problemas a la vez`],
  [
    /^fix the ones listed \(they are usually one mistake repeated\), then check again$/,
    "corrija los que se muestran (suelen ser un mismo error repetido) y vuelva a comprobar",
  ],
  [/^'(.*)' appears twice in the same object$/, (field) => `'${field}' aparece dos veces en el mismo objeto`],
  [/^each field once$/, "cada campo una sola vez"],
  [
    /^only the last one would be used: keep the right one and delete the other$/,
    "solo se usaría el último: deje el correcto y borre el otro",
  ],
  // JSON syntax
  [/^JSON files cannot contain comments$/, "los archivos JSON no pueden tener comentarios"],
  [
    /^delete the comment; a note for other editors can go in a separate file$/,
    "borre el comentario; una nota para otras personas puede ir en un archivo aparte",
  ],
  [
    /^a curly quote (.) stands where JSON needs a straight double quote "$/,
    (quote) => `hay una comilla curva ${quote} donde JSON necesita una comilla doble recta "`,
  ],
  [
    /^texts and field names between straight quotes: "like this"$/,
    'textos y nombres de campo entre comillas rectas: "así"',
  ],
  [
    /^this happens when text is pasted from a word processor; type the quotes again in the editor$/,
    "pasa al pegar texto de un procesador de textos; escriba de nuevo las comillas en el editor",
  ],
  [
    /^texts and field names in JSON are written between double quotes, not single quotes$/,
    "en JSON, los textos y los nombres de campo van entre comillas dobles, no simples",
  ],
  [/^"like this"$/, '"así"'],
  [/^replace ' with "$/, "cambie ' por \""],
  [/^(.+) must be written in small letters$/, (word) => `${word} se escribe en minúsculas`],
  [/^(.+) is not in quotes$/, (word) => `${word} no está entre comillas`],
  [/^the character (.+) is not allowed here$/, (char) => `el carácter ${char} no se permite aquí`],
  [
    /^field names and texts between double quotes, like "heading": "Tree Removal"$/,
    'nombres de campo y textos entre comillas dobles, como "heading": "Tree Removal"',
  ],
  [
    /^a closing (.) is missing before this (.)$/,
    (close, char) => `falta un ${CLOSER(close)} de cierre antes de este ${char}`,
  ],
  [
    /^the (list \[|object \{) opened at line (\d+), column (\d+) closed with (.)$/,
    (what, line, column, close) => `${OPENER(what)} abierto ${AT(line, column)}, cerrado con ${close}`,
  ],
  [
    /^add the \} where that object ends, before this line; a (.) that starts a field of its own needs the field's name first, like "name": . \.\.\. .$/,
    (char) =>
      `añada la } donde termina ese objeto, antes de esta línea; un ${char} que empieza un campo propio necesita antes el nombre del campo, como "name": ${char} ... ${char === "{" ? "}" : "]"}`,
  ],
  [/^there is a comma after the last field$/, "hay una coma después del último campo"],
  [/^there is a comma after the last item$/, "hay una coma después del último elemento"],
  [/^no comma before a closing \} or \]$/, "ninguna coma antes de un } o ] de cierre"],
  [/^delete this comma$/, "borre esta coma"],
  [/^a value is missing after this field name's colon$/, "falta un valor después de los dos puntos de este campo"],
  [
    /^a text in quotes, a number, true, false, a list \[ \] or an object \{ \}$/,
    "un texto entre comillas, un número, true, false, una lista [ ] o un objeto { }",
  ],
  [/^there is a comma too many here$/, "aquí sobra una coma"],
  [/^a value is missing here$/, "aquí falta un valor"],
  [/^a field name is expected here$/, "aquí se espera el nombre de un campo"],
  [/^a comma is missing after this$/, "falta una coma después de esto"],
  [/^a comma between two fields or two items of a list$/, "una coma entre dos campos o dos elementos de una lista"],
  [/^add a , at the end of this line$/, "añada una , al final de esta línea"],
  [/^a colon \(:\) is missing after this field name$/, "faltan los dos puntos (:) después de este nombre de campo"],
  [/^"field": value$/, '"campo": valor'],
  [/^a tab character cannot be inside a text$/, "un texto no puede contener un tabulador"],
  [/^spaces instead$/, "espacios en su lugar"],
  [
    /^this text is not closed: its closing double quote is missing$/,
    "este texto no está cerrado: falta su comilla doble de cierre",
  ],
  [/^a " at the end of the text, on the same line$/, 'una " al final del texto, en la misma línea'],
  [
    /^a text cannot run over two lines; for a quote inside a text write \\"$/,
    'un texto no puede ocupar dos líneas; para una comilla dentro de un texto escriba \\"',
  ],
  [/^this (list \[|object \{) is never closed$/, (what) => `${OPENER(what)} nunca se cierra`],
  [/^a closing (.) for it$/, (close) => `un ${CLOSER(close)} de cierre para ${close === "]" ? "ella" : "él"}`],
  [
    /^the file ends before the (.); a closing bracket was probably deleted somewhere after this$/,
    (close) => `el archivo termina antes del ${close}; probablemente se borró un cierre en algún lugar después de esto`,
  ],
  [/^there is more after the end of the site's object$/, "hay algo más después del final del objeto del sitio"],
  [/^nothing after the last \}$/, "nada después de la última }"],
  [
    /^a \} or \] too many earlier in the file ends the object early; remove the extra one$/,
    "una } o un ] de más, antes en el archivo, termina el objeto antes de tiempo; quite el que sobra",
  ],
  [
    /^a backslash \\ in a text starts a special character, and this one is not known$/,
    "una barra invertida \\ en un texto empieza un carácter especial, y este no se conoce",
  ],
  [
    /^write \\\\ for a backslash, \\" for a quote, or use \/ instead$/,
    'escriba \\\\ para una barra invertida, \\" para una comilla, o use / en su lugar',
  ],
  [/^this number is not written correctly$/, "este número no está bien escrito"],
  [
    /^digits with a dot for decimals, like 28\.15 or -81\.45$/,
    "dígitos con punto para los decimales, como 28.15 o -81.45",
  ],
  [
    /^\\u in a text must be followed by four hexadecimal digits$/,
    "\\u en un texto debe ir seguido de cuatro dígitos hexadecimales",
  ],
  [
    /^write \\\\ for a backslash \(a Windows path like C:\\\\Users\), or use \/ instead$/,
    "escriba \\\\ para una barra invertida (una ruta de Windows como C:\\\\Users), o use / en su lugar",
  ],
  [/^the file is not valid JSON here$/, "aquí el archivo no es JSON válido"],
  // Last: the hints that only say what to write.
  [/^write (.+)$/, (what) => `escriba ${what}`],
];

/** One of read/'s sentences in Spanish; a sentence the table does not know stays as it is. */
export function readWordsInSpanish(text: string): string {
  for (const [pattern, spanish] of SENTENCES) {
    const match = pattern.exec(text);
    if (match) return typeof spanish === "string" ? spanish : spanish(...match.slice(1));
  }
  return text;
}
