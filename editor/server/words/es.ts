/** The editor server's words (en.ts) in Spanish, by the same ids: an owner's Spanish, *usted*, plain and short. */
import type { ServerWordId } from "./en.ts";
import { ES_TEAM_WORDS } from "./team-es.ts";

export const ES_SERVER_WORDS: Record<ServerWordId, string> = {
  ...ES_TEAM_WORDS,
  "server.starting": "el editor se está iniciando",
  "server.noSuchAction": "el editor no conoce esa acción",
  "server.notFound": "no se encontró",
  "server.failed": "el editor falló; vea su terminal",
  "server.fileGone": "{name} ya no está en el disco; recupérelo (git checkout -- {name}) y vuelva a intentarlo",
  "server.body.tooLarge": "lo enviado pasa de {limit} bytes",
  "server.body.refused": "lo enviado no se acepta: {problem}",
  "server.body.notObject": "lo enviado no es un objeto JSON",
  "server.malformedEscape": "{what} tiene un código % mal formado",
  "save.changesRefused": "los cambios no se aceptan: {problem}",
  "save.tooDeep": "el sitio tiene más niveles de los que se pueden leer",
  "save.baseMissing": "falta baseHash",
  "save.noSuchVersion": "esa versión no existe",
  "save.versionUnreadable": "esa versión no se puede recuperar: {problem}",
  "start.noSuchSite": "no hay ningún sitio así para empezar",
  "publish.notSetUp": "la publicación no está configurada: {problems}",
  "publish.noConfig": "no hay {config} junto a {site}",
  "publish.configMistake": "{config}, línea {line}, columna {column}: {message}",
  "publish.busy": "otra persona está publicando en este momento: espere a que termine y vuelva a intentarlo",
  "publish.noSuchJob": "esa publicación no existe",
  "publish.idMissing": "falta el id",
  "publish.todo.check": "Corrija lo que aparece aquí (Problemas le lleva a cada uno), guarde y vuelva a publicar",
  "publish.todo.verify": "Corrija las páginas o los enlaces indicados, guarde y vuelva a publicar",
  "preview.todo.check":
    "Corrija lo que aparece aquí (Problemas le lleva a cada uno), guarde y vuelva a hacer la vista previa",
  "preview.todo.verify": "Corrija las páginas o los enlaces indicados, guarde y vuelva a hacer la vista previa",
  "publish.todo.tryAgain": "Vuelva a intentarlo; si falla otra vez, avise a quien configuró la publicación",
  "upload.busy": "ya se están subiendo {count} imágenes: vuelva a intentarlo en un momento",
  "upload.notAFolder": "images/ junto a site.json no es una carpeta",
  "upload.linkedFile": "images/{name} es un enlace a otro archivo: bórrelo y vuelva a subir la imagen",
  "upload.linkedFolder":
    "images/ es un enlace a otra carpeta, que el editor no muestra ni modifica: ponga las imágenes en una carpeta images/ real junto a site.json",
  "upload.unreadable":
    "esta imagen no se puede leer (el archivo está dañado o incompleto): guárdela de nuevo y suba esa copia",
  "upload.heic":
    "esta es una foto de iPhone en HEIC, que los navegadores no pueden mostrar: guárdela primero como JPEG (en un Mac, ábrala en Vista Previa y elija Archivo › Exportar, formato JPEG; en el iPhone, Ajustes › Cámara › Formatos › Más compatible toma fotos JPEG desde entonces)",
  "upload.wrongKind":
    "esto es {kind, select, gif {un GIF} pdf {un documento PDF} tiff {un TIFF} bmp {un BMP} page {una página web} other {un archivo de otro tipo}}; solo se pueden subir imágenes JPEG, PNG, WebP, AVIF y SVG",
  "upload.unknownKind": "solo se pueden subir imágenes JPEG, PNG, WebP, AVIF y SVG",
  "upload.drawingBroken":
    "este dibujo no se puede mostrar ({problems}): guárdelo de nuevo desde su programa de dibujo como SVG sencillo, o use un PNG de él",
  "upload.drawingUnsafe":
    "este dibujo tiene {problems}, algo que una imagen de un sitio web no puede tener: guárdelo de nuevo desde su programa de dibujo como SVG sencillo, o use un PNG de él",
  "upload.note.wide": "ahora mide {width, number} píxeles de ancho (medía {was, number})",
  "upload.note.camera": "se quitaron los datos de la cámara (dónde y cuándo se tomó)",
  "upload.note.lighter": "se guardó más liviana",
  "upload.note.sizeMegabytes": "{before, number, ::.0} MB pasaron a {after, number, ::.0} MB",
  "upload.note.sizePercent": "el archivo es un {percent}% más pequeño",
  "upload.note.sizeLittle": "el archivo es un poco más pequeño",
  "upload.note.sentence": "{changes}{size, select, none {} other {: {size}}}, y los visitantes ven la misma imagen.",
  "picture.inUse": "esta imagen se usa en {parts}",
  "picture.siteUnreadable": "el archivo del sitio no se puede leer, así que no se borra ninguna imagen",
  "picture.notAName": "ese no es el nombre de una imagen",
  "picture.noSuch": "esa imagen no existe",
  "picture.page": "Página “{path}”",
  "picture.languages": "Idiomas",
  "picture.post": "Entrada “{path}”",
};
