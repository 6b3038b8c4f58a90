/**
 * What a publish, a preview or a put-back says as it goes and when it stops (src/publish/: its steps' words, a
 * failure's words and what to do), in Spanish for the editor in Spanish: each English sentence's pattern and its
 * Spanish, the values carried over. A sentence the table does not know stays as it is.
 */
const TELL = "avise a quien configuró el sitio";
const AGAIN: Record<string, string> = {
  "publish again": "vuelva a publicar",
  "make the preview again": "vuelva a hacer la vista previa",
};
const NOTHING: Record<string, string> = {
  "Nothing was published": "No se publicó nada",
  "No preview was made": "No se hizo ninguna vista previa",
};
const UNTOUCHED = "El sitio en línea no se tocó";
const seconds = (value: string) => value.replace(".", ",");
const plural = (count: string, one: string, other: string) => `${count} ${count === "1" ? one : other}`;

const SENTENCES: [RegExp, string | ((...captures: string[]) => string)][] = [
  // A step's outcome, with its time
  [/^(.*) \((\d+(?:\.\d+)?) s\)$/, (words, time) => `${inSpanish(words)} (${seconds(time)} s)`],
  [/^the site has no errors or warnings$/, "el sitio no tiene errores ni advertencias"],
  [/^(\d+) pages built$/, (n) => `${n} páginas creadas`],
  [
    /^no page changed since the last build, all (\d+) kept$/,
    (n) => `ninguna página cambió desde la última vez; se conservan las ${n}`,
  ],
  [
    /^(\d+) changed pages? built, (\d+) kept as they were$/,
    (changed, kept) =>
      `${plural(changed, "página cambiada creada", "páginas cambiadas creadas")}, ${kept} se conservan como estaban`,
  ],
  [/^all (\d+) pages there, no broken link$/, (n) => `están las ${n} páginas, sin enlaces rotos`],
  [/^(\d+) files? copied, switched live$/, (n) => `${plural(n, "archivo copiado", "archivos copiados")}, ya en línea`],
  [
    /^(\d+) files? copied beside the live site, which is unchanged$/,
    (n) => `${plural(n, "archivo copiado", "archivos copiados")} junto al sitio en línea, que no cambia`,
  ],
  [/^the live address shows this version$/, "la dirección en línea muestra esta versión"],
  [/^the preview's address shows this version$/, "la dirección de la vista previa muestra esta versión"],
  [
    /^sent to the host that builds the site, merged with the changes made there meanwhile$/,
    "enviado al servicio que crea el sitio, junto con los cambios hechos allí mientras tanto",
  ],
  [/^sent to the host that builds the site$/, "enviado al servicio que crea el sitio"],
  [
    /^sent to the host as a preview, not to the live site$/,
    "enviado al servicio como vista previa, no al sitio en línea",
  ],
  // What went wrong
  [/^the check found a problem$/, "la comprobación encontró un problema"],
  [
    /^the check found (.*)$/,
    (counts) =>
      `la comprobación encontró ${counts
        .replace(/\b(\d+) errors?/g, (_, n: string) => plural(n, "error", "errores"))
        .replace(/\b(\d+) warnings?/g, (_, n: string) => plural(n, "advertencia", "advertencias"))
        .replace(" and ", " y ")}`,
  ],
  [/^the pages could not be built$/, "no se pudieron crear las páginas"],
  [/^the picture “(.*)” cannot be found$/, (name) => `no se encuentra la imagen “${name}”`],
  [
    /^the picture “(.*)” cannot be read: it may be damaged or cut short$/,
    (name) => `la imagen “${name}” no se puede leer: puede estar dañada o incompleta`,
  ],
  [
    /^another publish or build replaced this one meanwhile$/,
    "otra publicación o creación reemplazó a esta mientras tanto",
  ],
  [/^the built pages are not complete$/, "las páginas creadas no están completas"],
  [/^the live address did not show the new version$/, "la dirección en línea no mostró la nueva versión"],
  [/^the live address did not show that version$/, "la dirección en línea no mostró esa versión"],
  [/^the live address does not show that version yet$/, "la dirección en línea todavía no muestra esa versión"],
  [/^the preview's address did not show it$/, "la dirección de la vista previa no la mostró"],
  [/^the preview's address does not show it yet$/, "la dirección de la vista previa todavía no la muestra"],
  [
    /^someone else changed the same thing meanwhile, differently: (.*)$/,
    (what) => `otra persona cambió lo mismo mientras tanto, de otra manera: ${what}`,
  ],
  [
    /^someone else changed the same pictures or files meanwhile$/,
    "otra persona cambió las mismas imágenes o archivos mientras tanto",
  ],
  [
    /^others kept changing the site while yours was being sent$/,
    "otras personas siguieron cambiando el sitio mientras se enviaba el suyo",
  ],
  [
    /^your change, together with the changes made meanwhile, does not pass the check$/,
    "su cambio, junto con los cambios hechos mientras tanto, no pasa la comprobación",
  ],
  [/^the host that builds the site did not accept the change$/, "el servicio que crea el sitio no aceptó el cambio"],
  [/^the web server could not be reached$/, "no se pudo llegar al servidor web"],
  [/^the web server did not let the editor in$/, "el servidor web no dejó entrar al editor"],
  [/^the web server has no room left$/, "el servidor web no tiene más espacio"],
  [/^that version is no longer kept on the web server$/, "esa versión ya no se guarda en el servidor web"],
  [
    /^the web server did not allow the new version to be written$/,
    "el servidor web no permitió escribir la nueva versión",
  ],
  [/^the new version could not be sent to the live site$/, "no se pudo enviar la nueva versión al sitio en línea"],
  [/^that version is not among the published versions$/, "esa versión no está entre las versiones publicadas"],
  [/^the version of (.*) has no release on the server$/, (when) => `la versión del ${when} no está en el servidor`],
  // What to do
  [
    /^Fix what the check found, then (publish again|make the preview again)\. The live site was not touched$/,
    (again) => `Corrija lo que encontró la comprobación y ${AGAIN[again]}. ${UNTOUCHED}`,
  ],
  [
    /^(Nothing was published|No preview was made)\. The live site was not touched\. Try again; if it fails again, tell whoever set up the site, with these words$/,
    (nothing) =>
      `${NOTHING[nothing]}. ${UNTOUCHED}. Vuelva a intentarlo; si falla otra vez, ${TELL}, con estas palabras`,
  ],
  [
    /^(Nothing was published|No preview was made)\. The live site was not touched; fix the links or pages named, then (publish again|make the preview again)$/,
    (nothing, again) =>
      `${NOTHING[nothing]}. ${UNTOUCHED}; corrija los enlaces o las páginas indicados y ${AGAIN[again]}`,
  ],
  [
    /^The previous version was put back, so visitors see what they saw before\. Tell whoever set up the site: the web server does not show the versions published to it$/,
    `Se volvió a poner la versión anterior, así que los visitantes ven lo mismo que antes. ${capital(TELL)}: el servidor web no muestra las versiones que se le publican`,
  ],
  [
    /^The live site was not touched\. Tell whoever set up the site: the web server does not show the previews sent to it$/,
    `${UNTOUCHED}. ${capital(TELL)}: el servidor web no muestra las vistas previas que se le envían`,
  ],
  [
    /^Tell whoever set up the site: the web server does not show the versions published to it$/,
    `${capital(TELL)}: el servidor web no muestra las versiones que se le publican`,
  ],
  [
    /^The change was sent, and the host has not shown it yet: look again in a few minutes; if it is still not there, tell whoever set up the site$/,
    `El cambio se envió y el servicio todavía no lo muestra: vuelva a mirar en unos minutos; si sigue sin aparecer, ${TELL}`,
  ],
  [
    /^Look again in a few minutes; if it is still not there, tell whoever set up the site$/,
    `Vuelva a mirar en unos minutos; si sigue sin aparecer, ${TELL}`,
  ],
  [
    /^Choose the picture again \(Change image\), save, then publish again$/,
    "Elija de nuevo la imagen (Cambiar imagen), guarde y vuelva a publicar",
  ],
  [
    /^Open it in a photo program and save it again, or choose another picture; then publish again$/,
    "Ábrala en un programa de fotos y guárdela de nuevo, o elija otra imagen; luego vuelva a publicar",
  ],
  [
    /^Your change is kept and nothing was lost\. Change it again so it agrees with theirs, save, then publish again$/,
    "Su cambio se conserva y no se perdió nada. Cámbielo de nuevo para que concuerde con el de la otra persona, guarde y vuelva a publicar",
  ],
  [
    /^Your change is kept and nothing was lost; tell whoever set up the site, with these words$/,
    `Su cambio se conserva y no se perdió nada; ${TELL}, con estas palabras`,
  ],
  [
    /^Your change is kept and nothing was lost; publish again in a moment$/,
    "Su cambio se conserva y no se perdió nada; vuelva a publicar en un momento",
  ],
  [
    /^Try again in a few minutes; if it still fails, tell whoever set up the site$/,
    `Vuelva a intentarlo en unos minutos; si sigue fallando, ${TELL}`,
  ],
  [
    /^Check that this computer is online, then try again in a few minutes; if it still fails, tell whoever set up the site$/,
    `Compruebe que esta computadora tiene conexión y vuelva a intentarlo en unos minutos; si sigue fallando, ${TELL}`,
  ],
  [
    /^tell whoever set up the site: the web server refused the editor's key$/,
    `${TELL}: el servidor web rechazó la llave del editor`,
  ],
  [/^tell whoever set up the site: the web server's disk is full$/, `${TELL}: el disco del servidor web está lleno`],
  [/^Choose a more recent version$/, "Elija una versión más reciente"],
  [/^Choose a more recent version, or publish again$/, "Elija una versión más reciente, o vuelva a publicar"],
  [/^Choose one from the list of published versions$/, "Elija una de la lista de versiones publicadas"],
  [/^Choose another$/, "Elija otra"],
  [/^Try again; if it fails again, tell whoever set up the site$/, `Vuelva a intentarlo; si falla otra vez, ${TELL}`],
  [/^Try again in a moment$/, "Vuelva a intentarlo en un momento"],
];

function capital(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One of publishing's sentences in Spanish; one the table does not know stays as it is. */
export function inSpanish(text: string): string {
  for (const [pattern, spanish] of SENTENCES) {
    const match = pattern.exec(text);
    if (match) return typeof spanish === "string" ? spanish : spanish(...match.slice(1));
  }
  return text;
}
