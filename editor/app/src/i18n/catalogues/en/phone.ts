/** The editor's words for the phone's page screen, in English (see ../en.ts). */
export const EN_PHONE = {} as const;
