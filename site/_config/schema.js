// @ts-check
/**
 * The shape of every content file. A build whose data does not match stops with a message
 * that names the file and the field, so an author never ships a page with a hole in it.
 */
import { z } from "zod";

const text = z.string().trim().min(1);
const path = z.string().regex(/^\/[^\s]*$/, "must be a site path starting with /");
const href = z
  .string()
  .regex(/^(\/|https:\/\/|mailto:)[^\s]*$/, "must be a path, https:// or mailto: link");
/** Prices are whole pounds; templates format them as £25,000. */
const pounds = z.number().int().positive();
const image = z.object({
  src: z
    .string()
    .regex(/^\/images\/[\w./-]+\.(svg|png|jpg|webp)$/, "must be a file under /images/"),
  alt: text,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
const titled = z.object({ title: text, text: text });
const claimNames = /** @type {const} */ ([
  "installations",
  "mediaRooms",
  "smartHomes",
  "years",
  "satisfaction",
  "onTime",
  "homeValue",
  "energySavings",
]);
/** A figure from claims.json with its label, so a claim is changed in one place. */
const stat = z.object({ claim: z.enum(claimNames), label: text });
const link = z.object({ label: text, href: href });
const hero = z.object({ eyebrow: text, title: text, lead: text });
const cta = z.object({ title: text, text: text, button: text });
const pkg = z.object({
  name: text,
  price: pounds,
  description: text,
  features: z.array(text).min(3),
  popular: z.boolean(),
  note: text.optional(),
});
const step = titled;
const option = z.object({ value: z.string(), label: text });
const exactly = (/** @type {z.ZodTypeAny} */ item, /** @type {number} */ count) =>
  z.array(item).length(count);

export const schemas = {
  site: z.object({
    name: text,
    shortName: text,
    tagline: text,
    url: z.url().regex(/^https?:\/\/[^/]+$/, "must be an origin with no trailing slash"),
    locale: text,
    email: z.email(),
    founded: z.number().int(),
    consultationValue: pounds,
    responseHours: z.number().int().positive(),
    endpoints: z.object({ consultation: z.string().min(1), contact: z.string().min(1) }),
    social: z.array(z.object({ name: text, href: z.url() })).min(1),
    copyright: text,
  }),
  nav: z.object({
    main: exactly(link, 6),
    cta: link,
    legal: z.array(link).min(3),
  }),
  claims: z.object(Object.fromEntries(claimNames.map((name) => [name, text]))),
  hours: z.object({
    days: exactly(
      z.object({
        days: text,
        short: text,
        long: text,
        /** schema.org day names and 24-hour times, for search engines; closed days omit the times. */
        dayOfWeek: z
          .array(
            z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]),
          )
          .min(1),
        opens: z
          .string()
          .regex(/^\d\d:\d\d$/)
          .optional(),
        closes: z
          .string()
          .regex(/^\d\d:\d\d$/)
          .optional(),
      }),
      3,
    ),
    emergency: text,
  }),
  areas: z.object({
    footer: z.array(text).length(7),
    contact: z.array(z.object({ county: text, places: z.array(text).min(1) })).min(1),
    extra: z.array(text).min(1),
  }),
  home: z.object({
    hero: z.object({ rating: text, title: text, lead: text }),
    badges: exactly(text, 3),
    buttons: z.object({ primary: link, secondary: link }),
    servicesIntro: z.object({ title: text, lead: text }),
    testimonialsIntro: z.object({ title: text, lead: text }),
    stats: exactly(stat, 3),
  }),
  services: z.object({
    hero: hero,
    core: exactly(
      z.object({
        slug: z.string().regex(/^[a-z-]+$/),
        title: text,
        summary: text,
        description: text,
        features: z.array(text).min(3),
        price: pounds,
        image: image,
        href: path,
      }),
      3,
    ),
    additional: exactly(titled, 3),
    process: exactly(step, 4),
    cta: cta,
  }),
  homeCinema: z.object({
    hero: hero,
    features: exactly(titled, 8),
    packages: exactly(pkg, 3),
    process: exactly(step, 5),
    cta: cta,
  }),
  mediaRoom: z.object({
    hero: hero,
    designElements: exactly(titled, 4),
    features: exactly(titled, 8),
    packages: exactly(pkg, 3),
    process: exactly(step, 4),
    benefits: z.array(text).min(4),
    cta: cta,
  }),
  smartHome: z.object({
    hero: hero,
    systems: exactly(titled, 4),
    features: exactly(titled, 8),
    benefits: exactly(titled, 6),
    packages: exactly(pkg, 3),
    partners: exactly(titled, 4),
    cta: cta,
  }),
  testimonials: z
    .array(
      z.object({
        name: text,
        location: text,
        project: text,
        rating: z.literal(5),
        text: text,
        avatar: text,
        pages: z.array(z.enum(["home", "portfolio"])).min(1),
      }),
    )
    .min(4),
  team: exactly(z.object({ name: text, role: text, experience: text, specialization: text }), 3),
  about: z.object({
    hero: hero,
    story: z.array(text).min(2),
    stats: exactly(stat, 4),
    reasons: exactly(titled, 4),
  }),
  projects: exactly(
    z.object({
      title: text,
      location: text,
      type: z.enum(["Home Cinema", "Media Room", "Smart Integration"]),
      year: z.number().int().min(2009),
      budget: pounds,
      description: text,
      features: exactly(text, 4),
      image: image,
      gallery: exactly(image, 3),
    }),
    6,
  ),
  portfolio: z.object({
    hero: hero,
    filters: z.array(text).min(2),
    cta: cta,
  }),
  blog: z.object({
    hero: hero,
    categories: z.array(text).min(2),
    newsletter: z.object({ title: text, text: text }),
  }),
  contact: z.object({
    hero: hero,
    cards: exactly(titled, 2),
    whyChoose: z.array(text).min(3),
    projectTypes: z.array(option).length(5),
    budgetRanges: z.array(option).length(4),
    form: z.object({
      title: text,
      intro: text,
      submit: text,
      labels: z.record(z.string(), text),
      placeholders: z.record(z.string(), z.string()),
      prompts: z.record(z.string(), text),
      privacyNote: text,
      privacyLink: text,
    }),
  }),
  consultationForm: z.object({
    title: text,
    lead: text,
    submit: text,
    submitting: text,
    success: text,
    projectTypes: z.array(option).min(2),
    labels: z.record(z.string(), text),
    placeholders: z.record(z.string(), z.string()),
    messages: z.record(z.string(), text),
  }),
  widgets: z.object({
    cookieBanner: z.object({
      label: text,
      text: text,
      privacyLink: text,
      decline: text,
      accept: text,
    }),
    floatingCta: z.object({ label: text, main: text, smallScreen: text }),
  }),
  sitemap: z.object({
    sections: z.array(z.object({ title: text, links: z.array(link).min(1) })).length(5),
    quickLinks: z.array(link).min(1),
  }),
};

/** Front matter of one blog post in site/blog/posts/. */
export const postSchema = z.object({
  title: text,
  excerpt: text,
  author: text,
  date: z.coerce.date(),
  readTime: z.number().int().positive(),
  category: text,
  image: image,
  featured: z.boolean().default(false),
});

/**
 * Checks one data file against its schema; returns the parsed value or throws an Error whose
 * message names the file and every bad field, e.g. `site/_data/homeCinema.json: packages.1.price: …`.
 * @param {string} file path shown in the message
 * @param {z.ZodTypeAny} schema
 * @param {unknown} data
 */
export function check(file, schema, data) {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) => `  ${file}: ${issue.path.join(".") || "(root)"}: ${issue.message}`,
  );
  throw new Error(`Content does not match its schema:\n${lines.join("\n")}`);
}
