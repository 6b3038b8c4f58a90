/** The same words as ../en/page.ts, in Spanish. */
import type { EN_PAGE } from "../en/page.ts";

export const ES_PAGE: Record<keyof typeof EN_PAGE, string> = {
  "page.notFound.title": "No se encontró",
  "page.notFound.page": "No hay una página número {number}.",
  "page.notFound.post": "No hay una entrada número {number}.",
  "page.notFound.back": "Volver a la lista",

  "page.back.pages": "Páginas",
  "page.back.posts": "Entradas",
  "page.address": "Dirección: ",
  "page.language": "Idioma: ",
  "page.switchTo": "Cambiar a {language}",

  "page.outline": "Secciones",
  "page.settings": "Ajustes de la página",
  "page.header": "Encabezado",
  "page.footer": "Pie de página",
  "page.lockedNote": "(es igual en todas las páginas: se edita en su propia pantalla)",

  "page.addSection": "Añadir sección",
  "page.chooser.title": "Añadir una sección",
  "page.chooser.after": "Se añade después de “{name}”.",
  "page.chooser.atEnd": "Se añade al final de la página.",

  "page.type.cta": "Una invitación breve con botones, como Llame ahora.",
  "page.type.contact": "Cómo comunicarse con el negocio: teléfono, dirección y horario.",
  "page.type.cities": "Los pueblos y lugares que atiende el negocio.",
  "page.type.postList": "Las últimas entradas del blog, primero las más recientes.",

  "page.section.title": "Sección {number} de {count}: {type}",
  "page.section.actions": "Acciones de la sección {type}",
  "page.section.moveUp": "Subir",
  "page.section.moveDown": "Bajar",
  "page.section.duplicate": "Duplicar",
  "page.section.remove": "Quitar",
  "page.section.add": "Añadir {item}",
  "page.section.addEither": "Añadir {first} o {second}…",
  "page.section.addMenu": "Añadir a esta sección",
  "page.section.picture": "imagen",
  "page.section.removeTitle": "¿Quitar la sección {type}?",
  "page.section.removeWhat": "Se quita de la página con todo su contenido. Deshacer la recupera.",
  "page.section.keep": "Conservarla",
  "page.section.removeSection": "Quitar la sección",
  "page.section.seeInPreview": "Verla en la vista previa",

  "page.list.typeOf": "{type}: ",
  "page.list.errors": " {count, plural, one {error} other {errores}}",
  "page.list.warnings": " {count, plural, one {advertencia} other {advertencias}}",
  "page.list.toFill": " por completar",
  "page.list.toTranslate": " {count, plural, one {# texto} other {# textos}} por traducir",

  "page.said.added":
    "Se añadió la sección {type} en el lugar {place}; la página tiene {count, plural, one {# sección} other {# secciones}}.",
  "page.said.removed":
    "Se quitó la sección {type}; la página tiene {count, plural, one {# sección} other {# secciones}}.",
  "page.said.movedUp": "La sección {type} subió al lugar {place}.",
  "page.said.movedDown": "La sección {type} bajó al lugar {place}.",

  "page.group.Text": "Texto",
  "page.group.Items": "Elementos",
  "page.group.Picture": "Imagen",
  "page.group.Buttons": "Botones",
  "page.group.moreOptions": "Más opciones",
  "page.sectionId": "Identificador de la sección (para enlaces a /pagina#identificador)",

  "page.badge.errors": "{errors, plural, one {# error} other {# errores}} en esta sección {type}",
  "page.badge.errorsAndFill":
    "{errors, plural, one {# error} other {# errores}} en esta sección {type}, y {toFill, plural, one {# campo} other {# campos}} por completar",
  "page.badge.fill": "Complete {toFill, plural, one {# campo} other {# campos}} de esta sección {type}",
  "page.badge.warnings": "{warnings, plural, one {# advertencia} other {# advertencias}} en esta sección {type}",
  "page.unrenderable": "Esta sección {type} no se puede mostrar hasta que se corrijan sus problemas.",
  "page.sectionTypes": "Tipos de sección",

  "page.preview.width": "Ancho de la vista previa",
  "page.preview.phone": "Celular ({width} px)",
  "page.preview.tablet": "Tableta ({width} px)",
  "page.preview.desktop": "Computadora ({width} px)",
  "page.preview.emptyPicture": "Todavía no hay imagen: haga clic para elegir una",
} as const;
