import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** The owner's editor: a browser app built by the editor server into node_modules/.cache, never part of dist/. */
export default defineConfig({
  plugins: [react()],
  base: "/",
  build: { target: "es2022", chunkSizeWarningLimit: 2000, reportCompressedSize: false },
});
