// @ts-check

/**
 * @typedef {{ url: string | false, date: Date, data: { category: string } }} PostLike
 */

/**
 * Up to `count` published posts to read next: those in the same category first, then the rest,
 * newest first within each group; the current post and unpublished teasers are left out.
 * @template {PostLike} T
 * @param {T[]} posts
 * @param {string} url the current post's URL
 * @param {string} category the current post's category
 * @param {number} [count]
 * @returns {T[]}
 */
export function relatedPosts(posts, url, category, count = 3) {
  const others = posts
    .filter((post) => typeof post.url === "string" && post.url !== url)
    .sort((a, b) => b.date.getTime() - a.date.getTime());
  return [
    ...others.filter((post) => post.data.category === category),
    ...others.filter((post) => post.data.category !== category),
  ].slice(0, count);
}
