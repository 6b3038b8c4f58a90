/** The editor's words for the fields' own words and the schema's labels the editor shows, in English (see ../en.ts). */
export const EN_FIELDS = {} as const;
