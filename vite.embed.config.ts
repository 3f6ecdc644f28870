import { defineConfig } from "vite";

/**
 * Builds `dist/embed/consultation-form.js`, the script partner sites paste: a classic script (an
 * IIFE, so loading it from another origin needs no CORS), self-contained, with a stable name.
 * Runs after the site build, into the same `dist/`.
 */
export default defineConfig({
  publicDir: false,
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    // The build script points this at the new build folder before it is swapped in.
    outDir: `${process.env.SITE_OUTPUT ?? "dist"}/embed`,
    emptyOutDir: true,
    copyPublicDir: false,
    target: "es2020",
    lib: {
      entry: "widgets/consultation-form/embed.ts",
      formats: ["iife"],
      name: "ConsultationFormEmbed",
      fileName: () => "consultation-form.js",
    },
    rollupOptions: { output: { extend: false } },
  },
});
