/** The advice the reading checks give most often, written once. */
export const RESTORE = "restore the last committed copy with: git checkout -- site.json";
export const SAVE_AS_UTF8 = 'in the editor, save the file with the encoding "UTF-8"';
