/** The same words as ../en/settings.ts, in Spanish. */
import type { EN_SETTINGS } from "../en/settings.ts";

export const ES_SETTINGS: Record<keyof typeof EN_SETTINGS, string> = {
  "settings.notFound": "No se encontró",
  "settings.noSuchPart": "El sitio no tiene ninguna parte llamada “{part}”.",
  "settings.backToList": "Volver a la lista",
  "settings.seeChanges": "Ver los cambios en una página",
  "settings.formIsProviders": "El formulario que llenan los visitantes es del proveedor:",
  "settings.openToCheck": "ábralo para revisarlo",
  "settings.inNewTab": " (en una pestaña nueva)",
  "settings.form.noneButOpening":
    "Este sitio no tiene formulario, pero {count, plural, one {# botón todavía lo abre} other {# botones todavía lo abren}}: un problema cada uno.",
  "settings.form.makeCall": "{count, plural, one {Hacer que llame} other {Hacer que los # llamen}}",
  "settings.form.add": "Añadir un formulario",
  "settings.form.none": "Este sitio no tiene formulario: sus botones llaman o llevan a un enlace.",
  "settings.form.called":
    "Los botones que abrían el formulario ahora llaman, con las palabras que tenían, que quizá todavía piden llenar el formulario. Buscar y reemplazar las cambia dondequiera que estén escritas:",
  "settings.form.calledWords": "“{words}” en {buttons, plural, one {# botón} other {# botones}}",
  "settings.form.change": "Cambiar “{words}”",
  "settings.form.whyKeep":
    "¿Sin formulario? Sin él, los botones del sitio llaman o llevan a un enlace: {count, plural, one {el # botón que ahora lo abre sería} other {los # botones que ahora lo abren serían cada uno}} un problema que cambiar.",
  "settings.form.remove": "Quitar el formulario",

  "settings.ownFact.business.name": "nombre",
  "settings.ownFact.site.url": "dirección web",
  "settings.ownFact.business.phone.display": "número de teléfono",
  "settings.ownFact.business.email": "correo electrónico",
  "settings.ownFact.business.address.street": "calle",

  "settings.start.title": "Páginas y entradas",
  "settings.start.find": "Buscar una página o entrada por su título o dirección",
  "settings.start.pages": "Páginas",
  "settings.start.posts": "Entradas del blog",

  "settings.new.title": "Empiece su sitio",
  "settings.new.intro":
    "Aquí todavía no hay ningún {file}. Empiece a partir de uno de estos sitios: el editor lo copia entero, con sus páginas, su aspecto y sus imágenes, y usted lo hace suyo, desde el nombre y el teléfono del negocio hasta cada página.",
  "settings.new.startFrom": "Empezar a partir de",
  "settings.new.about": "{description} {pages, plural, one {# página} other {# páginas}}, en {languages}.",
  "settings.new.start": "Empezar a partir de este sitio",
  "settings.new.failed": "No se pudo empezar: {message}.",
  "settings.new.copyProblems": "la copia tiene {count, plural, one {# problema} other {# problemas}}: {list}",
  "settings.new.nothing":
    "El proyecto no tiene ningún sitio a partir del cual empezar. Escriba {file} a mano (la guía, docs/editing.md, muestra cada parte) y luego vuelva a cargar esta página.",

  "settings.preview.pageShown": "Página mostrada",
  "settings.preview.of": "Vista previa de {name}",
  "settings.preview.notFound": "la página de no encontrado",
  "settings.preview.notFoundIn": "la página de no encontrado en {language}",
  "settings.preview.notFoundChoice": "La página de no encontrado",
  "settings.preview.notFoundChoiceIn": "La página de no encontrado en {language}",
  "settings.preview.cannotDraw":
    "Esta página no se puede mostrar hasta que se corrijan los problemas de lo que muestra.",

  "settings.pictures.title": "Imágenes",
  "settings.pictures.count": "{count, plural, one {# imagen} other {# imágenes}}, {inUse} de ellas en uso.",
  "settings.pictures.allDescribed": " Cada imagen en uso tiene una descripción.",
  "settings.pictures.undescribed":
    "{count, plural, one {# lugar muestra una imagen} other {# lugares muestran una imagen}} sin descripción: añada una en cada uno (los visitantes que no pueden ver la imagen la escuchan en su lugar).",
  "settings.pictures.onlyThose": "Mostrar solo esas",
  "settings.pictures.find": "Buscar una imagen por su nombre o descripción",
  "settings.pictures.found": "{count, plural, one {# imagen encontrada} other {# imágenes encontradas}} de {total}.",
  "settings.pictures.replaced":
    "“{from}” se reemplazó por “{to}” en {count, plural, one {# lugar} other {# lugares}}. Cada lugar conserva su descripción: revise que diga lo que muestra la nueva imagen. Deshacer vuelve a poner la anterior.",
  "settings.pictures.instead": "la imagen que se mostrará en lugar de {name}",
  "settings.pictures.deleted": "“{name}” se eliminó.",

  "settings.picture.notInSite":
    "Esta imagen no está entre las imágenes del sitio: reemplácela por una que sí esté, en cada lugar donde se usa.",
  "settings.picture.usedIn": "Se usa en {count, plural, one {# lugar} other {# lugares}}:",
  "settings.picture.logo": " Junto al nombre del negocio: no necesita descripción.",
  "settings.picture.description": " Descripción: “{alt}”",
  "settings.picture.noDescription": " Sin descripción, que toda imagen necesita: ",
  "settings.picture.addOne": "añada una",
  "settings.picture.addOneAt": " en {place}",
  "settings.picture.unused": "No se usa en ninguna página.",
  "settings.picture.savedStillUses": " El sitio guardado todavía la usa: guarde para dejar de usarla también allí.",
  "settings.picture.replace": "Reemplazar en todas partes",
  "settings.picture.delete": "Eliminar",
  "settings.picture.drawing": "Un dibujo, nítido a cualquier tamaño",
  "settings.picture.pixels": "{width, number} × {height, number} píxeles",
  "settings.picture.underTenth": "menos de 0,1 MB",
  "settings.picture.megabytes": "{megabytes, number, ::.0} MB",
  "settings.picture.size": "{pixels}, {weight}",

  "settings.pictureDelete.cannot": "“{name}” no se puede eliminar",
  "settings.pictureDelete.usedOn": "Se usa en estas páginas. Reemplácela o quítela allí primero:",
  "settings.pictureDelete.cannotYet": "“{name}” todavía no se puede eliminar",
  "settings.pictureDelete.confirm": "¿Eliminar “{name}”?",
  "settings.pictureDelete.savedShows":
    "El sitio guardado todavía la muestra en estas páginas. Primero guarde sus cambios y luego elimínela:",
  "settings.pictureDelete.noPage":
    "Ninguna página la usa. El archivo se quita de las imágenes del sitio, y Deshacer no puede recuperarlo.",
  "settings.pictureDelete.failed": "No se pudo eliminar: {message}.",
  "settings.pictureDelete.delete": "Eliminar la imagen",

  "settings.upload.title": "Añadir imágenes",
  "settings.upload.label": "Suba fotos o dibujos, varios a la vez (JPEG, PNG, WebP, AVIF o SVG, hasta 20 MB cada uno)",
  "settings.upload.drop": "o suéltelos aquí.",
  "settings.upload.busy": "Subiendo {number} de {count}: {file}…",
  "settings.upload.refused": "no se añadió: {why}.",
  "settings.upload.added": "se añadió como {name}.",
  "settings.upload.addedNote": "se añadió como {name}. {note}",
};
