/** The editor's words for the page screen's frame and its phone tabs, in English (see ../en.ts). */
export const EN_PHONE = {
  "phone.tabs": "Show",
  "phone.tab.preview": "Preview",
  "phone.tab.sections": "Sections",
  "phone.tab.edit": "Edit",
  "phone.fields": "Fields",
  "phone.previewOfPage": "Preview of the page",
  "phone.previewOf": "Preview of {title}",
} as const;
