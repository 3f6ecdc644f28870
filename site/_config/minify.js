// @ts-check
/**
 * How every script sent to a browser is minified, the site's and the partner embed's alike.
 * Terser with two compression passes rather than Vite's default esbuild: on the planner page it
 * sends about 1.2 KB less script (React, the planner, the form and the loader each shrink), at the
 * cost of a slower build, which no visitor pays.
 * @type {{ minify: "terser", terserOptions: import("vite").BuildOptions["terserOptions"] }}
 */
export const minified = { minify: "terser", terserOptions: { compress: { passes: 2 } } };
