/** The editor's words for the page screen: outline, sections, chooser, canvas, in English (see ../en.ts). */
export const EN_PAGE = {
  "page.notFound.title": "Not found",
  "page.notFound.page": "There is no page number {number}.",
  "page.notFound.post": "There is no post number {number}.",
  "page.notFound.back": "Back to the list",

  "page.back.pages": "Pages",
  "page.back.posts": "Posts",
  "page.address": "Address: ",
  "page.language": "Language: ",
  "page.switchTo": "Switch to {language}",

  "page.outline": "Sections",
  "page.settings": "Page settings",
  "page.header": "Header",
  "page.footer": "Footer",
  "page.lockedNote": "(the same on every page: edit it on its own screen)",

  "page.addSection": "Add section",
  "page.chooser.title": "Add a section",
  "page.chooser.after": "It goes after “{name}”.",
  "page.chooser.atEnd": "It goes at the end of the page.",

  "page.type.cta": "A short invitation with buttons, like Call now.",
  "page.type.contact": "How to reach the business: phone, address and hours.",
  "page.type.cities": "The towns and places the business serves.",
  "page.type.postList": "The latest blog posts, newest first.",

  "page.section.title": "Section {number} of {count}: {type}",
  "page.section.actions": "Actions for the {type} section",
  "page.section.moveUp": "Move up",
  "page.section.moveDown": "Move down",
  "page.section.duplicate": "Duplicate",
  "page.section.remove": "Remove",
  "page.section.add": "Add {item}",
  "page.section.addEither": "Add {first} or {second}…",
  "page.section.addMenu": "Add to this section",
  "page.section.picture": "picture",
  "page.section.removeTitle": "Remove the {type} section?",
  "page.section.removeWhat": "It goes from the page with everything in it. Undo brings it back.",
  "page.section.keep": "Keep it",
  "page.section.removeSection": "Remove section",
  "page.section.seeInPreview": "See it in the preview",

  "page.list.typeOf": "{type}: ",
  "page.list.errors": " {count, plural, one {error} other {errors}}",
  "page.list.warnings": " {count, plural, one {warning} other {warnings}}",
  "page.list.toFill": " to fill in",
  "page.list.toTranslate": " {count, plural, one {# text} other {# texts}} to translate",

  "page.said.added":
    "Added the {type} section at place {place}; the page has {count, plural, one {# section} other {# sections}}.",
  "page.said.removed": "Removed the {type} section; the page has {count, plural, one {# section} other {# sections}}.",
  "page.said.movedUp": "Moved the {type} section up to place {place}.",
  "page.said.movedDown": "Moved the {type} section down to place {place}.",

  "page.group.Text": "Text",
  "page.group.Items": "Items",
  "page.group.Picture": "Picture",
  "page.group.Buttons": "Buttons",
  "page.group.moreOptions": "More options",
  "page.sectionId": "Section id (for links to /page#id)",

  "page.badge.errors": "{errors, plural, one {# error} other {# errors}} in this {type} section",
  "page.badge.errorsAndFill":
    "{errors, plural, one {# error} other {# errors}} in this {type} section, and {toFill, plural, one {# field} other {# fields}} to fill in",
  "page.badge.fill": "Fill in {toFill, plural, one {# field} other {# fields}} of this {type} section",
  "page.badge.warnings": "{warnings, plural, one {# warning} other {# warnings}} in this {type} section",
  "page.unrenderable": "This {type} section cannot be shown until its problems are fixed.",
  "page.sectionTypes": "Section types",

  "page.preview.width": "Preview width",
  "page.preview.phone": "Phone ({width} px)",
  "page.preview.tablet": "Tablet ({width} px)",
  "page.preview.desktop": "Desktop ({width} px)",
  "page.preview.emptyPicture": "No picture chosen yet: click to choose one",
} as const;
