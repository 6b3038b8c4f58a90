/** The editor's words for the frame: top bar, groups, save and publish states, phone bars, History, drafts, in English (see ../en.ts). */
export const EN_SHELL = {} as const;
