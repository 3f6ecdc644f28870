/** The part of @11ty/eleventy-img this project uses: make variants of one image, get their stats. */
declare module "@11ty/eleventy-img" {
  export interface ImageOptions {
    widths: (number | "auto")[];
    formats: string[];
    outputDir: string;
    urlPath: string;
    sharpAvifOptions?: Record<string, unknown>;
    sharpWebpOptions?: Record<string, unknown>;
  }
  export interface ImageStat {
    url: string;
    width: number;
    height: number;
    srcset: string;
    size: number;
  }
  export default function Image(
    src: string,
    options: ImageOptions,
  ): Promise<Record<string, ImageStat[]>>;
}
