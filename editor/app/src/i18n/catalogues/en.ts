/**
 * The editor's own words in English, by id: ICU MessageFormat (`{name}` a value, `{count, plural, ...}` a count).
 * es.ts holds the same ids in Spanish; the type makes a missing one a compile error, and tests/editor-i18n.test.ts
 * checks that both name the same values. Site content (titles, addresses) comes in as values, never as words here.
 */
export const EN = {
  "language.choice": "Editor language / Idioma del editor",
  "common.close": "Close",
  "common.cancel": "Cancel",
  "common.opensNewTab": " (opens in a new tab)",
  "common.couldNotAsk": "The editor could not ask: {message}",

  "boot.loading": "Loading the site…",
  "boot.unreachable": "The editor could not reach its server: {error}",
  "boot.cannotOpen": "{file} cannot be opened in the editor",
  "boot.notReadable":
    "The file on disk is not readable as a site. Fix these problems in a text editor, then reload this page:",
  "boot.problemAt": "line {line}, column {column}: {message}",

  "find.title": "Find and replace",
  "find.intro":
    "Finds a text in the site's words, on every page and in every part; not in addresses, links or file names.",
  "find.find": "Find",
  "find.count":
    "{matches, plural, one {# match} other {# matches}} in {places, plural, one {# place} other {# places}}",
  "find.replaced":
    "Replaced {matches, plural, one {# time} other {# times}} in {places, plural, one {# place} other {# places}}. Undo takes it back.",
  "find.firstListed": "The first {count} places are listed.",
  "find.replaceWith": "Replace with",
  "find.replace": "Replace",
  "find.replaceIn": "Replace in {places, plural, one {# place} other {# places}}",

  "job.status.waiting": "waiting",
  "job.status.running": "under way",
  "job.status.done": "done",
  "job.status.failed": "failed",
  "job.step.check": "Checking the site",
  "job.step.build": "Building the pages",
  "job.step.verify": "Checking the built pages",
  "job.step.publish": "Publishing",
  "job.step.live": "Confirming it is live",
  "job.previewStep.publish": "Copying the preview",
  "job.previewStep.live": "Opening the preview's address",
  "job.stepLine": "{step}: {status}",
  "job.failed": "{notDone}: {words}. {todo}.",
  "job.liveUntouched": "The live site is unchanged: visitors still see the last version.",
  "job.wholeSite": "The whole site",
  "job.seconds": "{seconds, number, ::.0} s",

  "setup.notSetUp":
    "Publishing is not set up for this site yet. Your saved changes are safe in site.json; they reach the live site once whoever hosts it sets publishing up.",
  "setup.whatBefore": "What they set up, once: a",
  "setup.whatAfter":
    "beside site.json naming where the site goes (a web server or a git host), as the “Publishing” section of docs/deploy.md describes. The editor reads it as soon as it is there.",
  "setup.found": "What the editor found:",

  "publish.title": "Publish",
  "publish.reading": "Reading what will go live…",
  "publish.whatSince": "What will go live on {where}, changed since the last publish ({when}):",
  "publish.what": "What will go live on {where}:",
  "publish.nothingChanged": "Nothing changed since the last publish: publishing again puts the same version live.",
  "publish.notPublished": "Not published",
  "publish.refused": "Not published: {reason}.",
  "publish.now": "Publish now",
  "publish.live": "Live",
  "publish.publishing": "Publishing…",
  "publish.steps": "Steps of the publish",
  "publish.liveIn": "Live",
  "publish.liveInRest": " in {time}: visitors see your changes now.",
  "publish.openLive": "Open the live site",

  "preview.title": "Preview",
  "preview.reading": "Reading how the site is published…",
  "preview.intro":
    "Preview puts your saved site at a private address you can send to someone before it goes live. Search engines are told not to list it, and the live site does not change.",
  "preview.refused": "No preview made: {reason}.",
  "preview.make": "Make a preview",
  "preview.ready": "Preview ready",
  "preview.notMade": "No preview made",
  "preview.making": "Making a preview…",
  "preview.steps": "Steps of the preview",
  "preview.readyRest": " in {time}. The live site is unchanged.",
  "preview.send": "Send this address to whoever should see the preview. Only people who have it can find it.",
  "preview.branch":
    "Your changes went to the “{branch}” version of the site. Your web host makes a preview of it and shows its address among its deploys.",
  "preview.open": "Open the preview",
  "preview.address": "Preview address",
  "preview.copy": "Copy address",
  "preview.copied": "Copied",
  "preview.copyRefused": "Copying was refused here: select the address and copy it",

  "versions.title": "Published versions",
  "versions.kind.publish": "Published",
  "versions.kind.putBack": "Put back",
  "versions.kind.scheduled": "Published on schedule",
  "versions.couldNotRead": "The editor could not read them: {message}",
  "versions.notPutBack": "Not put back: {words}. {todo}.",
  "versions.notPutBackError": "Not put back: {message}.",
  "versions.liveAgain": "The version of {when} is live again ({time}).",
  "versions.none": "Nothing has been published yet: press Publish to put the site live.",
  "versions.confirm": "Put the version of {when} back live? Visitors see it at once; nothing in the editor changes.",
  "versions.puttingBack": "Putting it back…",
  "versions.putBackLive": "Put it back live",
  "versions.entry": "{when}: {kind} by {who}",
  "versions.liveNow": " (live now)",
  "versions.putThisBack": "Put this version back live",
  "versions.putThisBackWhich": " (the version of {when})",

  "start.pages": "{count, plural, one {# page} other {# pages}}",
  "start.posts": "{count, plural, one {# post} other {# posts}}",
  "start.pagesMatch": "{matches} of {count, plural, one {# page} other {# pages}} match",
  "start.postsMatch": "{matches} of {count, plural, one {# post} other {# posts}} match",
  "start.firstShown": "; the first {shown} are shown, type to narrow them down",
  "start.title": "Title",
  "start.address": "Address",
  "start.actions": "Actions",
  "start.untitledPage": "(untitled page)",
  "start.untitledPost": "(untitled post)",
  "start.toFix": " {count} to fix",
  "start.toFill": " {count} to fill in",
  "start.duplicate": "Duplicate",
  "start.duplicateWhich": "Duplicate {name}",
  "start.changeAddress": "Change address",
  "start.changeAddressWhich": "Change the address of {name}",
  "start.delete": "Delete",
  "start.deleteWhich": "Delete {name}",
  "start.addVersion": "Add the {language} version",
  "start.addVersionWhich": "Add the {language} version of {name}",
  "start.addPage": "Add a page",
  "start.addPost": "Add a post",
  "start.sameAs": " {count, plural, one {# text} other {# texts}} as in {language}",
  "start.behind": " {count, plural, one {# text} other {# texts}} behind a change in {language}",
  "start.picturesReplaced": " {count, plural, one {# picture} other {# pictures}} replaced in {language}",

  "add.duplicateTitle": "Duplicate “{name}”",
  "add.versionTitle": "Add the {language} version of “{name}”",
  "add.versionIntroPage":
    "Write its title in {language}. It starts as a copy of the page, its sections, texts and pictures for you to translate, its links leading to the {language} pages where the site has them, and its sections’ own words (a gallery’s Close) as the {language} pages say them. The {language} pages and menus that led to {original} lead to this one.",
  "add.versionIntroPost":
    "Write its title in {language}. It starts as a copy of the post, its sections, texts and pictures for you to translate, its links leading to the {language} pages where the site has them, and its sections’ own words (a gallery’s Close) as the {language} pages say them. The {language} pages and menus that led to {original} lead to this one.",
  "add.title": "Title",
  "add.noTitlePage": "Write the page’s title: it heads the browser’s tab and search results.",
  "add.noTitlePost": "Write the post’s title: it heads the browser’s tab and search results.",
  "add.startFrom": "Start from",
  "add.copyOf": "A copy of “{name}” ({address})",
  "add.emptyPage": "An empty page with one section",
  "add.emptyPost": "An empty post with one section",
  "add.service": "The service it offers",
  "add.serviceHelp":
    "A copy of a service page is a service page too: search engines are told it offers this service (the page copied offers “{service}”), and it belongs in the menu of services.",
  "add.noService": "Write the service this page offers.",
  "add.address": "Address",
  "add.oldAddressPage":
    "{address} is an old address that sends its visitors on to {target}: this page will answer it instead.",
  "add.oldAddressPost":
    "{address} is an old address that sends its visitors on to {target}: this post will answer it instead.",
  "add.addPage": "Add the page",
  "add.addPost": "Add the post",

  "address.badForm":
    "An address starts with / and uses lower-case letters, digits and single hyphens, like /tree-removal.",
  "address.taken": "{address} is already the address of another page.",
  "address.linkIn": "A link in {place}",

  "rename.title": "Change the address of “{name}”",
  "rename.newAddress": "New address",
  "rename.noLinks": "No other link on the site leads here.",
  "rename.links": "{count, plural, one {# link leads} other {# links lead}} here and will follow the new address:",
  "rename.keepOld":
    "Keep {address} working: send its visitors on to the page (links from other websites, bookmarks and search results use it)",
  "rename.change": "Change the address",

  "delete.title": "Delete “{name}”?",
  "delete.links":
    "{count, plural, one {# link leads} other {# links lead}} to {address}. So that none is left leading nowhere, choose what becomes of them:",
  "delete.whatToDo": "What to do with these links",
  "delete.remove": "Remove its entries from the menus, the footer and the buttons; send links inside texts elsewhere",
  "delete.redirect": "Send every one of them to another page",
  "delete.sendStaying": "Send the links that stay to",
  "delete.noLinks": "No link on the site leads to {address}.",
  "delete.keepThatPage":
    "Keep {address} working: send its visitors to that page (for a page that replaces it: links from other websites, bookmarks and search results use its address)",
  "delete.keepAnotherPage":
    "Keep {address} working: send its visitors to another page (for a page that replaces it: links from other websites, bookmarks and search results use its address)",
  "delete.sendVisitors": "Send its visitors to",
  "delete.undo": "You can undo this until you save, and restore a saved version from History afterwards.",
  "delete.page": "Delete the page",
  "delete.post": "Delete the post",

  "copy.why.business": "your name, phone, address and hours, and an email of your own",
  "copy.why.site": "the address your site will be online at",
  "copy.why.estimateForm":
    "the copy's form belongs to its business: your visitors' requests would go there; put your own, or remove it",
  "copy.stillHas": "Your site still has {name}'s",
  "copy.and": " and ",
  "copy.comma": ", ",
  "copy.notYetYours": "Not yet yours everywhere",
  "copy.isCopyOf": "Your site is a copy of {name}",
  "copy.intro":
    "Make it yours, in this order: each screen shows the copy's words and pictures, to replace with your own.",
  "copy.andYour": "; and your",
  "copy.kindOfBusiness": "kind of business",
  "copy.categoryTold": ", which search engines are told: the copy's is {category}",
  "copy.eachPage": "Each page and post below, and its pictures (Upload, on a picture's field).",
  "copy.done": "Done: hide this",
} as const;

export type MessageId = keyof typeof EN;
export type Catalogue = Record<MessageId, string>;
