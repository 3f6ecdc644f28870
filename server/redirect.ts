/**
 * Where a native form post is sent back to: the page it came from when the `Referer` is on this
 * site, otherwise `fallback`, with `sent=<outcome>` added and the fallback's fragment. Always a
 * path on this site (never `//other.example/…`), and never throws, whatever the headers hold.
 */
export function backToPath(
  referer: string | undefined,
  host: string | undefined,
  fallback: string,
  outcome: string,
): string {
  const fallbackUrl = new URL(fallback, "http://localhost");
  let pathname = fallbackUrl.pathname;
  let params = new URLSearchParams(fallbackUrl.search);
  try {
    const from = new URL(referer ?? "");
    if (host && from.host === host.toLowerCase() && /^https?:$/.test(from.protocol)) {
      pathname = from.pathname;
      params = new URLSearchParams(from.search);
    }
  } catch {
    // No or bad Referer: the fallback page.
  }
  // `//evil.example/x` is a path to the URL parser but another site to a browser.
  pathname = `/${pathname.replace(/^[/\\]+/, "")}`;
  params.set("sent", outcome);
  return `${pathname}?${params}${fallbackUrl.hash}`;
}
