import { createUsePuck } from "@puckeditor/core";
import "@puckeditor/core/no-external.css";

export const usePuckState = createUsePuck();

export const ZONE = "root:default-zone";
