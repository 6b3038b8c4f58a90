/** The editor's words for the problems' and translations' owner words, remedies, in English (see ../en.ts). */
export const EN_PROBLEMS = {} as const;
