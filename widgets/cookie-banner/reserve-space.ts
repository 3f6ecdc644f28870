/**
 * Keeps `--cookie-banner-height` on the root element equal to the banner's height, so the page
 * can keep room below its last line (and above a focused control) for the fixed banner; it drops
 * to 0 once the banner is answered and gone.
 */
export function reserveSpace(banner: HTMLElement): void {
  const root = document.documentElement;
  new ResizeObserver(() =>
    root.style.setProperty("--cookie-banner-height", `${banner.offsetHeight}px`),
  ).observe(banner);
}
