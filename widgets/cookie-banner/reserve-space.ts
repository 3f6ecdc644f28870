/**
 * Keeps `--cookie-banner-height` on the root element equal to the banner's height, so the page
 * can keep room below its last line (and above a focused control) for the fixed banner; it drops
 * to 0 once the banner is answered and gone. It is set at once, so what sits above the banner (the
 * floating call to action) is placed there in the very frame that shows it, and then whenever the
 * banner's height changes.
 */
export function reserveSpace(banner: HTMLElement): void {
  const root = document.documentElement;
  const reserve = () =>
    root.style.setProperty("--cookie-banner-height", `${banner.offsetHeight}px`);
  reserve();
  new ResizeObserver(reserve).observe(banner);
}
