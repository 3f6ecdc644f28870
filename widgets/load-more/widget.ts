/**
 * "Load More": a plain link to the next page of a list, which works without JavaScript. With it,
 * a click fetches that page, appends its items to the list here and points the link at the
 * page after, or removes it when there is none.
 */

/** The list items and the next "Load More" address found in a fetched page. */
export function readNextPage(
  doc: Document,
  listSelector: string,
): { items: Element[]; next: string | null } {
  const items = [...doc.querySelectorAll(`${listSelector} > li`)];
  const link = doc.querySelector<HTMLAnchorElement>("a[data-load-more]");
  return { items, next: link?.getAttribute("href") ?? null };
}

/** Makes one "Load More" link add the next page's items in place. */
export function enhanceLoadMore(link: HTMLAnchorElement): void {
  const selector = link.dataset.loadMore;
  const list = selector ? document.querySelector(selector) : null;
  if (!selector || !list) return;
  // From here on the link changes the list on this page rather than leaving it.
  if (list.id) link.setAttribute("aria-controls", list.id);
  const loadMore = async (event: MouseEvent) => {
    event.preventDefault();
    if (link.getAttribute("aria-busy") === "true") return;
    link.setAttribute("aria-busy", "true");
    try {
      const response = await fetch(link.href, { headers: { Accept: "text/html" } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const doc = new DOMParser().parseFromString(await response.text(), "text/html");
      const { items, next } = readNextPage(doc, selector);
      const added = items.map((item) => list.appendChild(document.importNode(item, true)));
      // Keyboard and screen-reader users continue from the first new article.
      added[0]?.querySelector<HTMLElement>("a")?.focus();
      if (next) link.href = next;
      else link.closest(".load-more")?.remove();
    } catch {
      // The page itself is still there: go to it the ordinary way.
      window.location.href = link.href;
    } finally {
      link.removeAttribute("aria-busy");
    }
  };
  link.addEventListener("click", (event) => void loadMore(event));
}
