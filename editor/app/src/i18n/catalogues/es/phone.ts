/** The same words as ../en/phone.ts, in Spanish. */
import type { EN_PHONE } from "../en/phone.ts";

export const ES_PHONE: Record<keyof typeof EN_PHONE, string> = {
  "phone.tabs": "Mostrar",
  "phone.tab.preview": "Vista previa",
  "phone.tab.sections": "Secciones",
  "phone.tab.edit": "Editar",
  "phone.fields": "Campos",
  "phone.previewOfPage": "Vista previa de la página",
  "phone.previewOf": "Vista previa de {title}",
};
