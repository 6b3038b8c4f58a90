/** The editor's words for the words the editor's server sends (publishing), in English (see ../en.ts). */
export const EN_SERVER = {} as const;
