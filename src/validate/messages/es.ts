/**
 * The rules' words in Spanish: for each rule (by its name in rules/index.ts's RULES_BY_KEY), its templates by the same ids
 * as its own English catalogue (rules/*.ts), filled with the same values. tests/validate-spanish.test.ts holds the two to the same ids and the same values.
 */
import type { MessageCatalogue } from "../rules/messages.ts";

const SAME_LANGUAGE_EXPECTED = "cada idioma una sola vez (sus páginas compartirían la carpeta /{kind})";
const UNKNOWN_LANGUAGE_EXPECTED = "uno de {known} (site.language o languages[].language)";
const HERO_EXPECTED = "exactamente una sección principal (hero), que lleva el título principal de la página";
const CONTRAST = {
  message: "muy poco contraste para {what}: {colours} tiene {ratio}",
  expected: "al menos {minimum}:1 para {kind} (WCAG 2.2){also}",
};
const PICTURE_KINDS = "una imagen JPEG, PNG, WebP, AVIF o SVG";
const AS_JPEG =
  "guárdela primero como JPEG (en un Mac, ábrala en Vista Previa y elija Archivo › Exportar, formato JPEG; en el iPhone, Ajustes › Cámara › Formatos › Más compatible toma fotos JPEG desde entonces)";
const SAVE_AGAIN =
  "ábrala en un programa de fotos y guárdela de nuevo como JPEG o PNG (un archivo solo renombrado sigue siendo lo que era)";
const NOT_A_DRAWING = "un dibujo SVG, o una imagen cuyo nombre termine según su tipo: .jpg, .png, .webp, .avif";
const TRANSLATE_IT = "tradúzcalo; un nombre, como el de una marca, se queda como está, con sus mayúsculas";
const NO_FORM_EXPECTED =
  "el formulario del sitio (estimateForm, la pantalla Formulario del editor), o un botón que llame o enlace";
const OTHER_LANGUAGE_LINK = {
  message: "este texto está en {from}, pero el enlace {href} lleva a una {kind} en {to}",
  expected: "un enlace a una página en {from}",
};

export const ES_RULE_MESSAGES: Readonly<Record<string, MessageCatalogue>> = {
  addresses: {
    "duplicate-path": {
      message: "la dirección {path} ya la usa {kind} {number}",
      expected: "cada página y cada entrada en su propia dirección",
    },
    "no-home-page": { message: "no hay página de inicio", expected: 'una página cuya dirección sea "/"' },
    "missing-field": {
      message: "falta 'labels'",
      expected:
        "un objeto { ... } con backToBlog, blogPath y backToHome: el sitio tiene {count} entradas en este idioma, y la página de una entrada los muestra",
    },
    "missing-field:one-post": {
      message: "falta 'labels'",
      expected:
        "un objeto { ... } con backToBlog, blogPath y backToHome: el sitio tiene 1 entrada en este idioma, y la página de una entrada los muestra",
    },
    "broken-link": {
      message: "{blogPath} no es una página de este sitio",
      expected: "la dirección de la página que enumera las entradas",
      hint: "¿quiso decir {guess}?",
    },
    "post-outside-blog": {
      message: "la dirección de la entrada, {path}, no está dentro de {blogPath}/",
      expected: "una dirección que empiece por {blogPath}/",
      hint: 'escriba "{blogPath}/{slug}"',
    },
  },
  languages: {
    "duplicate-language": { message: "{tag} es el mismo idioma que {first}", expected: SAME_LANGUAGE_EXPECTED },
    "duplicate-language:default": {
      message: "{tag} es el mismo idioma que {first}, el idioma propio del sitio",
      expected: SAME_LANGUAGE_EXPECTED,
    },
    "unknown-language": {
      message: "{language} no es uno de los idiomas del sitio",
      expected: UNKNOWN_LANGUAGE_EXPECTED,
      hint: "añada el idioma a languages, con su encabezado y su pie de página",
    },
    "unknown-language:guess": {
      message: "{language} no es uno de los idiomas del sitio",
      expected: UNKNOWN_LANGUAGE_EXPECTED,
      hint: "¿quiso decir {guess}?",
    },
    "unknown-language:several": {
      message: "{language} no es uno de los idiomas del sitio",
      expected: UNKNOWN_LANGUAGE_EXPECTED,
      hint: "añada {language} a languages, con su encabezado y su pie de página, o quite sus {count} páginas y entradas",
    },
    "language-path": {
      message: "la {kind} está en {tag}, pero su dirección {path} no está dentro de {prefix}",
      expected: "una dirección en la carpeta de {tag}, que empiece por {prefix}",
      hint: 'escriba "{prefix}{rest}"',
    },
    "language-path:other-folder": {
      message: "la dirección {path} está en la carpeta {prefix} de {folderTag}, pero la {kind} está en {tag}",
      expected: '"language": "{folderTag}" para una {kind} escrita en ese idioma, o una dirección fuera de {prefix}',
    },
    "missing-field": {
      message: "el encabezado de {tag} no tiene 'languageName'",
      expected: "el nombre del idioma en sus propias palabras, como English o Español",
      hint: "el selector de idioma de las páginas en los otros idiomas lo muestra",
    },
    "no-home-page": {
      message: "no hay página de inicio en {tag}",
      expected: 'una página cuya dirección sea "{prefix}", con "language": "{tag}"',
      hint: "el logotipo de su encabezado y la página de «no encontrada» llevan allí",
    },
  },
  translations: {
    "translation-missing": {
      message: "la {kind} traduce {translationOf}, pero no hay ninguna página ni entrada en esa dirección",
      expected: "la dirección de la página o entrada que esta traduce",
      hint: "¿quiso decir {guess}?",
    },
    "translation-same-language:itself": {
      message: "{target} es la dirección de esta misma {kind}",
      expected: "la dirección de la página o entrada que traduce, en otro idioma",
    },
    "translation-same-language": {
      message: "{target} también está en {language}, el idioma de esta {kind}",
      expected: "la dirección de la página o entrada que traduce, en otro idioma",
      hint: 'indique el "language" de esta {kind} si no está en {language}',
    },
    "translation-chain": {
      message: "{target} es a su vez una traducción (de {translationOf})",
      expected: "la dirección del original, que toda traducción nombra",
      hint: 'escriba "{original}"',
    },
    "translation-duplicate": {
      message: "la {claimedKind} {claimedPath} ya traduce {target} al idioma {language}",
      expected: "una versión de cada página en cada idioma",
      hint: "haga que esta apunte a la página que traduce, o quite una de las dos",
    },
    "untranslated-page": {
      message: "la {kind} {path} no tiene versión en {missing}",
      expected: "una {kind} en cada uno de los idiomas del sitio",
      hint: 'añada una con "language": "{language}" y "translationOf": "{path}"; hasta entonces no tiene alternativa y el selector de idioma lleva a la página de inicio',
    },
  },
  heroes: {
    "hero-count": {
      message: "la página tiene {count} secciones principales (hero)",
      expected: HERO_EXPECTED,
      hint: "cambie las demás secciones principales a secciones de texto",
    },
    "hero-count:none": {
      message: "la página tiene 0 secciones principales (hero)",
      expected: HERO_EXPECTED,
      hint: 'añada { "type": "hero", ... } como primera sección',
    },
    "post-hero": {
      message: "una entrada no puede tener una sección principal (hero)",
      expected: "secciones de texto y otras; el título de la entrada es su title (o heading)",
      hint: "quite esta sección, o cámbiela a una sección de texto",
    },
  },
  headings: {
    "long-heading": {
      message: "el título tiene {length} caracteres; un título se lee de un vistazo, en una o dos líneas",
      expected: "como mucho {max} caracteres",
      hint: "deje el título corto, y ponga el resto en el texto de la sección",
    },
  },
  phone: {
    "phone-mismatch": {
      message: "el número que se muestra, {display}, no es el número que se marca, {e164}",
      expected: "el mismo número en los dos campos",
    },
  },
  serviceArea: {
    "small-service-radius": {
      message: "a los buscadores se les dice que el negocio trabaja a menos de {shown} metros de su centro",
      expected: "la distancia en metros: {radius} millas son {miles} metros, {radius} kilómetros {kilometres} metros",
    },
  },
  hours: {
    "unread-hours": {
      message: "los buscadores no reciben este horario: no pueden leer “{time}” como horas",
      expected:
        "horas como 7:00 AM – 5:00 PM (o 07:00 – 17:00), una noche como 8 PM – 2 AM, varias separadas por comas, o Closed",
    },
    "unread-hours:days": {
      message: "los buscadores no reciben este horario: no pueden leer “{days}” como días",
      expected: "días como Monday – Friday, Saturday and Sunday, o Every day",
    },
  },
  dates: {
    "date-order": {
      message: "la entrada se modificó ({modified}) antes de publicarse ({published})",
      expected: "una fecha igual o posterior a {published}",
    },
  },
  contrast: {
    "low-contrast": {
      ...CONTRAST,
      hint: "el {colour} más cercano que cumple es {suggestion} ({suggestedRatio} para {what}, y todos los demás pares cumplen)",
    },
    "low-contrast:passes-with-one": { ...CONTRAST, hint: "cumple cuando {passesWith} tome el color sugerido para él" },
    "low-contrast:passes-with": { ...CONTRAST, hint: "cumple cuando {passesWith} tomen el color sugerido para ellos" },
    "low-contrast:no-colour": {
      ...CONTRAST,
      hint: "ningún {colour} de este tono cumple; pruebe otro tono, o cambie primero {other}",
    },
  },
  servicesMenu: {
    "not-a-service": {
      message: "{href} está en el menú {menu}, pero no es una página de servicio",
      expected: 'una página cuyo structuredData tenga "type": "Service"',
    },
    "service-not-in-menu": {
      message: "la página de servicio {path} no está en el menú {menu}",
      expected: "todas las páginas de servicio en el menú, para que los visitantes las encuentren",
      hint: 'añada { "label": "...", "href": "{path}" }',
    },
  },
  placeholders: {
    "unknown-placeholder": {
      message: "{{name}} no es un marcador conocido",
      expected: "uno de {known}",
      hint: "¿quiso decir {{guess}}?",
    },
  },
  links: {
    "bad-link:in-text": { message: "{message} (en el enlace del texto)", expected: "{expected}", hint: "{hint}" },
    "unsafe-link:in-text": { message: "{message} (en el enlace del texto)", expected: "{expected}", hint: "{hint}" },
    "broken-link": {
      message: "el enlace {href} no lleva a ninguna página de este sitio",
      expected: "la dirección de una de las páginas o entradas del sitio",
      hint: "¿quiso decir {guess}?",
    },
    "broken-link:malformed-page": {
      message: "el enlace {href} no lleva a ninguna página de este sitio",
      expected: "la dirección de una de las páginas o entradas del sitio",
      hint: 'la página escrita "{meant}" pasa a ser {target} una vez corregida su dirección',
    },
  },
  redirects: {
    "redirect-over-page": {
      message: "la dirección antigua {from} es {taken}",
      expected: "una dirección que no tenga ninguna página, entrada ni archivo del sitio",
      hint: "quite esta dirección antigua",
    },
    "redirect-over-page:own-address": {
      message: "la dirección antigua {from} es {taken}",
      expected: "una dirección que no tenga ninguna página, entrada ni archivo del sitio",
      hint: "esa página ya responde en {from}: quite esta dirección antigua",
    },
    "duplicate-path": {
      message: "la dirección antigua {from} ya está en la lista, como dirección antigua {number}",
      expected: "cada dirección antigua una sola vez",
      hint: "quite una de las dos",
    },
    "duplicate-path:written": {
      message: "la dirección antigua {from} ya está en la lista, como dirección antigua {number}, escrita {written}",
      expected: "cada dirección antigua una sola vez",
      hint: "quite una de las dos",
    },
    "broken-link": {
      message: "{to} no es una página de este sitio",
      expected: "la dirección de la página a la que se envía a quien visita la dirección antigua",
      hint: "¿quiso decir {guess}?",
    },
  },
  imageFiles: {
    "broken-image:linked": {
      message: "{message}",
      expected: "un archivo guardado en la carpeta images/ junto a site.json",
      hint: "la publicación copiaría aquello a lo que lleva el enlace, desde fuera de la carpeta del sitio: copie el archivo en images/",
    },
    "missing-image": {
      message: "no hay ningún archivo de imagen {src}",
      expected: "la ruta de un archivo en la carpeta images/, como images/gallery/oak.jpg",
      hint: "ponga el archivo en la carpeta images/, o corrija el nombre",
    },
    "missing-image:guess": {
      message: "no hay ningún archivo de imagen {src}",
      expected: "la ruta de un archivo en la carpeta images/, como images/gallery/oak.jpg",
      hint: "¿quiso decir {guess}?",
    },
    "large-image": {
      message: "la imagen {src} ocupa {megabytes} MB",
      expected: "un original de menos de {limit} MB",
      hint: "los visitantes reciben copias pequeñas de todos modos, pero un archivo tan grande hace lenta cada publicación; expórtelo de unos 2400 píxeles de ancho",
    },
    "broken-image:heic": {
      message: "la imagen {src} es {kind}, que el sitio no puede mostrar",
      expected: PICTURE_KINDS,
      hint: AS_JPEG,
    },
    "broken-image:other-kind": {
      message: "la imagen {src} es {kind}, que el sitio no puede mostrar",
      expected: PICTURE_KINDS,
      hint: SAVE_AGAIN,
    },
    "broken-image:not-a-picture": {
      message: "la imagen {src} no es una imagen",
      expected: PICTURE_KINDS,
      hint: SAVE_AGAIN,
    },
    "unsafe-svg:too-large": {
      message: "el dibujo {src} ocupa {megabytes} MB, demasiado para revisar lo que contiene",
      expected: "un dibujo de menos de {limit} MB (un logotipo o una ilustración ocupa unos pocos KB)",
      hint: "guárdelo de nuevo desde su programa de dibujo como SVG simple, o expórtelo como PNG",
    },
    "broken-image:picture-as-svg": {
      message: "la imagen {src} es {kind}, no un dibujo (SVG)",
      expected: NOT_A_DRAWING,
      hint: "cambie el nombre del archivo para que termine en .{ext}, y escriba ese nombre aquí",
    },
    "broken-image:heic-as-svg": {
      message: "la imagen {src} es {kind}, no un dibujo (SVG)",
      expected: NOT_A_DRAWING,
      hint: AS_JPEG,
    },
    "broken-image:other-as-svg": {
      message: "la imagen {src} es {kind}, no un dibujo (SVG)",
      expected: NOT_A_DRAWING,
      hint: "ábrala en un programa de dibujo y guárdela de nuevo como SVG, o expórtela como PNG",
    },
    "broken-image:not-svg": {
      message: "el dibujo {src} no se puede mostrar: {problems}",
      expected: "un dibujo SVG tal como lo guardan los programas de dibujo",
      hint: "ábralo en su programa de dibujo y guárdelo de nuevo como SVG, o expórtelo como PNG",
    },
    "unsafe-svg": {
      message: "el dibujo {src} contiene {problems}",
      expected:
        "un dibujo sin nada que se ejecute o se cargue: sin script, sin onload ni otros eventos, sin páginas ni archivos dentro",
      hint: "guárdelo de nuevo desde su programa de dibujo como SVG simple (Inkscape: Archivo › Guardar una copia, SVG simple), o expórtelo como PNG; una foto dentro debe ir incrustada, no enlazada",
    },
  },
  altText: {
    "missing-alt": {
      message: "la imagen no tiene descripción (alt)",
      expected: '"alt": una frase corta que diga lo que muestra la imagen',
      hint: "los visitantes que no pueden ver la imagen oyen este texto en su lugar",
    },
  },
  textLanguage: {
    "other-language-text": {
      message: "este texto debería estar en {language}, pero parece escrito en {other}",
      expected: "un texto en {language}",
      hint: TRANSLATE_IT,
    },
    "other-language-text:words": {
      message: "este texto debería estar en {language}, pero tiene palabras en {other}: {words}",
      expected: "un texto en {language}",
      hint: TRANSLATE_IT,
    },
  },
  searchListing: {
    "long-title": {
      message: "el título tiene {length} caracteres; los resultados de búsqueda lo cortan a partir de unos {max}",
      expected: "como mucho {max} caracteres",
    },
    "description-length": {
      message: "la descripción tiene {length} caracteres; los resultados de búsqueda la cortan a partir de unos 160",
      expected: "de {min} a {max} caracteres",
    },
    "description-length:short": {
      message:
        "la descripción tiene {length} caracteres; los buscadores pueden cambiar un resumen tan corto por texto de la página",
      expected: "de {min} a {max} caracteres",
    },
    "duplicate-title": {
      message: "{first} tiene el mismo título",
      expected: "un título propio para cada página, para que los resultados de búsqueda las distingan",
    },
    "duplicate-description": {
      message: "{first} tiene la misma descripción",
      expected: "una descripción propia para cada página",
    },
  },
  unlinkedPages: {
    "unlinked-page": {
      message: "ningún enlace del sitio lleva a {path}",
      expected: "un enlace a ella en el menú, el pie de página, un botón o un texto",
      hint: "los visitantes solo pueden llegar escribiendo su dirección",
    },
  },
  languageLinks: {
    "other-language-link": { ...OTHER_LANGUAGE_LINK, hint: "su versión en {from} es {instead}" },
    "other-language-link:untranslated": {
      ...OTHER_LANGUAGE_LINK,
      hint: "todavía no hay versión en {from} de {path}",
    },
  },
  exampleAddresses: {
    "example-address": {
      message: "{address} es la dirección de un ejemplo, que no lleva a ninguna parte",
      expected: "la dirección en la que el sitio estará en línea",
      hint: "los resultados de búsqueda, el mapa del sitio y los enlaces que se comparten se hacen a partir de ella",
    },
    "example-address:email": {
      message: "{address} es la dirección de un ejemplo: ningún correo enviado a ella llega",
      expected: "el correo propio del negocio",
    },
    "example-address:profile": {
      message: "{address} es la dirección de un ejemplo, que no lleva a ninguna parte",
      expected: "la dirección del perfil del negocio en otro sitio",
      hint: "los buscadores la leen como otro lugar donde encontrar el negocio",
    },
  },
  form: {
    "no-form": {
      message: "este botón abre el formulario, pero el sitio no tiene ninguno",
      expected: NO_FORM_EXPECTED,
      hint: 'cambie su "action" a "call" o "link", o añada el formulario',
    },
    "language-form": {
      message: "los botones de formulario de las páginas en {tag} abren el formulario del sitio, que está en {site}",
      expected: 'la copia en {tag} del formulario: "estimateForm" con su "formId" y su "pageUrl"',
      hint: "copie el formulario en el proveedor, tradúzcalo, y ponga aquí su id y su dirección (docs/editing.md)",
    },
    "no-form:footer": {
      message: "el botón de formulario del pie de página no tiene formulario que abrir: el sitio no tiene ninguno",
      expected:
        "el formulario del sitio (estimateForm, la pantalla Formulario del editor), o ningún botón de formulario en el pie de página",
      hint: "quite estimateLabel, o añada el formulario",
    },
  },
};

/** Values a rule fills its words with that are themselves English words, as the Spanish words say them. */
export const ES_VALUES: Readonly<Record<string, string>> = {
  page: "página",
  post: "entrada",
  services: "servicios",
  surface: "la superficie",
  "the other colours": "los otros colores",
  English: "inglés",
  Spanish: "español",
};
