/** The editor's words for the fields' own words and the schema's labels the editor shows, in English (see ../en.ts). */
export const EN_FIELDS = {
  "fields.optional": " (optional)",
  "fields.example": "like {example}",
  "fields.pickColour": "{label}: pick",
  "fields.choose": "Choose…",
  "fields.none": "(none)",
  "fields.kind": "{label}: kind",
  "fields.kind.text": "Text",
  "fields.kind.numbered": "Kind {number}",
  "fields.addPart": "Add {part}",
  "fields.removePart": "Remove {part}",

  // One element of a list, by the list's key (place-words.ts's SINGULAR, said as the fields say it).
  "fields.one":
    "{list, select, picture {picture} question {question} children {link} services {link} actions {button} paragraphs {paragraph} bullets {bullet} badges {badge} hours {hours row} servedCities {city} sameAs {profile} pages {page} posts {post} blocks {block} redirects {old address} languages {language} sameTexts {text} other {item}}",
  "fields.numbered": "{one} {number}",
  "fields.menuNamed": "{label} menu",
  "fields.list.add": "Add {one}",
  "fields.list.added": "Added {one} {number}.",
  "fields.list.actions": "{name}: move or remove",
  "fields.list.moveUp": "Move up",
  "fields.list.moveDown": "Move down",
  "fields.list.remove": "Remove",
  "fields.list.moveUpNamed": "Move up {name}",
  "fields.list.moveDownNamed": "Move down {name}",
  "fields.list.removeNamed": "Remove {name}",
  "fields.list.problems": "({count, plural, one {# problem} other {# problems}})",

  "fields.distance": "About {miles} {count, plural, one {mile} other {miles}} ({kilometres} km).",

  "fields.language.site": "The site's language: {language}",
  "fields.language.notSet": "not set",
  "fields.original.none": "(none: this is an original)",

  "fields.image.choose": "Choose {what}",
  "fields.image.change": "Change {what}",
  "fields.image.remove": "Remove {what}",
  "fields.image.alt": "Description of the image",
  "fields.image.describe": "Describe the image",
  "fields.image.altQuestion": "What does the image show? (read aloud to visitors who cannot see it)",
  "fields.image.use": "Use this image",
  "fields.image.back": "Back to the gallery",
  "fields.image.upload": "Upload a photo or drawing (JPEG, PNG, WebP, AVIF or SVG, up to 20 MB)",
  "fields.image.drop": "or drop it here.",
  "fields.image.uploading": "Uploading…",
  "fields.image.inSite": "Images already in the site",
  "fields.image.notSent": "{file}: {reason}.",
  "fields.image.refused": "{file} was refused: {message}.",
  "fields.image.failed": "The upload failed: {error}",
  "fields.upload.tooLarge": "it is larger than 20 MB: make it smaller first (a photo 2,400 pixels wide is plenty)",
  "fields.upload.heic":
    "it is an iPhone photo in HEIC, which browsers cannot show: save it as a JPEG first (on a Mac, open it in Preview and choose File › Export, Format JPEG; on the iPhone, Settings › Camera › Formats › Most Compatible takes JPEG photos from then on)",
  "fields.upload.notPicture": "it is not a JPEG, PNG, WebP, AVIF or SVG picture: save it as one of those first",

  "fields.position.paste": "Or paste a map's link to the place",
  "fields.position.find":
    "Find the place on a map, or share it from Google Maps or Apple Maps, and paste the link here.",
  "fields.position.findAt":
    "Find the place on a map ({link}), or share it from Google Maps or Apple Maps, and paste the link here.",
  "fields.position.lookUp": "look up {address} on OpenStreetMap",
  "fields.position.newTab": " (in a new tab)",
  "fields.position.shortLink":
    "That is a short link, which only the map's own site can open: open it in the browser, then copy the long address from its address bar and paste that here.",
  "fields.position.found": "Latitude {latitude}, longitude {longitude}.",
  "fields.position.use": "Use this position",
  "fields.position.done": "The position is written in its fields. Undo takes it back.",
  "fields.position.none":
    "No position in this: paste the link of a place on the map, or its two numbers, like 28.1461, -81.4823.",

  "fields.format.toolbar": "{label}: formatting",
  "fields.format.bold": "Bold",
  "fields.format.italic": "Italic",
  "fields.format.link": "Link",
  "fields.format.tip": "{name} ({keys})",
  "fields.format.on": "{mark, select, strong {Bold} other {In italics}}: {words}",
  "fields.format.off": "{mark, select, strong {No longer bold} other {No longer in italics}}: {words}",
  "fields.format.linked": "Linked: {words}",
  "fields.format.unlinked": "Link taken off",
  "fields.format.refused.inside":
    "These words are {inside, select, strong {bold} em {in italics} other {a link}}: they cannot also be {mark, select, strong {bold} other {in italics}}.",
  "fields.format.refused.part":
    "Part of these words is {inside, select, strong {bold} em {in italics} other {a link}}: it cannot also be {mark, select, strong {bold} em {in italics} other {a link}}.",
  "fields.format.refused.holds":
    "These words hold a {marker}, which {mark, select, strong {bold} other {italics}} cannot hold.",
  "fields.format.refused.wholeWords": "Italics start and end at the edge of a word: select whole words.",
  "fields.format.refused.noWords": "Write the words the link shows.",
  "fields.format.refused.bracket": "A link's words cannot hold a ].",

  "fields.link.change": "Change the link",
  "fields.link.addTitle": "Add a link",
  "fields.link.add": "Add the link",
  "fields.link.remove": "Take the link off",
  "fields.link.find": "Find a page or post by its title",
  "fields.link.found": "{count, plural, one {# page or post found} other {# pages and posts found}}",
  "fields.link.foundFirst": "{count} pages and posts found; the first {shown} are shown",
  "fields.link.foundList": "Pages and posts found",
  "fields.link.to": "Link to {title}",
  "fields.link.address": "Or write an address",
  "fields.link.addressExample": "like /about or https://example.com",
  "fields.link.addressHelp":
    "A page of this site (/about), another website (https://…), a phone number (tel:+1…) or an e-mail (mailto:…).",
  "fields.link.write": "Write {expected}",
  "fields.link.words": "Words the link shows",
} as const;
