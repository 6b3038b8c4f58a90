/** The same words as ../en/fields.ts, in Spanish. */
import type { EN_FIELDS } from "../en/fields.ts";

export const ES_FIELDS: Record<keyof typeof EN_FIELDS, string> = {
  "fields.optional": " (opcional)",
  "fields.example": "por ejemplo, {example}",
  "fields.pickColour": "{label}: elegir",
  "fields.choose": "Elija…",
  "fields.none": "(ninguno)",
  "fields.kind": "{label}: tipo",
  "fields.kind.text": "Texto",
  "fields.kind.numbered": "Tipo {number}",
  "fields.addPart": "Añadir {part}",
  "fields.removePart": "Quitar {part}",

  "fields.one":
    "{list, select, picture {imagen} question {pregunta} children {enlace} services {enlace} actions {botón} paragraphs {párrafo} bullets {punto} badges {distintivo} hours {fila de horario} servedCities {ciudad} sameAs {perfil} pages {página} posts {entrada} blocks {sección} redirects {dirección antigua} languages {idioma} sameTexts {texto} other {elemento}}",
  "fields.numbered": "{one} {number}",
  "fields.menuNamed": "Menú {label}",
  "fields.list.add": "Añadir {one}",
  "fields.list.added": "Añadido: {one} {number}.",
  "fields.list.actions": "{name}: mover o quitar",
  "fields.list.moveUp": "Subir",
  "fields.list.moveDown": "Bajar",
  "fields.list.remove": "Quitar",
  "fields.list.moveUpNamed": "Subir {name}",
  "fields.list.moveDownNamed": "Bajar {name}",
  "fields.list.removeNamed": "Quitar {name}",
  "fields.list.problems": "({count, plural, one {# problema} other {# problemas}})",

  "fields.distance": "Aproximadamente {miles} {count, plural, one {milla} other {millas}} ({kilometres} km).",

  "fields.language.site": "El idioma del sitio: {language}",
  "fields.language.notSet": "sin elegir",
  "fields.original.none": "(ninguna: esta es una original)",

  "fields.image.choose": "Elegir {what}",
  "fields.image.change": "Cambiar {what}",
  "fields.image.remove": "Quitar {what}",
  "fields.image.alt": "Descripción de la imagen",
  "fields.image.describe": "Describa la imagen",
  "fields.image.altQuestion": "¿Qué muestra la imagen? (se lee en voz alta a quienes no pueden verla)",
  "fields.image.use": "Usar esta imagen",
  "fields.image.back": "Volver a la galería",
  "fields.image.upload": "Suba una foto o un dibujo (JPEG, PNG, WebP, AVIF o SVG, de hasta 20 MB)",
  "fields.image.drop": "o suéltelo aquí.",
  "fields.image.uploading": "Subiendo…",
  "fields.image.inSite": "Imágenes que ya están en el sitio",
  "fields.image.notSent": "{file}: {reason}.",
  "fields.image.refused": "{file} fue rechazado: {message}.",
  "fields.image.failed": "No se pudo subir: {error}",
  "fields.upload.tooLarge": "pesa más de 20 MB: hágalo más pequeño antes (una foto de 2.400 píxeles de ancho basta)",
  "fields.upload.heic":
    "es una foto de iPhone en HEIC, que los navegadores no pueden mostrar: guárdela antes como JPEG (en una Mac, ábrala en Vista Previa y elija Archivo › Exportar, Formato JPEG; en el iPhone, Configuración › Cámara › Formatos › Más compatible toma las fotos en JPEG desde entonces)",
  "fields.upload.notPicture": "no es una imagen JPEG, PNG, WebP, AVIF ni SVG: guárdela antes en uno de esos formatos",

  "fields.position.paste": "O pegue el enlace del lugar en un mapa",
  "fields.position.find":
    "Busque el lugar en un mapa, o compártalo desde Google Maps o Apple Maps, y pegue el enlace aquí.",
  "fields.position.findAt":
    "Busque el lugar en un mapa ({link}), o compártalo desde Google Maps o Apple Maps, y pegue el enlace aquí.",
  "fields.position.lookUp": "buscar {address} en OpenStreetMap",
  "fields.position.newTab": " (en una pestaña nueva)",
  "fields.position.shortLink":
    "Ese es un enlace corto, que solo el sitio del mapa puede abrir: ábralo en el navegador, copie la dirección larga de la barra de direcciones y péguela aquí.",
  "fields.position.found": "Latitud {latitude}, longitud {longitude}.",
  "fields.position.use": "Usar esta posición",
  "fields.position.done": "La posición quedó escrita en sus campos. Deshacer la revierte.",
  "fields.position.none":
    "Aquí no hay ninguna posición: pegue el enlace de un lugar en el mapa, o sus dos números, por ejemplo 28.1461, -81.4823.",

  "fields.format.toolbar": "{label}: formato",
  "fields.format.bold": "Negrita",
  "fields.format.italic": "Cursiva",
  "fields.format.link": "Enlace",
  "fields.format.tip": "{name} ({keys})",
  "fields.format.on": "{mark, select, strong {En negrita} other {En cursiva}}: {words}",
  "fields.format.off": "{mark, select, strong {Ya no en negrita} other {Ya no en cursiva}}: {words}",
  "fields.format.linked": "Enlazado: {words}",
  "fields.format.unlinked": "Enlace quitado",
  "fields.format.refused.inside":
    "Estas palabras están {inside, select, strong {en negrita} em {en cursiva} other {en un enlace}}: no pueden estar también {mark, select, strong {en negrita} other {en cursiva}}.",
  "fields.format.refused.part":
    "Parte de estas palabras está {inside, select, strong {en negrita} em {en cursiva} other {en un enlace}}: no puede estar también {mark, select, strong {en negrita} em {en cursiva} other {en un enlace}}.",
  "fields.format.refused.holds":
    "Estas palabras contienen un {marker}, que la {mark, select, strong {negrita} other {cursiva}} no puede contener.",
  "fields.format.refused.wholeWords":
    "La cursiva empieza y termina en el borde de una palabra: seleccione palabras enteras.",
  "fields.format.refused.noWords": "Escriba las palabras que muestra el enlace.",
  "fields.format.refused.bracket": "Las palabras de un enlace no pueden contener un ].",

  "fields.link.change": "Cambiar el enlace",
  "fields.link.addTitle": "Añadir un enlace",
  "fields.link.add": "Añadir el enlace",
  "fields.link.remove": "Quitar el enlace",
  "fields.link.find": "Busque una página o entrada por su título",
  "fields.link.found": "{count, plural, one {# página o entrada encontrada} other {# páginas y entradas encontradas}}",
  "fields.link.foundFirst": "{count} páginas y entradas encontradas; se muestran las primeras {shown}",
  "fields.link.foundList": "Páginas y entradas encontradas",
  "fields.link.to": "Enlazar a {title}",
  "fields.link.address": "O escriba una dirección",
  "fields.link.addressExample": "por ejemplo, /sobre-nosotros o https://example.com",
  "fields.link.addressHelp":
    "Una página de este sitio (/sobre-nosotros), otro sitio web (https://…), un número de teléfono (tel:+1…) o un correo electrónico (mailto:…).",
  "fields.link.write": "Escriba {expected}",
  "fields.link.words": "Palabras que muestra el enlace",
};
