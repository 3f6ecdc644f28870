// @ts-check
/**
 * A post with no body is a teaser: it is listed on /blog but has no page of its own, so its link
 * lands on the 404 page. Writing a body publishes it at /blog/{slug} and adds it to the sitemap.
 */
export default {
  layout: "layouts/post.njk",
  ogType: "article",
  priority: 0.6,
  changefreq: "monthly",
  eleventyComputed: {
    /** @param {{ page: { rawInput?: string, fileSlug: string } }} data */
    permalink: (data) =>
      (data.page.rawInput ?? "").trim() ? `/blog/${data.page.fileSlug}/` : false,
    /** @param {{ excerpt: string }} data */
    description: (data) => data.excerpt,
  },
};
