/** The editor's own words in Spanish, by the same ids as en/base.ts (which says how they are written). */
import type { EN_BASE } from "../en/base.ts";

export const ES_BASE: Record<keyof typeof EN_BASE, string> = {
  "language.choice": "Editor language / Idioma del editor",
  "common.close": "Cerrar",
  "common.cancel": "Cancelar",
  "common.opensNewTab": " (se abre en una pestaña nueva)",
  "common.couldNotAsk": "El editor no pudo preguntar: {message}",

  "boot.loading": "Cargando el sitio…",
  "boot.unreachable": "El editor no pudo comunicarse con su servidor: {error}",
  "boot.cannotOpen": "{file} no se puede abrir en el editor",
  "boot.notReadable":
    "El archivo del disco no se puede leer como un sitio. Corrija estos problemas en un editor de texto y vuelva a cargar esta página:",
  "boot.problemAt": "línea {line}, columna {column}: {message}",

  "find.title": "Buscar y reemplazar",
  "find.intro":
    "Busca un texto en las palabras del sitio, en todas las páginas y en todas las partes; no en direcciones, enlaces ni nombres de archivo.",
  "find.find": "Buscar",
  "find.count":
    "{matches, plural, one {# coincidencia} other {# coincidencias}} en {places, plural, one {# lugar} other {# lugares}}",
  "find.replaced":
    "Reemplazado {matches, plural, one {# vez} other {# veces}} en {places, plural, one {# lugar} other {# lugares}}. Deshacer lo revierte.",
  "find.firstListed": "Se muestran los primeros {count} lugares.",
  "find.replaceWith": "Reemplazar por",
  "find.replace": "Reemplazar",
  "find.replaceIn": "Reemplazar en {places, plural, one {# lugar} other {# lugares}}",

  "job.status.waiting": "en espera",
  "job.status.running": "en curso",
  "job.status.done": "hecho",
  "job.status.failed": "falló",
  "job.step.check": "Revisando el sitio",
  "job.step.build": "Creando las páginas",
  "job.step.verify": "Revisando las páginas creadas",
  "job.step.publish": "Publicando",
  "job.step.live": "Confirmando que está en línea",
  "job.previewStep.publish": "Copiando la vista previa",
  "job.previewStep.live": "Abriendo la dirección de la vista previa",
  "job.stepLine": "{step}: {status}",
  "job.failed": "{notDone}: {words}. {todo}.",
  "job.liveUntouched": "El sitio en línea no ha cambiado: los visitantes siguen viendo la última versión.",
  "job.wholeSite": "Todo el sitio",
  "job.seconds": "{seconds, number, ::.0} s",

  "setup.notSetUp":
    "La publicación todavía no está configurada para este sitio. Sus cambios guardados están a salvo en site.json; llegarán al sitio en línea cuando quien lo aloja configure la publicación.",
  "setup.whatBefore": "Lo que configuran, una sola vez: un archivo",
  "setup.whatAfter":
    "junto a site.json que dice adónde va el sitio (un servidor web o un alojamiento git), como describe la sección “Publishing” de docs/deploy.md. El editor lo lee en cuanto está ahí.",
  "setup.found": "Lo que encontró el editor:",

  "publish.title": "Publicar",
  "publish.reading": "Leyendo lo que se publicará…",
  "publish.whatSince": "Lo que se publicará en {where}, cambiado desde la última publicación ({when}):",
  "publish.what": "Lo que se publicará en {where}:",
  "publish.nothingChanged":
    "Nada ha cambiado desde la última publicación: publicar de nuevo pone en línea la misma versión.",
  "publish.notPublished": "No publicado",
  "publish.refused": "No publicado: {reason}.",
  "publish.now": "Publicar ahora",
  "publish.live": "En línea",
  "publish.publishing": "Publicando…",
  "publish.steps": "Pasos de la publicación",
  "publish.liveIn": "En línea",
  "publish.liveInRest": " en {time}: los visitantes ya ven sus cambios.",
  "publish.openLive": "Abrir el sitio en línea",

  "preview.title": "Vista previa",
  "preview.reading": "Leyendo cómo se publica el sitio…",
  "preview.intro":
    "La vista previa pone su sitio guardado en una dirección privada que puede enviar a alguien antes de publicarlo. Se pide a los buscadores que no la muestren, y el sitio en línea no cambia.",
  "preview.refused": "No se hizo la vista previa: {reason}.",
  "preview.make": "Hacer una vista previa",
  "preview.ready": "Vista previa lista",
  "preview.notMade": "No se hizo la vista previa",
  "preview.making": "Haciendo una vista previa…",
  "preview.steps": "Pasos de la vista previa",
  "preview.readyRest": " en {time}. El sitio en línea no ha cambiado.",
  "preview.send":
    "Envíe esta dirección a quien deba ver la vista previa. Solo la encuentran las personas que la tienen.",
  "preview.branch":
    "Sus cambios fueron a la versión “{branch}” del sitio. Su alojamiento web hace una vista previa y muestra su dirección entre sus publicaciones.",
  "preview.open": "Abrir la vista previa",
  "preview.address": "Dirección de la vista previa",
  "preview.copy": "Copiar la dirección",
  "preview.copied": "Copiada",
  "preview.copyRefused": "Aquí no se permitió copiar: seleccione la dirección y cópiela",

  "versions.title": "Versiones publicadas",
  "versions.kind.publish": "Publicada",
  "versions.kind.putBack": "Restaurada",
  "versions.kind.scheduled": "Publicada según lo programado",
  "versions.couldNotRead": "El editor no pudo leerlas: {message}",
  "versions.notPutBack": "No se restauró: {words}. {todo}.",
  "versions.notPutBackError": "No se restauró: {message}.",
  "versions.liveAgain": "La versión del {when} vuelve a estar en línea ({time}).",
  "versions.none": "Todavía no se ha publicado nada: pulse Publicar para poner el sitio en línea.",
  "versions.confirm":
    "¿Volver a poner en línea la versión del {when}? Los visitantes la ven enseguida; nada cambia en el editor.",
  "versions.puttingBack": "Restaurando…",
  "versions.putBackLive": "Volver a ponerla en línea",
  "versions.entry": "{when}: {kind} por {who}",
  "versions.liveNow": " (en línea ahora)",
  "versions.putThisBack": "Volver a poner en línea esta versión",
  "versions.putThisBackWhich": " (la versión del {when})",

  "start.pages": "{count, plural, one {# página} other {# páginas}}",
  "start.posts": "{count, plural, one {# entrada} other {# entradas}}",
  "start.pagesMatch": "{matches} de {count, plural, one {# página coinciden} other {# páginas coinciden}}",
  "start.postsMatch": "{matches} de {count, plural, one {# entrada coinciden} other {# entradas coinciden}}",
  "start.firstShown": "; se muestran las primeras {shown}, escriba para acotarlas",
  "start.title": "Título",
  "start.address": "Dirección",
  "start.actions": "Acciones",
  "start.untitledPage": "(página sin título)",
  "start.untitledPost": "(entrada sin título)",
  "start.toFix": " {count} por corregir",
  "start.toFill": " {count} por completar",
  "start.duplicate": "Duplicar",
  "start.duplicateWhich": "Duplicar {name}",
  "start.changeAddress": "Cambiar la dirección",
  "start.changeAddressWhich": "Cambiar la dirección de {name}",
  "start.delete": "Eliminar",
  "start.deleteWhich": "Eliminar {name}",
  "start.addVersion": "Añadir la versión en {language}",
  "start.addVersionWhich": "Añadir la versión en {language} de {name}",
  "start.addPage": "Añadir una página",
  "start.addPost": "Añadir una entrada",
  "start.sameAs": " {count, plural, one {# texto igual} other {# textos iguales}} que en {language}",
  "start.behind": " {count, plural, one {# texto atrasado} other {# textos atrasados}} tras un cambio en {language}",
  "start.picturesReplaced":
    " {count, plural, one {# imagen reemplazada} other {# imágenes reemplazadas}} en {language}",

  "add.duplicateTitle": "Duplicar “{name}”",
  "add.versionTitle": "Añadir la versión en {language} de “{name}”",
  "add.versionIntroPage":
    "Escriba su título en {language}. Empieza como una copia de la página, con sus secciones, textos e imágenes para que los traduzca, sus enlaces llevando a las páginas en {language} donde el sitio las tiene, y las palabras propias de sus secciones (el Cerrar de una galería) como las dicen las páginas en {language}. Las páginas y menús en {language} que llevaban a {original} llevan a esta.",
  "add.versionIntroPost":
    "Escriba su título en {language}. Empieza como una copia de la entrada, con sus secciones, textos e imágenes para que los traduzca, sus enlaces llevando a las páginas en {language} donde el sitio las tiene, y las palabras propias de sus secciones (el Cerrar de una galería) como las dicen las páginas en {language}. Las páginas y menús en {language} que llevaban a {original} llevan a esta.",
  "add.title": "Título",
  "add.noTitlePage": "Escriba el título de la página: encabeza la pestaña del navegador y los resultados de búsqueda.",
  "add.noTitlePost": "Escriba el título de la entrada: encabeza la pestaña del navegador y los resultados de búsqueda.",
  "add.startFrom": "Empezar a partir de",
  "add.copyOf": "Una copia de “{name}” ({address})",
  "add.emptyPage": "Una página vacía con una sección",
  "add.emptyPost": "Una entrada vacía con una sección",
  "add.service": "El servicio que ofrece",
  "add.serviceHelp":
    "La copia de una página de servicio también es una página de servicio: a los buscadores se les dice que ofrece este servicio (la página copiada ofrece “{service}”), y va en el menú de servicios.",
  "add.noService": "Escriba el servicio que ofrece esta página.",
  "add.address": "Dirección",
  "add.oldAddressPage":
    "{address} es una dirección antigua que envía a sus visitantes a {target}: esta página la atenderá en su lugar.",
  "add.oldAddressPost":
    "{address} es una dirección antigua que envía a sus visitantes a {target}: esta entrada la atenderá en su lugar.",
  "add.addPage": "Añadir la página",
  "add.addPost": "Añadir la entrada",

  "address.badForm":
    "Una dirección empieza por / y usa letras minúsculas, cifras y guiones sueltos, como /tala-de-arboles.",
  "address.taken": "{address} ya es la dirección de otra página.",
  "address.linkIn": "Un enlace en {place}",

  "rename.title": "Cambiar la dirección de “{name}”",
  "rename.newAddress": "Nueva dirección",
  "rename.noLinks": "Ningún otro enlace del sitio lleva aquí.",
  "rename.links":
    "{count, plural, one {# enlace lleva} other {# enlaces llevan}} aquí y seguirán a la nueva dirección:",
  "rename.keepOld":
    "Mantener {address} funcionando: enviar a sus visitantes a la página (la usan los enlaces de otros sitios web, los marcadores y los resultados de búsqueda)",
  "rename.change": "Cambiar la dirección",

  "delete.title": "¿Eliminar “{name}”?",
  "delete.links":
    "{count, plural, one {# enlace lleva} other {# enlaces llevan}} a {address}. Para que ninguno quede sin destino, elija qué hacer con ellos:",
  "delete.whatToDo": "Qué hacer con estos enlaces",
  "delete.remove":
    "Quitar sus entradas de los menús, el pie de página y los botones; enviar a otro sitio los enlaces dentro de los textos",
  "delete.redirect": "Enviarlos todos a otra página",
  "delete.sendStaying": "Enviar los enlaces que quedan a",
  "delete.noLinks": "Ningún enlace del sitio lleva a {address}.",
  "delete.keepThatPage":
    "Mantener {address} funcionando: enviar a sus visitantes a esa página (para una página que la sustituye: los enlaces de otros sitios web, los marcadores y los resultados de búsqueda usan su dirección)",
  "delete.keepAnotherPage":
    "Mantener {address} funcionando: enviar a sus visitantes a otra página (para una página que la sustituye: los enlaces de otros sitios web, los marcadores y los resultados de búsqueda usan su dirección)",
  "delete.sendVisitors": "Enviar a sus visitantes a",
  "delete.undo": "Puede deshacerlo hasta que guarde, y restaurar después una versión guardada desde el Historial.",
  "delete.page": "Eliminar la página",
  "delete.post": "Eliminar la entrada",

  "copy.why.business": "su nombre, teléfono, dirección y horario, y un correo propio",
  "copy.why.site": "la dirección en la que su sitio estará en línea",
  "copy.why.estimateForm":
    "el formulario de la copia pertenece a su negocio: las solicitudes de sus visitantes irían allí; ponga el suyo, o quítelo",
  "copy.stillHas": "Su sitio todavía tiene estos datos de {name}:",
  "copy.and": " y ",
  "copy.comma": ", ",
  "copy.notYetYours": "Todavía no es suyo del todo",
  "copy.isCopyOf": "Su sitio es una copia de {name}",
  "copy.intro":
    "Hágalo suyo, en este orden: cada pantalla muestra las palabras e imágenes de la copia, para reemplazarlas por las suyas.",
  "copy.andYour": "; y su",
  "copy.kindOfBusiness": "tipo de negocio",
  "copy.categoryTold": ", que se comunica a los buscadores: el de la copia es {category}",
  "copy.eachPage": "Cada página y entrada de abajo, y sus imágenes (Subir, en el campo de una imagen).",
  "copy.done": "Hecho: ocultar esto",
};
