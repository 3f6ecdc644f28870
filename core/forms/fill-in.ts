/**
 * A sentence from `site/_data/` with its `{name}` placeholders filled in ("You can send it again
 * in {seconds} seconds."); a placeholder with no value is left as written, so a missing value
 * shows in the page instead of vanishing. Shared by the widgets and the server.
 */
export function fillIn(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
