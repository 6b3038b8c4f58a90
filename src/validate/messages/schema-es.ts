/**
 * The schema's help and titles in Spanish, by the schema's own English words (schema/site.schema.json's descriptions
 * and titles): the editor's fields show them (editor/app/src/model/schema.ts), and a missing field's Spanish words
 * say what it holds. A description changed in the schema
 * needs its Spanish here again: tests/editor-i18n.test.ts fails until it has it.
 */
export const ES_TITLES: Readonly<Record<string, string>> = {
  "site.json": "site.json",
  Website: "Sitio web",
  Theme: "Tema",
  "Business facts": "Datos del negocio",
  Form: "Formulario",
  Header: "Encabezado",
  Footer: "Pie de página",
  "Blog settings": "Ajustes del blog",
  Page: "Página",
  "Hero: the page's heading": "Portada: el título de la página",
  "Text: paragraphs": "Texto: párrafos",
  "Bullets: a list": "Puntos: una lista",
  "Plain text": "Texto simple",
  "Cards: a grid of cards": "Tarjetas: una cuadrícula de tarjetas",
  "Steps: a numbered process": "Pasos: un proceso numerado",
  "Gallery: pictures that open larger": "Galería: imágenes que se amplían",
  "FAQ: questions and answers": "Preguntas frecuentes: preguntas y respuestas",
  "Call to action: a closing band with buttons": "Llamada a la acción: una franja final con botones",
  "Contact: phone, address, hours and map": "Contacto: teléfono, dirección, horario y mapa",
  "Cities: the towns served": "Ciudades: los pueblos atendidos",
  "Post list: cards for every blog post": "Lista de entradas: tarjetas de todas las entradas del blog",
  "Blog post": "Entrada del blog",
  "Not-found page": "Página no encontrada",
  Language: "Idioma",
  "Form in this language": "Formulario en este idioma",
  "Texts the same in this language": "Textos iguales en este idioma",
  "Old addresses": "Direcciones antiguas",
  "Old address": "Dirección antigua",
};

export const ES_DESCRIPTIONS: Readonly<Record<string, string>> = {
  "A whole website: its business facts, header, footer, pages and blog posts.":
    "Un sitio web completo: los datos del negocio, el encabezado, el pie de página, las páginas y las entradas del blog.",
  "Where editors find this file's schema.": "Dónde encuentran los editores el esquema de este archivo.",
  "Facts about the website itself.": "Datos sobre el propio sitio web.",
  "The website's name, as search engines and shared links name the site (page titles are written whole, without it).":
    "El nombre del sitio web, como lo nombran los buscadores y los enlaces compartidos (los títulos de página se escriben completos, sin él).",
  "The site's public address, like https://example.com. Canonical links and sharing tags use it.":
    "La dirección pública del sitio, como https://example.com. La usan los enlaces canónicos y las etiquetas para compartir.",
  "The language of the site's text, like en-US: the default language, whose pages live at the top addresses.":
    "El idioma del texto del sitio, como en-US: el idioma predeterminado, cuyas páginas están en las direcciones principales.",
  "The picture shown when a page without its own image is shared.":
    "La imagen que se muestra cuando se comparte una página sin imagen propia.",
  "The original image file in the images/ folder. Smaller AVIF and WebP copies are made at build time.":
    "El archivo de imagen original en la carpeta images/. Al publicar se hacen copias AVIF y WebP más pequeñas.",
  "What the image shows, read aloud to visitors who cannot see it. Every picture a page shows needs one: the check refuses the site without it.":
    "Lo que muestra la imagen, leído en voz alta a los visitantes que no pueden verla. Toda imagen que muestra una página necesita una: la comprobación rechaza el sitio sin ella.",
  "The logo shown in the header beside the business name (decorative, so it needs no description).":
    "El logotipo que se muestra en el encabezado junto al nombre del negocio (decorativo, así que no necesita descripción).",
  "Whether the logo already spells the business's name (a wordmark): the header then shows the logo alone, and the name is still read aloud.":
    "Si el logotipo ya escribe el nombre del negocio (un logotipo de texto): el encabezado muestra entonces solo el logotipo, y el nombre se sigue leyendo en voz alta.",
  "The year in the footer's copyright line.": "El año de la línea de derechos de autor del pie de página.",
  "A short line about the business, shown in the footer.":
    "Una línea corta sobre el negocio, que se muestra en el pie de página.",
  "The browser toolbar colour on phones.": "El color de la barra del navegador en los teléfonos.",
  "The site's look: colours, fonts and corners. Without it the site has a plain, neutral look.":
    "El aspecto del sitio: colores, tipos de letra y esquinas. Sin él, el sitio tiene un aspecto sencillo y neutro.",
  "The brand's colours. Text on each must stay readable: every pair the design uses is measured, and one too faint is reported.":
    "Los colores de la marca. El texto sobre cada uno debe seguir siendo legible: se mide cada par que usa el diseño, y se avisa de uno demasiado débil.",
  "The brand's main colour: links, outlined buttons, the current menu item, ticks and step numbers. Darker shades of it colour the headings, the dark sections and the footer; pale tints of it the muted sections.":
    "El color principal de la marca: enlaces, botones con borde, el elemento actual del menú, marcas y números de pasos. Sus tonos más oscuros colorean los títulos, las secciones oscuras y el pie de página; sus tintes pálidos, las secciones suaves.",
  "The colour that calls for action: filled buttons, links on dark sections and the keyboard focus ring.":
    "El color que invita a actuar: botones rellenos, enlaces en secciones oscuras y el anillo de foco del teclado.",
  "The page's background, usually white or nearly; it is also the text colour on dark sections and the footer.":
    "El fondo de la página, normalmente blanco o casi; también es el color del texto en las secciones oscuras y el pie de página.",
  "The body text on the page's background; a softer shade of it is used for introductions and card text.":
    "El texto sobre el fondo de la página; un tono más suave se usa para las introducciones y el texto de las tarjetas.",
  "The fonts, chosen from a short list.": "Los tipos de letra, elegidos de una lista corta.",
  "The font of headings and the business name. system: the device's own sans-serif (no download); system-serif: the device's own serif (no download); inter: a clear, neutral sans-serif; nunito: a rounded, friendly sans-serif; lora: a warm serif.":
    "El tipo de letra de los títulos y del nombre del negocio. Del sistema: la sans-serif del propio dispositivo (sin descarga); Del sistema, con serifa: la serifa del propio dispositivo (sin descarga); Inter: una sans-serif clara y neutra; Nunito: una sans-serif redondeada y cercana; Lora: una serifa cálida.",
  "The font of everything else. system: the device's own sans-serif (no download); system-serif: the device's own serif (no download); inter: a clear, neutral sans-serif; nunito: a rounded, friendly sans-serif; lora: a warm serif.":
    "El tipo de letra de todo lo demás. Del sistema: la sans-serif del propio dispositivo (sin descarga); Del sistema, con serifa: la serifa del propio dispositivo (sin descarga); Inter: una sans-serif clara y neutra; Nunito: una sans-serif redondeada y cercana; Lora: una serifa cálida.",
  "How round the corners of cards, pictures and panels are, in pixels (0 is square); small items get two thirds of it.":
    "Lo redondeadas que son las esquinas de tarjetas, imágenes y paneles, en píxeles (0 es cuadrada); los elementos pequeños reciben dos tercios.",
  "Facts about the business, used on pages and in search data.":
    "Datos sobre el negocio, usados en las páginas y en los datos para buscadores.",
  "The business's name.": "El nombre del negocio.",
  "One or two sentences about the business, used in the footer and in search data.":
    "Una o dos frases sobre el negocio, usadas en el pie de página y en los datos para buscadores.",
  "What kind of business search engines class it as, such as Bakery or Plumber; left out, a local business.":
    "Qué tipo de negocio consideran los buscadores que es, como Panadería o Plomero; si se deja vacío, un negocio local.",
  "The public phone number.": "El número de teléfono público.",
  "The number as visitors read it, with its area code.":
    "El número como lo leen los visitantes, con su código de área.",
  "The number the phone dials, in international form, like +15555550123.":
    "El número que marca el teléfono, en forma internacional, como +15555550123.",
  "A public email address.": "Una dirección de correo pública.",
  "The street address shown in the footer and on the contact page.":
    "La dirección postal que se muestra en el pie de página y en la página de contacto.",
  "Street and number.": "Calle y número.",
  "The town or city.": "El pueblo o la ciudad.",
  "State or region, like FL.": "Estado o región, como FL.",
  "The ZIP or postal code.": "El código postal.",
  "Two-letter country code, like US.": "Código de país de dos letras, como US.",
  "The centre of the service area.": "El centro de la zona de servicio.",
  "Degrees north, like 28.1461.": "Grados norte, como 28.1461.",
  "Degrees east; west is negative, like -81.4506.": "Grados este; el oeste es negativo, como -81.4506.",
  "Opening hours as visitors read them; search engines are told each row written as days and times, like Monday – Friday and 8:00 AM – 5:00 PM.":
    "El horario como lo leen los visitantes; a los buscadores se les comunica cada fila escrita como días y horas, como Monday – Friday y 8:00 AM – 5:00 PM.",
  "Which days, like Monday – Saturday.": "Qué días, como Monday – Saturday.",
  "The hours on those days, like 8:00 AM – 6:00 PM.": "El horario de esos días, como 8:00 AM – 6:00 PM.",
  "Whether search engines are told the business answers at all hours (24/7), instead of the hours.":
    "Si a los buscadores se les dice que el negocio atiende a todas horas (24/7), en lugar del horario.",
  "The price level, $ to $$$$.": "El nivel de precios, de $ a $$$$.",
  "How far from the centre the business works, in metres.":
    "Hasta qué distancia del centro trabaja el negocio, en metros.",
  "The towns and cities served.": "Los pueblos y ciudades atendidos.",
  "A town or city served, as visitors read it.": "Un pueblo o ciudad atendido, como lo leen los visitantes.",
  "The business's profiles on other sites.": "Los perfiles del negocio en otros sitios.",
  "The form visitors fill in at a form service (a request for an estimate, an order, a booking), which the form buttons open. A site with no form leaves it out, and then has no button that opens it.":
    "El formulario que los visitantes rellenan en un servicio de formularios (una solicitud de presupuesto, un pedido, una reserva), que abren los botones de formulario. Un sitio sin formulario lo deja vacío, y entonces no tiene ningún botón que lo abra.",
  "The form service. Only Tally is supported.": "El servicio de formularios. Solo se admite Tally.",
  "The form's id at the provider: the letters after /r/ in the form's address.":
    "El id del formulario en el proveedor: las letras después de /r/ en la dirección del formulario.",
  "How the popup shows: modal centres it over the page.":
    "Cómo se muestra la ventana emergente: «Ventana» la centra sobre la página.",
  "The popup's width in pixels.": "El ancho de la ventana emergente, en píxeles.",
  "How long after a submission the popup closes, in milliseconds.":
    "Cuánto tarda en cerrarse la ventana emergente tras un envío, en milisegundos.",
  "The provider's embed script, loaded without blocking the page.":
    "El script de inserción del proveedor, cargado sin bloquear la página.",
  "The form's own page, used when the popup cannot open (no JavaScript, or the script is blocked).":
    "La página propia del formulario, usada cuando la ventana emergente no puede abrirse (sin JavaScript, o con el script bloqueado).",
  "The header.": "El encabezado.",
  "The header's links, in order.": "Los enlaces del encabezado, en orden.",
  "A link.": "Un enlace.",
  "The link's text.": "El texto del enlace.",
  "Where the link goes: /path for a page of this site, a full https:// address, tel: and a phone number, or mailto: and an email address.":
    "Adónde lleva el enlace: /ruta para una página de este sitio, una dirección https:// completa, tel: y un número de teléfono, o mailto: y un correo electrónico.",
  "A dropdown menu of links.": "Un menú desplegable de enlaces.",
  "The menu's name, like Services.": "El nombre del menú, como Servicios.",
  "The links inside the menu.": "Los enlaces dentro del menú.",
  "The header's call button, like Call {phone}.": "El botón de llamar del encabezado, como Llamar al {phone}.",
  "The mobile menu button's name, like Menu.": "El nombre del botón del menú en el móvil, como Menú.",
  "How long a dropdown menu stays open after the pointer leaves it, in milliseconds.":
    "Cuánto tiempo sigue abierto un menú desplegable después de que el puntero lo deja, en milisegundos.",
  "The hidden link keyboard users use to jump to the content, like Skip to content.":
    "El enlace oculto que usan quienes navegan con teclado para saltar al contenido, como Saltar al contenido.",
  "This language's name in its own words, like English or Español: the header's language switcher shows it on the other languages' pages. Needed once the site has a second language.":
    "El nombre de este idioma en sus propias palabras, como English o Español: el selector de idioma del encabezado lo muestra en las páginas de los otros idiomas. Hace falta en cuanto el sitio tiene un segundo idioma.",
  "The footer's four columns and copyright line.":
    "Las cuatro columnas y la línea de derechos de autor del pie de página.",
  "The first column's heading; its text is business.description.":
    "El título de la primera columna; su texto es la descripción del negocio.",
  "The contact column's heading.": "El título de la columna de contacto.",
  "The services column's heading.": "El título de la columna de servicios.",
  "The services column's links.": "Los enlaces de la columna de servicios.",
  "The last column's heading, like Get Started.": "El título de la última columna, como Empiece hoy.",
  "The form button's text. Left out, the footer has no form button (a site with no form has none).":
    "El texto del botón del formulario. Si se deja vacío, el pie de página no tiene botón de formulario (un sitio sin formulario no tiene ninguno).",
  "The call button's text.": "El texto del botón de llamar.",
  "The copyright line, like © {year} Business Name. All rights reserved.":
    "La línea de derechos de autor, como © {year} Nombre del negocio. Todos los derechos reservados.",
  "The texts of a post's page (Back to Blog, the blog's address); needed when the site has posts.":
    "Los textos de la página de una entrada (Volver al blog, la dirección del blog); hacen falta cuando el sitio tiene entradas.",
  "The link above a post back to the blog, like Back to Blog.":
    "El enlace sobre una entrada para volver al blog, como Volver al blog.",
  "The blog's address, where Back to Blog goes.": "La dirección del blog, adonde lleva Volver al blog.",
  "The link at the end of a post to the home page.":
    "El enlace al final de una entrada que lleva a la página de inicio.",
  "Every page of the site.": "Todas las páginas del sitio.",
  "A page of the site.": "Una página del sitio.",
  "The page's address on the site, like /tree-removal. The home page is /.":
    "La dirección de la página en el sitio, como /tala-de-arboles. La página de inicio es /.",
  "The browser tab's title and the search result's headline (at most 60 characters).":
    "El título de la pestaña del navegador y el titular del resultado de búsqueda (como mucho 60 caracteres).",
  "The search result's summary (50 to 160 characters).":
    "El resumen del resultado de búsqueda (de 50 a 160 caracteres).",
  "The language this is written in: site.language (the default) or one of languages[].language, like es-US.":
    "El idioma en el que está escrito: el idioma del sitio (el predeterminado) o uno de los idiomas del sitio, como es-US.",
  "For a translation: the address of the page or post it translates, like /tree-removal. Search engines and the header's language switcher then offer each version to readers of its language.":
    "Para una traducción: la dirección de la página o entrada que traduce, como /tala-de-arboles. Los buscadores y el selector de idioma del encabezado ofrecen entonces cada versión a los lectores de su idioma.",
  "The first day this is on the site, YYYY-MM-DD; before it, it is left out.":
    "El primer día en que aparece en el sitio; antes de ese día no aparece.",
  "The last day this is on the site, YYYY-MM-DD; after it, it is left out.":
    "El último día en que aparece en el sitio; después de ese día no aparece.",
  "The picture shown when this page is shared; defaults to site.defaultImage.":
    "La imagen que se muestra cuando se comparte esta página; si no, la imagen predeterminada del sitio.",
  "What search engines are told this page is: a WebPage, or a Service the business offers.":
    "Lo que se dice a los buscadores que es esta página: una Página web, o un Servicio que ofrece el negocio.",
  "The kind of service, like Tree Removal.": "El tipo de servicio, como Tala de árboles.",
  "The page's sections, top to bottom.": "Las secciones de la página, de arriba abajo.",
  "One section of a page. Its type decides which other fields it takes.":
    "Una sección de una página. Su tipo decide qué otros campos tiene.",
  "A short line above the heading.": "Una línea corta sobre el título.",
  "The page's main heading (its only h1; at most 80 characters).":
    "El título principal de la página (su único h1; como mucho 80 caracteres).",
  "A short paragraph under the heading.": "Un párrafo corto bajo el título.",
  "The large picture beside or behind the heading.": "La imagen grande junto al título o detrás de él.",
  "Up to three buttons.": "Hasta tres botones.",
  "A button: it opens the form, calls or links.": "Un botón: abre el formulario, llama o enlaza.",
  "A button that opens the form.": "Un botón que abre el formulario.",
  "Opens the site's form (estimateForm): a request for an estimate, an order, a booking.":
    "Abre el formulario del sitio: una solicitud de presupuesto, un pedido, una reserva.",
  "The button's text, like Get Free Estimate or Order a Cake.":
    "El texto del botón, como Pida su presupuesto gratis o Encargue un pastel.",
  "primary is the filled, most visible button; secondary is outlined.":
    "Principal es el botón relleno, el más visible; Secundario tiene solo borde.",
  "A button that calls the business.": "Un botón que llama al negocio.",
  "Dials the business's phone number.": "Marca el número de teléfono del negocio.",
  "The button's text, like Call {phone}.": "El texto del botón, como Llamar al {phone}.",
  "A button that links to a page.": "Un botón que enlaza con una página.",
  "Goes to another page.": "Lleva a otra página.",
  "The button's text.": "El texto del botón.",
  "Short reassurances shown as badges, like Licensed & Insured.":
    "Frases cortas que dan confianza, mostradas como distintivos, como Con licencia y seguro.",
  "One badge's few words.": "Las pocas palabras de un distintivo.",
  "An id so other pages can link to this section with /path#id.":
    "Un id para que otras páginas puedan enlazar a esta sección con /ruta#id.",
  "The section's heading (at most 80 characters).": "El título de la sección (como mucho 80 caracteres).",
  "The paragraphs, in order.": "Los párrafos, en orden.",
  "Text shown to visitors. Write [link text](/path) or [link text](https://example.com) for a link, **words** for bold and _words_ for italics. {phone}, {businessName} and {year} are replaced.":
    "Texto que ven los visitantes. Escriba [texto del enlace](/ruta) o [texto del enlace](https://example.com) para un enlace, **palabras** para negrita y _palabras_ para cursiva. {phone}, {businessName} y {year} se sustituyen.",
  "An optional bulleted list after the paragraphs.": "Una lista de puntos opcional después de los párrafos.",
  "An image and its description.": "Una imagen y su descripción.",
  "Whether the image sits before (start) or after (end) the text.":
    "Si la imagen va antes (Al principio) o después (Al final) del texto.",
  "The section's background, from the theme: plain (the page's surface), muted (a pale tint of the primary colour, to set a section apart) or dark (a dark shade of the primary, with light text).":
    "El fondo de la sección, del tema: Sencillo (el fondo de la página), Suave (un tinte pálido del color principal, para distinguir una sección) u Oscuro (un tono oscuro del principal, con texto claro).",
  "The list's items: plain text, or a title with text.":
    "Los elementos de la lista: texto simple, o un título con texto.",
  "A bold title with its text.": "Un título en negrita con su texto.",
  "The item's bold lead-in.": "La entrada en negrita del elemento.",
  "The item's explanation.": "La explicación del elemento.",
  "The cards, in order.": "Las tarjetas, en orden.",
  "The card's heading.": "El título de la tarjeta.",
  "The card's text.": "El texto de la tarjeta.",
  "Where the card links to.": "Adónde enlaza la tarjeta.",
  "The card's link text, like Learn more.": "El texto del enlace de la tarjeta, como Más información.",
  "The steps, in order; they are numbered for you.": "Los pasos, en orden; se numeran solos.",
  "The step's name.": "El nombre del paso.",
  "What happens.": "Lo que ocurre.",
  "Buttons under the steps.": "Botones bajo los pasos.",
  "The pictures, in order.": "Las imágenes, en orden.",
  "The caption shown under the larger image.": "El pie que se muestra bajo la imagen ampliada.",
  "Read to screen-reader users on each picture, like View larger image.":
    "Lo que oyen en cada imagen quienes usan un lector de pantalla, como Ver la imagen ampliada.",
  "The lightbox's close button text, like Close.": "El texto del botón de cerrar de la imagen ampliada, como Cerrar.",
  "Questions and answers; one is open at a time.": "Preguntas y respuestas; solo una está abierta a la vez.",
  "The question.": "La pregunta.",
  "The answer.": "La respuesta.",
  "A sentence or two that invites the visitor to act.": "Una o dos frases que invitan al visitante a actuar.",
  "The buttons.": "Los botones.",
  "The label above the phone number.": "El texto sobre el número de teléfono.",
  "The label above the address.": "El texto sobre la dirección.",
  "The label above the opening hours.": "El texto sobre el horario.",
  "Buttons under the contact details.": "Botones bajo los datos de contacto.",
  "An embedded map, loaded only when scrolled near.":
    "Un mapa insertado, que se carga solo al acercarse con el desplazamiento.",
  "Names the map for screen-reader users.": "Nombra el mapa para quienes usan un lector de pantalla.",
  "The map service's embed address.": "La dirección de inserción del servicio de mapas.",
  "Each card's link text, like Read More.": "El texto del enlace de cada tarjeta, como Leer más.",
  "The blog's posts.": "Las entradas del blog.",
  "A blog post.": "Una entrada del blog.",
  "The article's headline: its h1, its card title and its search headline. Defaults to title.":
    "El titular del artículo: su h1, el título de su tarjeta y su titular en los buscadores. Si no, el título.",
  "The publication date given to search engines, YYYY-MM-DD.":
    "La fecha de publicación que se comunica a los buscadores.",
  "The last-change date given to search engines, YYYY-MM-DD.":
    "La fecha del último cambio que se comunica a los buscadores.",
  "The date shown to visitors, if it differs from published.":
    "La fecha que ven los visitantes, si es distinta de la de publicación.",
  "The post's picture, on its card and at the top of the article.":
    "La imagen de la entrada, en su tarjeta y al principio del artículo.",
  "The summary on the blog's card.": "El resumen en la tarjeta del blog.",
  "The article's sections.": "Las secciones del artículo.",
  "The page shown for an address that does not exist.": "La página que se muestra para una dirección que no existe.",
  "The browser tab's title on the not-found page.": "El título de la pestaña del navegador en la página no encontrada.",
  "The large status shown, like 404.": "El estado grande que se muestra, como 404.",
  "The message, like Oops! Page not found.": "El mensaje, como ¡Vaya! No se encontró la página.",
  "The link back to the home page.": "El enlace de vuelta a la página de inicio.",
  "Logged to the browser console before the missing address.":
    "Se escribe en la consola del navegador antes de la dirección que falta.",
  "The site's other languages, besides site.language. Each page or post says its language; a translation names the page it translates in translationOf.":
    "Los otros idiomas del sitio, además del idioma del sitio. Cada página o entrada dice su idioma; una traducción nombra en «Traducción de» la página que traduce.",
  "Another language of the site: its header, footer, labels and not-found page in that language.":
    "Otro idioma del sitio: su encabezado, su pie de página, sus textos y su página no encontrada en ese idioma.",
  "The language's code, like es or es-US. Its pages live under its first part: /es, /es/tree-removal.":
    "El código del idioma, como es o es-US. Sus páginas están bajo su primera parte: /es, /es/tala-de-arboles.",
  "The website's words in this language: the footer's tagline and the shared picture's description.":
    "Las palabras del sitio web en este idioma: el lema del pie de página y la descripción de la imagen compartida.",
  "The business's words in this language; its name, phone and address are the same in every language.":
    "Las palabras del negocio en este idioma; su nombre, teléfono y dirección son los mismos en todos los idiomas.",
  "This language's copy of the site's form (its labels, messages and thank-you text in this language), which the form buttons of this language's pages open; the provider, popup and script are the site's form's. Left out, those buttons open the site's form, in the site's own language (a warning).":
    "La copia en este idioma del formulario del sitio (sus textos, mensajes y agradecimiento en este idioma), que abren los botones de formulario de las páginas en este idioma; el proveedor, la ventana emergente y el script son los del formulario del sitio. Si se deja vacía, esos botones abren el formulario del sitio, en el idioma propio del sitio (un aviso).",
  "The id of this language's copy of the form at the provider: the letters after /r/ in the copy's address.":
    "El id de la copia del formulario en este idioma en el proveedor: las letras después de /r/ en la dirección de la copia.",
  "The copy's own page, used when the popup cannot open (no JavaScript, or the script is blocked).":
    "La página propia de la copia, usada cuando la ventana emergente no puede abrirse (sin JavaScript, o con el script bloqueado).",
  "Texts that stay the same in this language as in the site's own, like a name: the editor does not count them as left to translate.":
    "Textos que se quedan igual en este idioma que en el propio del sitio, como un nombre: el editor no los cuenta como pendientes de traducir.",
  "A text, word for word as the site's own language writes it.":
    "Un texto, palabra por palabra como lo escribe el idioma propio del sitio.",
  "Old addresses that lead on to a page, so links, bookmarks and search results that use them keep working. Changing a page's address in the editor adds one.":
    "Direcciones antiguas que llevan a una página, para que los enlaces, marcadores y resultados de búsqueda que las usan sigan funcionando. Cambiar la dirección de una página en el editor añade una.",
  "An old address that sends its visitors, and search engines, on to a page of the site.":
    "Una dirección antigua que envía a sus visitantes, y a los buscadores, a una página del sitio.",
  "The old address, like /about-us or /services.html: a page's address before it changed, or one of an earlier website.":
    "La dirección antigua, como /sobre-nosotros o /servicios.html: la dirección de una página antes de cambiar, o una de un sitio web anterior.",
  "The address of the page of this site that visitors of the old address are sent to.":
    "La dirección de la página de este sitio a la que se envía a quien visita la dirección antigua.",
};
