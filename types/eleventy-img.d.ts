/** The part of @11ty/eleventy-img this project uses: make variants of one image, get their stats. */
declare module "@11ty/eleventy-img" {
  export interface ImageOptions {
    widths: (number | "auto")[];
    formats: string[];
    outputDir: string;
    urlPath: string;
    sharpAvifOptions?: Record<string, unknown>;
    sharpWebpOptions?: Record<string, unknown>;
    /** Only the variants' names and sizes, from the image's header: nothing encoded or written. */
    statsOnly?: boolean;
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
