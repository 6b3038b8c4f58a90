/** Puck's own state, read by the page screen's parts (the selected section, the page's sections). */
import { createUsePuck } from "@puckeditor/core";
import "@puckeditor/core/no-external.css";

export const usePuckState = createUsePuck();

export const ZONE = "root:default-zone";
