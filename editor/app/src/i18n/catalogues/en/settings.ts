/** The editor's words for the start, settings, new-site, preview and Pictures screens, in English (see ../en.ts). */
export const EN_SETTINGS = {
  "settings.notFound": "Not found",
  "settings.noSuchPart": "The site has no part called “{part}”.",
  "settings.backToList": "Back to the list",
  "settings.seeChanges": "See the changes on a page",
  "settings.formIsProviders": "The form visitors fill in is the provider's:",
  "settings.openToCheck": "open it to check it",
  "settings.inNewTab": " (in a new tab)",
  "settings.form.noneButOpening":
    "This site has no form, but {count, plural, one {# button still opens it} other {# buttons still open it}}: a problem each.",
  "settings.form.makeCall": "{count, plural, one {Make it call instead} other {Make all # call instead}}",
  "settings.form.add": "Add a form",
  "settings.form.none": "This site has no form: its buttons call or link.",
  "settings.form.called":
    "The buttons that opened the form now call, with the words they had, which may still ask for the form. Find and replace changes them wherever they are written:",
  "settings.form.calledWords": "“{words}” on {buttons, plural, one {# button} other {# buttons}}",
  "settings.form.change": "Change “{words}”",
  "settings.form.whyKeep":
    "No form? Without one, the site's buttons call or link: {count, plural, one {the # button that opens it now would be} other {the # buttons that open it now would each be}} a problem to change.",
  "settings.form.remove": "Remove the form",

  "settings.ownFact.business.name": "name",
  "settings.ownFact.site.url": "web address",
  "settings.ownFact.business.phone.display": "phone number",
  "settings.ownFact.business.email": "email",
  "settings.ownFact.business.address.street": "street",

  "settings.start.title": "Pages and posts",
  "settings.start.find": "Find a page or post by title or address",
  "settings.start.pages": "Pages",
  "settings.start.posts": "Blog posts",

  "settings.new.title": "Start your site",
  "settings.new.intro":
    "There is no {file} here yet. Start from one of these sites: the editor copies it whole, with its pages, its look and its pictures, and you make it yours, from the business's name and phone to every page.",
  "settings.new.startFrom": "Start from",
  "settings.new.about": "{description} {pages, plural, one {# page} other {# pages}}, in {languages}.",
  "settings.new.start": "Start from this site",
  "settings.new.failed": "It could not be started: {message}.",
  "settings.new.copyProblems": "the copy has {count, plural, one {# problem} other {# problems}}: {list}",
  "settings.new.nothing":
    "The project has no site to start from. Write {file} by hand (the guide, docs/editing.md, shows every part), then reload this page.",

  "settings.preview.pageShown": "Page shown",
  "settings.preview.of": "Preview of {name}",
  "settings.preview.notFound": "the not-found page",
  "settings.preview.notFoundIn": "the not-found page in {language}",
  "settings.preview.notFoundChoice": "The not-found page",
  "settings.preview.notFoundChoiceIn": "The not-found page in {language}",
  "settings.preview.cannotDraw": "This page cannot be drawn until the problems in what it shows are fixed.",

  "settings.pictures.title": "Pictures",
  "settings.pictures.count": "{count, plural, one {# picture} other {# pictures}}, {inUse} of them in use.",
  "settings.pictures.allDescribed": " Every picture in use has a description.",
  "settings.pictures.undescribed":
    "{count, plural, one {# place shows a picture} other {# places show a picture}} without a description: add one at each (visitors who cannot see the picture hear it instead).",
  "settings.pictures.onlyThose": "Show only those",
  "settings.pictures.find": "Find a picture by its name or description",
  "settings.pictures.found": "{count, plural, one {# picture} other {# pictures}} found of {total}.",
  "settings.pictures.replaced":
    "“{from}” is replaced by “{to}” in {count, plural, one {# place} other {# places}}. Each place keeps its description: check that it says what the new picture shows. Undo puts the old one back.",
  "settings.pictures.instead": "the picture to show instead of {name}",
  "settings.pictures.deleted": "“{name}” is deleted.",

  "settings.picture.notInSite":
    "This picture is not in the site’s pictures: replace it with one that is, everywhere it is used.",
  "settings.picture.usedIn": "Used in {count, plural, one {# place} other {# places}}:",
  "settings.picture.logo": " Beside the business’s name: needs no description.",
  "settings.picture.description": " Description: “{alt}”",
  "settings.picture.noDescription": " No description, which every picture needs: ",
  "settings.picture.addOne": "add one",
  "settings.picture.addOneAt": " at {place}",
  "settings.picture.unused": "Not used on any page.",
  "settings.picture.savedStillUses": " The saved site still uses it: Save to stop using it there too.",
  "settings.picture.replace": "Replace everywhere",
  "settings.picture.delete": "Delete",
  "settings.picture.drawing": "A drawing, sharp at any size",
  "settings.picture.pixels": "{width, number} × {height, number} pixels",
  "settings.picture.underTenth": "under 0.1 MB",
  "settings.picture.megabytes": "{megabytes, number, ::.0} MB",
  "settings.picture.size": "{pixels}, {weight}",

  "settings.pictureDelete.cannot": "“{name}” cannot be deleted",
  "settings.pictureDelete.usedOn": "It is used on these pages. Replace it or take it out there first:",
  "settings.pictureDelete.cannotYet": "“{name}” cannot be deleted yet",
  "settings.pictureDelete.confirm": "Delete “{name}”?",
  "settings.pictureDelete.savedShows":
    "The saved site still shows it on these pages. Save your changes first, then delete it:",
  "settings.pictureDelete.noPage":
    "No page uses it. The file is taken out of the site’s pictures, and Undo cannot bring it back.",
  "settings.pictureDelete.failed": "It could not be deleted: {message}.",
  "settings.pictureDelete.delete": "Delete the picture",

  "settings.upload.title": "Add pictures",
  "settings.upload.label":
    "Upload photos or drawings, several at once (JPEG, PNG, WebP, AVIF or SVG, up to 20 MB each)",
  "settings.upload.drop": "or drop them here.",
  "settings.upload.busy": "Uploading {number} of {count}: {file}…",
  "settings.upload.refused": "not added: {why}.",
  "settings.upload.added": "added as {name}.",
  "settings.upload.addedNote": "added as {name}. {note}",
} as const;
