/** The parts of Eleventy's configuration API this project uses; Eleventy ships no types of its own. */
declare module "@11ty/eleventy/UserConfig" {
  export interface CollectionItem {
    inputPath: string;
    url: string | false;
    date: Date;
    data: Record<string, any>;
    page: { fileSlug: string; url: string | false };
  }
  export interface CollectionApi {
    getAll(): CollectionItem[];
    getFilteredByGlob(glob: string): CollectionItem[];
  }
  export default interface UserConfig {
    addFilter(name: string, filter: (...args: any[]) => unknown): void;
    addShortcode(name: string, shortcode: (...args: any[]) => string): void;
    addCollection(name: string, build: (api: CollectionApi) => unknown): void;
    addPlugin(plugin: unknown, options?: unknown): void;
    addDataExtension(
      extensions: string,
      options: { parser: (contents: string, filePath: string) => unknown },
    ): void;
    addGlobalData(name: string, value: unknown): void;
    addWatchTarget(target: string): void;
    addPassthroughCopy(paths: string | Record<string, string>): void;
    addDateParsing(
      callback: (this: { page: { inputPath: string } }, date: unknown) => unknown,
    ): void;
    addPreprocessor(
      name: string,
      extensions: string,
      callback: (data: Record<string, any>, content: string) => unknown,
    ): void;
    on(event: string, handler: (...args: any[]) => unknown): void;
  }
}

declare module "@11ty/eleventy-plugin-vite" {
  const plugin: (
    config: unknown,
    options?: { viteOptions?: import("vite").InlineConfig; serverOptions?: { port?: number } },
  ) => void;
  export default plugin;
}
