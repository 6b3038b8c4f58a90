/** The editor's words for the start, settings, new-site, preview and Pictures screens, in English (see ../en.ts). */
export const EN_SETTINGS = {} as const;
