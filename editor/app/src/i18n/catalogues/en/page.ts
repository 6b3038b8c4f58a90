/** The editor's words for the page screen: outline, sections, chooser, canvas, in English (see ../en.ts). */
export const EN_PAGE = {} as const;
