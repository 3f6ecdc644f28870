/** One block of a `_headers` file: a path pattern and the headers it adds. */
export interface HeaderRule {
  pattern: string;
  headers: [name: string, value: string][];
}

/**
 * Reads a `_headers` file (the format Netlify and Cloudflare Pages use): a path pattern on its own
 * line, then its headers indented below it. Comments start with `#`.
 */
export function parseHeaders(source: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of source.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(":");
    if (!rule || colon < 0)
      throw new Error(`_headers: a header line outside a block: ${line.trim()}`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** True when a URL path matches a pattern such as `/*`, `/assets/*` or `/about`. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  if (pattern.endsWith("/*")) return pathname.startsWith(pattern.slice(0, -1));
  return pattern === pathname;
}

/** The headers for a path: every matching block in file order, later blocks winning. */
export function headersFor(rules: HeaderRule[], pathname: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (!matchesPattern(rule.pattern, pathname)) continue;
    for (const [name, value] of rule.headers) headers.set(name.toLowerCase(), value);
  }
  return headers;
}
