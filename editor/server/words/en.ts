/**
 * The editor server's words an owner reads (refusals, publish failures, upload notes), in English, by id: ICU
 * MessageFormat. es.ts holds the same ids in Spanish; tests/editor-server-words.test.ts holds the two to the same values.
 */
import { EN_TEAM_WORDS } from "./team-en.ts";

export const EN_SERVER_WORDS = {
  ...EN_TEAM_WORDS,
  "server.starting": "the editor is starting",
  "server.noSuchAction": "no such action",
  "server.notFound": "not found",
  "server.failed": "the editor failed; see its terminal",
  "server.fileGone": "{name} is no longer on disk; put it back (git checkout -- {name}), then try again",
  "server.body.tooLarge": "the body is larger than {limit} bytes",
  "server.body.refused": "the body is refused: {problem}",
  "server.body.notObject": "the body is not a JSON object",
  "server.malformedEscape": "{what} has a malformed % escape",
  "save.changesRefused": "the changes are refused: {problem}",
  "save.tooDeep": "the site is nested deeper than can be read",
  "save.baseMissing": "baseHash is missing",
  "save.noSuchVersion": "no such version",
  "save.versionUnreadable": "that version cannot be restored: {problem}",
  "start.noSuchSite": "there is no such site to start from",
  "publish.notSetUp": "publishing is not set up: {problems}",
  "publish.noConfig": "there is no {config} beside {site}",
  "publish.configMistake": "{config} line {line}, column {column}: {message}",
  "publish.busy": "someone else is publishing this moment: wait for it to finish, then try again",
  "publish.noSuchJob": "no such publish",
  "publish.idMissing": "id is missing",
  "publish.todo.check": "Fix what is listed here (Problems takes you to each one), save, then publish again",
  "publish.todo.verify": "Fix the pages or links named, save, then publish again",
  "preview.todo.check": "Fix what is listed here (Problems takes you to each one), save, then make the preview again",
  "preview.todo.verify": "Fix the pages or links named, save, then make the preview again",
  "publish.todo.tryAgain": "Try again; if it fails again, tell whoever set up publishing",
  "upload.busy": "{count} pictures are being uploaded already: try again in a moment",
  "upload.notAFolder": "images/ beside site.json is not a folder",
  "upload.linkedFile": "images/{name} is a link to another file: delete it, then upload again",
  "upload.linkedFolder":
    "images/ is a link to another folder, which the editor does not show or write into: put the pictures in a real images/ folder beside site.json",
  "upload.unreadable":
    "this picture cannot be read (the file is damaged or cut short): save it again, then upload that",
  "upload.heic":
    "this is an iPhone photo in HEIC, which browsers cannot show: save it as a JPEG first (on a Mac, open it in Preview and choose File › Export, Format JPEG; on the iPhone, Settings › Camera › Formats › Most Compatible takes JPEG photos from then on)",
  "upload.wrongKind":
    "this is {kind, select, gif {a GIF} pdf {a PDF document} tiff {a TIFF} bmp {a BMP} page {a web page} other {a file of another kind}}; only JPEG, PNG, WebP, AVIF and SVG pictures can be uploaded",
  "upload.unknownKind": "only JPEG, PNG, WebP, AVIF and SVG pictures can be uploaded",
  "upload.drawingBroken":
    "this drawing cannot be shown ({problems}): save it again from your drawing program as plain SVG, or use a PNG of it",
  "upload.drawingUnsafe":
    "this drawing has {problems} in it, which a picture on a website may not have: save it again from your drawing program as plain SVG, or use a PNG of it",
  "upload.note.wide": "made {width, number} pixels wide (it was {was, number})",
  "upload.note.camera": "its camera details (where and when it was taken) left out",
  "upload.note.lighter": "saved lighter",
  "upload.note.sizeMegabytes": "{before, number, ::.0} MB became {after, number, ::.0} MB",
  "upload.note.sizePercent": "the file is {percent}% smaller",
  "upload.note.sizeLittle": "the file is a little smaller",
  "upload.note.sentence": "{changes}{size, select, none {} other {: {size}}}, and visitors get the same picture.",
  "picture.inUse": "this picture is used on {parts}",
  "picture.siteUnreadable": "the site's file cannot be read, so no picture is deleted",
  "picture.notAName": "that is not a picture's name",
  "picture.noSuch": "no such picture",
  "picture.page": "Page “{path}”",
  "picture.languages": "Languages",
  "picture.post": "Post “{path}”",
} as const;

export type ServerWordId = keyof typeof EN_SERVER_WORDS;
