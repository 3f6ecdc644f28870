// @ts-check
/**
 * The shape of every content file. A build whose content does not match stops with a message
 * that names the file, the line and the field in plain words, so an author never ships a page
 * with a hole in it.
 */
import { z } from "zod";
import { closest, distance } from "fastest-levenshtein";
import { basename } from "node:path";
import { ContentError, describePath } from "./content-error.js";
import { takeWords } from "./pictures.js";

const POUNDS = "must be a whole number of pounds, e.g. 25000";
const PIXELS = "must be a whole number of pixels, e.g. 800";
export const DATE = "must be a date written YYYY-MM-DD, e.g. 2025-03-14";

/** An error map that says "missing" for an absent value and `message` for any other mistake. */
const or = (/** @type {string} */ message) => ({
  error: (/** @type {{ input?: unknown }} */ issue) =>
    issue.input === undefined ? "missing" : message,
});

const text = z.string().trim().min(1);
const sitePath = z.string().regex(/^\/[^\s]*$/, "must be a site path starting with /, e.g. /about");
const href = z
  .string()
  .regex(
    /^(\/|https:\/\/|mailto:|tel:)[^\s]*$/,
    "must be a path starting with /, or a link starting with https://, mailto: or tel:",
  );
/** Prices are whole pounds; templates format them as £25,000. */
const pounds = z.number(or(POUNDS)).int(POUNDS).positive(POUNDS);
const pixels = z.number(or(PIXELS)).int(PIXELS).positive(PIXELS);
/** An image in public/images/; its width and height must have the file's shape (checked on build). */
const image = z.strictObject({
  src: z
    .string()
    .regex(
      /^\/images\/[\w./-]+\.(svg|png|jpg|jpeg|webp|avif)$/,
      "must be an image file under /images/, e.g. /images/projects/theatre.svg",
    ),
  alt: text,
  width: pixels,
  height: pixels,
});
/** A picture's alt text: written where the picture is described (`pictures.js`), or here. */
const alt = z
  .string({
    error: (issue) =>
      issue.input === undefined
        ? "missing: no content describes this picture; write its alt text here, or in the entry that describes it (a project's picture in projects.json)"
        : "must be text, in double quotes",
  })
  .trim()
  .min(1);
const master = z
  .string()
  .regex(
    /^art\/[\w./-]+\.(jpg|jpeg|png|webp)$/,
    "must be a master image under art/, e.g. art/renders/theatre.jpg",
  );
/**
 * A master image in art/ (a render or a photograph), made into AVIF and WebP at several widths by
 * the build, which reads its size from the file. `alt` describes what it shows; a gallery image
 * also has the `caption` printed under it. Both are written once, where the picture is described;
 * elsewhere the picture is named by its `src` alone and takes them from there (`pictures.js`).
 */
const picture = z.preprocess(takeWords(["alt"]), z.strictObject({ src: master, alt }));
const captioned = z.preprocess(
  takeWords(["alt", "caption"]),
  z.strictObject({ src: master, alt, caption: text }),
);
/** A page's title (the browser tab and search results) and its description for search engines. */
const metres = z.number().positive("must be a length in metres, e.g. 7.2");
/** The room model's kinds of screen (`ScreenKind` in core/room/rules.ts; a test holds them equal). */
export const SCREEN_KINDS = /** @type {const} */ ([
  "projector-at",
  "projector-solid",
  "flat-panel",
]);
const screenKind = z.enum(SCREEN_KINDS, {
  error: `must be one of ${SCREEN_KINDS.map((kind) => `"${kind}"`).join(", ")}: an acoustically transparent projection screen, a solid one, or a flat panel`,
});
/**
 * A cinema room as built, in metres, from which its plan and section are drawn: the screen's
 * kind, its diagonal in inches and its shape, the seats in each row (front row first), the distance from
 * the screen to the front row's eyes, between rows, the rise of each row, and the speaker layout.
 */
const room = z.strictObject({
  length: metres,
  width: metres,
  height: metres,
  screen: z.strictObject({
    kind: screenKind,
    diagonal: z.number().positive("must be the screen's diagonal in inches, e.g. 150"),
    aspect: z.string().regex(/^\d+(\.\d+)?:\d+(\.\d+)?$/, 'must be a screen shape, e.g. "16:9"'),
    bottom: metres,
  }),
  rows: z.array(z.number().int().positive("must be a whole number of seats")).min(1),
  firstRow: metres,
  rowPitch: metres,
  riser: z.number().min(0, "must be 0 for a flat floor, or the rise in metres, e.g. 0.45"),
  speakers: z.string().regex(/^\d+\.\d+(\.\d+)?$/, 'must be a speaker layout, e.g. "7.2.4"'),
  seatWidth: metres,
});
const meta = z.strictObject({ title: text, description: text });
/**
 * A section's heading as a page prints it: the small line above, the heading, and the paragraph
 * under it where the section has one. A list of numbered steps is also named for screen readers.
 */
const heading = z.strictObject({ eyebrow: text, title: text, lead: text.optional() });
const stepsHeading = heading.extend({ label: text });
/** Words that name the county of the page they are on, where {county} is written. */
const countyBlank = text.regex(/\{county\}/, "must say where the county goes, as {county}");
/** A heading on its own, with no line above it. */
const titleOnly = z.strictObject({ title: text });
const titled = z.strictObject({ title: text, text: text });
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
const stat = z.strictObject({ claim: z.enum(claimNames), label: text });
const link = z.strictObject({ label: text, href: href });
const hero = z.strictObject({ eyebrow: text, title: text, lead: text, image: picture.optional() });
const cta = z.strictObject({ title: text, text: text, button: text });
const pkg = z.strictObject({
  name: text,
  price: pounds,
  description: text,
  features: z.array(text).min(3),
  popular: z.boolean(),
  note: text.optional(),
});
/** A home-cinema package also says how many seats it is designed for (the planner's match). */
const cinemaPkg = pkg.extend({
  seats: z.number().int("must be a whole number of seats, e.g. 10").min(2, "must be 2 or more"),
});
const step = titled;
const option = z.strictObject({ value: z.string(), label: text });
const exactly = (/** @type {z.ZodTypeAny} */ item, /** @type {number} */ count) =>
  z.array(item).length(count);
/**
 * The portfolio shows the business's six projects, and any it adds: none of the six may go
 * missing, and a seventh is its entry in `projects.json` alone. Pages and tests count the data.
 */
export const LEAST_PROJECTS = 6;
/** How many testimonials each page that quotes them shows: three on the home page, one on the portfolio. */
export const QUOTES_ON = /** @type {const} */ ({ home: 3, portfolio: 1 });
/** The data files whose packages set a service's "from" price. */
const serviceFiles = /** @type {const} */ (["homeCinema", "mediaRoom", "smartHome"]);

export const schemas = {
  /** Rooms drawn in articles, by the name a post's drawing uses. */
  diagrams: z.record(z.string(), room),
  /** The article drawing of screens to scale: each screen, the viewing angle, a person's height. */
  screenSizes: z.strictObject({
    title: text,
    angle: z.number().positive(),
    viewer: metres,
    words: z.strictObject({ wide: text, firstRow: text }),
    screens: z
      .array(
        z.strictObject({
          name: text,
          diagonal: z.number().positive(),
          aspect: z
            .string()
            .regex(/^\d+(\.\d+)?:\d+(\.\d+)?$/, 'must be a screen shape, e.g. "16:9"'),
        }),
      )
      .min(1),
  }),
  site: z.strictObject({
    name: text,
    shortName: text,
    /** The words of the site's sharing picture, where a page brings none of its own. */
    shareImageAlt: text,
    tagline: text,
    url: z
      .url("must be a web address, e.g. https://www.example.co.uk")
      .regex(/^https?:\/\/[^/]+$/, "must be an origin with no trailing slash"),
    locale: text,
    email: z.email("must be an e-mail address, e.g. hello@example.co.uk"),
    /** Shown in the footer, on /contact and to search engines only when set. */
    telephone: z
      .string()
      .regex(/^\+?[\d\s()-]{8,20}$/, "must be a phone number, e.g. 020 7946 0000")
      .optional(),
    /** The showroom's postal address; shown in the footer, on /contact and to search engines only when set. */
    address: z
      .object({ street: text, town: text, county: text.optional(), postcode: text })
      .optional(),
    /** The company's registered name and where it is registered, as the legal pages print them. */
    legalName: text,
    registeredIn: text,
    founded: z.number().int(),
    consultationValue: pounds,
    responseHours: z.number().int().positive(),
    endpoints: z.strictObject({
      consultation: z.string().min(1),
      contact: z.string().min(1),
      newsletter: z.string().min(1),
    }),
    /** The newsletter form's words; `privacyLink` leads to how the address is used. */
    newsletter: z.strictObject({
      label: text,
      placeholder: text,
      submit: text,
      privacyLink: text,
      consent: text,
    }),
    social: z
      .array(
        z.strictObject({ name: text, href: z.url("must be a web address starting with https://") }),
      )
      .min(1),
    copyright: text,
  }),
  nav: z.strictObject({
    /** The main navigation's name for screen readers, the line under the logo, the skip link. */
    label: text,
    logoLine: text,
    skip: text,
    /** The breadcrumb trail's name for screen readers. */
    breadcrumb: text,
    /** The phone menu: its button's word, and its navigation's name for screen readers. */
    menu: z.strictObject({ toggle: text, label: text }),
    main: exactly(link, 6),
    cta: link,
    /** The legal pages' line above the title, and the words before their date. */
    legalPage: z.strictObject({ eyebrow: text, updated: text }),
    legal: z.array(link).min(3),
    /** The footer's column headings, and the link to every service. */
    footer: z.strictObject({
      newsletter: text,
      services: text,
      allServices: text,
      areas: text,
      contact: text,
      social: text,
    }),
  }),
  /** Words several pages share: buttons and the small words around prices, cards and ratings. */
  common: z.strictObject({
    getConsultation: text,
    viewPortfolio: text,
    requestConsultation: text,
    /** Read after a button's words by screen readers: "Get Free Consultation for Premium Theater". */
    forName: text,
    learnMore: text,
    about: text,
    explore: text,
    from: text,
    mostPopular: text,
    /** A project's facts, as its card and its case study label them. */
    location: text,
    year: text,
    budget: text,
    /** A testimonial's stars for screen readers; {rating} is its rating. */
    rated: text.regex(/\{rating\}/, "must say where the rating goes, as {rating}"),
  }),
  claims: z.strictObject(Object.fromEntries(claimNames.map((name) => [name, text]))),
  hours: z.strictObject({
    days: exactly(
      z.strictObject({
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
          .regex(/^\d\d:\d\d$/, "must be a 24-hour time, e.g. 09:00")
          .optional(),
        closes: z
          .string()
          .regex(/^\d\d:\d\d$/, "must be a 24-hour time, e.g. 18:00")
          .optional(),
      }),
      3,
    ),
    emergency: text,
  }),
  /** The words of /areas and of each county's page; {county} is the county's name. */
  areaPages: z.strictObject({
    meta: meta,
    index: hero,
    area: z.strictObject({
      /** Each county's page title and description; {places} is its first three places. */
      meta: z.strictObject({ title: countyBlank, description: countyBlank }),
      eyebrow: text,
      title: countyBlank,
      /** The picture a county's page opens on when none of the county's projects has one. */
      image: picture,
      book: text,
      email: text,
      at: text,
      places: countyBlank,
      between: text,
      askUs: text,
      hours: text,
      work: z.strictObject({ eyebrow: text, title: countyBlank }),
      noProjects: countyBlank,
      elsewhere: text,
      references: text,
      cta: z.strictObject({ title: text, text: countyBlank, button: text }),
      contact: text,
    }),
  }),
  /**
   * The one list of counties served. Each county gets a page at /areas/{slug}; `shownIn` says
   * where else it is listed (the footer, /contact, /sitemap and the JSON-LD `areaServed`), and
   * `onContact` which of its places /contact names (all of them when left out), and `image` the
   * room a county with no project of its own opens on, so no two such pages open alike.
   */
  areas: z
    .array(
      z
        .object({
          county: text,
          places: z.array(text).min(1),
          onContact: z.array(text).min(1).optional(),
          shownIn: z.array(z.enum(["footer", "contact", "sitemap", "schema"])),
          intro: text,
          /** A county with no project of its own opens on this room (else the area page's picture). */
          image: picture.optional(),
        })
        .superRefine((area, context) => {
          for (const [index, place] of (area.onContact ?? []).entries()) {
            if (!area.places.includes(place))
              context.addIssue({
                code: "custom",
                path: ["onContact", index],
                message: `must be one of its places: ${area.places.join(", ")}`,
              });
          }
        }),
    )
    .min(1),
  home: z.strictObject({
    meta: meta,
    hero: z.strictObject({ rating: text, title: text, lead: text, image: picture.optional() }),
    /** The projects shown under the hero, by slug, the first one largest. */
    featured: z.strictObject({
      eyebrow: text,
      title: text,
      lead: text,
      projects: z.array(z.string()).min(3).max(3),
      link: text,
    }),
    /** The badges under the hero, named for screen readers. */
    badgesLabel: text,
    badges: exactly(text, 3),
    buttons: z.strictObject({ primary: link, secondary: link }),
    servicesIntro: heading.required({ lead: true }),
    testimonialsIntro: heading.required({ lead: true }),
    stats: exactly(stat, 3),
  }),
  services: z.strictObject({
    meta: meta,
    hero: hero,
    core: exactly(
      z.strictObject({
        slug: z.string().regex(/^[a-z-]+$/),
        title: text,
        summary: text,
        description: text,
        features: z.array(text).min(3),
        /** The file whose packages this service offers; the lowest of their prices is its "from" price. */
        packages: z.enum(serviceFiles),
        image: z.union([image, picture]),
        href: sitePath,
      }),
      3,
    ),
    additional: exactly(titled, 3),
    process: exactly(step, 4),
    cta: cta,
    headings: z.strictObject({ core: heading, additional: heading, process: stepsHeading }),
  }),
  homeCinema: z.strictObject({
    meta: meta,
    hero: hero,
    /** Pictures beside the page's first list, which is shared out between them. */
    showcase: z.array(captioned).min(1).optional(),
    features: exactly(titled, 8),
    packages: exactly(cinemaPkg, 3),
    process: exactly(step, 5),
    cta: cta,
    headings: z.strictObject({ features: heading, packages: heading, process: stepsHeading }),
  }),
  mediaRoom: z.strictObject({
    meta: meta,
    hero: hero,
    /** Pictures beside the page's first list, which is shared out between them. */
    showcase: z.array(captioned).min(1).optional(),
    designElements: exactly(titled, 4),
    features: exactly(titled, 8),
    packages: exactly(pkg, 3),
    process: exactly(step, 4),
    benefits: z.array(text).min(4),
    cta: cta,
    headings: z.strictObject({
      designElements: heading,
      features: heading,
      packages: heading,
      process: stepsHeading,
      benefits: heading,
    }),
  }),
  smartHome: z.strictObject({
    meta: meta,
    hero: hero,
    /** Pictures beside the page's first list, which is shared out between them. */
    showcase: z.array(captioned).min(1).optional(),
    systems: exactly(titled, 4),
    features: exactly(titled, 8),
    benefits: exactly(titled, 6),
    packages: exactly(pkg, 3),
    partners: exactly(titled, 4),
    cta: cta,
    headings: z.strictObject({
      systems: heading,
      features: heading,
      benefits: heading,
      packages: heading,
      partners: heading,
    }),
  }),
  testimonials: z
    .array(
      z.strictObject({
        name: text,
        location: text,
        project: text,
        rating: z.literal(5),
        text: text,
        avatar: text,
        /** The pages that quote it: the home page quotes three, the portfolio one. */
        pages: z.array(z.enum(["home", "portfolio"])).min(1),
      }),
    )
    .min(4)
    .superRefine((quotes, context) => {
      for (const page of /** @type {(keyof typeof QUOTES_ON)[]} */ (Object.keys(QUOTES_ON))) {
        const count = QUOTES_ON[page];
        const quoted = quotes.filter((quote) => quote.pages.includes(page)).length;
        if (quoted !== count)
          context.addIssue({
            code: "custom",
            path: [],
            message: `${count === 1 ? "one testimonial" : `${String(count)} testimonials`} must name "${page}" in its pages, the number the ${page} page quotes; ${quoted} do`,
          });
      }
    }),
  team: exactly(
    z.strictObject({ name: text, role: text, experience: text, specialization: text }),
    3,
  ),
  about: z.strictObject({
    meta: meta,
    hero: hero,
    /** The picture beside the story. */
    storyImage: captioned.optional(),
    story: z.array(text).min(2),
    stats: exactly(stat, 4),
    reasons: exactly(titled, 4),
    cta: cta,
    headings: z.strictObject({ story: heading, team: heading, reasons: heading }),
  }),
  projects: z
    .array(
      z.strictObject({
        title: text,
        location: text,
        type: z.enum(["Home Cinema", "Media Room", "Smart Integration"]),
        year: z.number().int().min(2009),
        budget: pounds,
        description: text,
        features: exactly(text, 4),
        image: z.union([image, picture]),
        /** A gallery of three pictures of the room beyond its main view, each captioned. */
        gallery: exactly(z.union([image, captioned]), 3),
        /** The case study at /portfolio/{slug}. */
        slug: z.string().regex(/^[a-z0-9-]+$/, "must be lowercase letters, digits and hyphens"),
        room: room,
        brief: z.array(text).min(1),
        equipment: z.array(text).min(3),
        outcome: z.array(text).min(1),
      }),
    )
    .min(LEAST_PROJECTS),
  portfolio: z.strictObject({
    meta: meta,
    hero: hero,
    /** The filters' name for screen readers, and each card's two buttons. */
    filterLabel: text,
    /** The heading over one type's projects, for screen readers; {type} is the type. */
    typeHeading: text.regex(/\{type\}/, "must say where the project type goes, as {type}"),
    /** The lead of each type's page; {type} is the type, in lower case. */
    typeLead: text.regex(/\{type\}/, "must say where the project type goes, as {type}"),
    /** The description of each type's page for search engines. */
    typeDescription: text.regex(/\{type\}/, "must say where the project type goes, as {type}"),
    viewDetails: text,
    viewCaseStudy: text,
    /** The filter that shows every project; the others are the projects' types. */
    allFilter: text,
    /** The case studies' drawings: their heading, the two views' names and the legend's words. */
    drawings: z.strictObject({
      eyebrow: text,
      title: text,
      lead: text,
      plan: text,
      section: text,
      legend: z.strictObject({ ear: text, overhead: text, sub: text, main: text, sightline: text }),
    }),
    cta: cta,
    /** The headings screen readers announce over the projects and the testimonial. */
    headings: z.strictObject({ projects: text, testimonial: text }),
    /** A case study's words; {year} and {type} are the project's. */
    caseStudy: z.strictObject({
      eyebrow: text,
      /** For search engines: {title}, {location}, {year} and {budget} are the project's. */
      description: text,
      completed: text,
      gallery: text,
      project: text,
      brief: text,
      outcome: text,
      facts: text,
      equipment: text,
      budgetNote: text.regex(/\{year\}/, "must say where the year goes, as {year}"),
      more: text.regex(/\{type\}/, "must say where the project type goes, as {type}"),
      client: text,
      pager: text,
      all: text,
    }),
  }),
  blog: z.strictObject({
    meta: meta,
    hero: hero,
    /** The chip that leads back to every post; the others are the posts' categories. */
    allCategories: text,
    /**
     * The cards beside the featured article on /blog; each page of /blog/page/N holds as many
     * posts as the first. "Load More" appears only when there are more.
     */
    perPage: z.number().int().positive(),
    newsletter: z.strictObject({ title: text, text: text }),
    /** The category chips' name for screen readers; the featured card's mark and button. */
    categoriesLabel: text,
    featured: text,
    readArticle: text,
    /** A post's facts, as its card and its page label them. */
    postMeta: z.strictObject({
      category: text,
      published: text,
      readingTime: text,
      minRead: text,
      author: text,
    }),
    /** The invitation at the end of /blog and of every article, the byline's first words, the related list. */
    postCta: cta,
    writtenBy: text,
    related: text,
    /** The list's heading for screen readers (and "page 2"), and the buttons between pages. */
    articles: z.strictObject({ title: text, page: text, in: text, more: text, newer: text }),
    /** Each category page's title and description; {category} is the category. */
    categoryMeta: z.strictObject({
      title: text.regex(/\{category\}/, "must say where the category goes, as {category}"),
      description: text.regex(/\{category\}/, "must say where the category goes, as {category}"),
    }),
  }),
  contact: z.strictObject({
    meta: meta,
    hero: hero,
    /** The heading over the telephone and address, shown when site.json has either. */
    callOrVisit: text,
    cards: exactly(titled, 2),
    whyChoose: z.array(text).min(3),
    projectTypes: z.array(option).length(5),
    budgetRanges: z.array(option).length(4),
    form: z.strictObject({
      title: text,
      intro: text,
      submit: text,
      labels: z.record(z.string(), text),
      placeholders: z.record(z.string(), z.string()),
      prompts: z.record(z.string(), text),
      privacyNote: text,
      privacyLink: text,
    }),
    /** The hero's buttons: "Email" before the address, and the one to the enquiry form. */
    heroActions: z.strictObject({ email: text, enquiry: text }),
    headings: z.strictObject({ hours: titleOnly, areas: heading, why: titleOnly }),
  }),
  consultationForm: z.strictObject({
    title: text,
    lead: text,
    submit: text,
    submitting: text,
    success: text,
    successTitle: text,
    successNext: text,
    designAttached: text,
    designRemove: text,
    projectTypes: z.array(option).min(2),
    labels: z.record(z.string(), text),
    placeholders: z.record(z.string(), z.string()),
    messages: z.record(z.string(), text),
  }),
  widgets: z.strictObject({
    cookieBanner: z.strictObject({
      label: text,
      text: text,
      privacyLink: text,
      decline: text,
      accept: text,
    }),
    floatingCta: z.strictObject({ label: text, main: text, smallScreen: text }),
    /** Said in a newsletter form's status line when JavaScript posts it. */
    newsletterForm: z.strictObject({ sending: text, thanks: text, failed: text }),
    /** Shown in place of a widget that failed: the words around "reload the page" and the e-mail. */
    errorBoundary: z.strictObject({ title: text, before: text, reload: text, between: text }),
  }),
  /** The e-mail that tells the business about a lead ({form}, {name}, {site} are filled in). */
  leadEmail: z.strictObject({
    forms: z.record(z.string(), text),
    subject: text,
    intro: text,
    reply: text,
    replyShort: text,
    anonymous: text,
    blank: text,
    notRecorded: text,
    summary: z.strictObject({
      form: text,
      formKey: text,
      origin: text,
      received: text,
      leadId: text,
    }),
    ukTime: text,
    /** Labels of fields the server adds to a lead, which no form shows. */
    fields: z.record(z.string(), text),
  }),
  /** What the server answers a post it refuses, and its plain pages and HTTP errors. */
  formAnswers: z.strictObject({
    notSent: text,
    rejected: text,
    unknownForm: text,
    useGet: text,
    usePost: text,
    pages: z.strictObject({
      confirm: z.strictObject({ title: text, text: text }),
      invalid: z.strictObject({ title: text, text: text }),
    }),
    correctErrors: text,
    /** Words every form's fields share: the hidden "Error:" before a message, the trap's label. */
    field: z.strictObject({ errorPrefix: text, honeypot: text, required: text, invalid: text }),
    back: text,
    http: z.strictObject({
      badRequest: text,
      methodNotAllowed: text,
      notFound: text,
      serverError: text,
    }),
  }),
  /** The newsletter's outcomes, its link pages and the confirmation e-mail ({site}, {email}, {submit}). */
  newsletter: z.strictObject({
    /** The title and description of the page the server writes the outcomes into. */
    meta: meta,
    results: z.strictObject({
      subscribe: z.strictObject({ title: text, text: text }),
      pending: z.strictObject({ title: text, text: text }),
      subscribed: z.strictObject({ title: text, text: text }),
      confirmed: z.strictObject({ title: text, text: text }),
      unsubscribed: z.strictObject({ title: text, text: text }),
      expired: z.strictObject({ title: text, text: text }),
      invalid: z.strictObject({ title: text, text: text }),
      "invalid-email": z.strictObject({ title: text }),
      token: z.strictObject({ title: text }),
      "check-email": z.strictObject({ title: text, text: text }),
      confirm: z.strictObject({ title: text, text: text }),
      "over-limit": z.strictObject({ title: text }),
      rejected: z.strictObject({ title: text, text: text }),
    }),
    links: z.strictObject({
      confirm: z.strictObject({ title: text, text: text, button: text }),
      unsubscribe: z.strictObject({ title: text, text: text, button: text }),
    }),
    backToPage: text,
    backHome: text,
    email: z.strictObject({
      subject: text,
      intro: text,
      button: text,
      validity: text,
      unsubscribe: text,
      unsubscribeLink: text,
    }),
  }),
  thankYou: z.strictObject({
    meta: meta,
    eyebrow: text,
    title: text,
    lead: text,
    nextTitle: text,
    steps: z.array(z.strictObject({ title: text, text: text })).min(1),
    buttons: z.array(link).min(1),
  }),
  notFound: z.strictObject({
    meta: meta,
    title: text,
    lead: text,
    buttons: z.array(link).min(1),
  }),
  /** /plan-your-cinema: the page's copy, the worked example and every word the planner shows. */
  planner: z.strictObject({
    meta: meta,
    hero: z.strictObject({ eyebrow: text, title: text, lead: text }),
    /** The invitation on the home page and the home-cinema and media-room pages. */
    teaser: z.strictObject({ eyebrow: text, title: text, text: text, button: text }),
    /** The room the page shows before anything is typed, as a visitor would type it. */
    example: z.strictObject({
      length: text,
      width: text,
      height: text,
      seats: text,
      screen: screenKind,
      aspect: z.enum(["16:9", "2.39:1"]),
      unit: z.enum(["metric", "imperial"]),
      budget: z.string(),
    }),
    widget: z.strictObject({
      formLabel: text,
      noScript: text,
      units: z.strictObject({ label: text, metric: text, imperial: text }),
      fields: z.strictObject(
        Object.fromEntries(
          ["length", "width", "height", "seats"].map((name) => [
            name,
            z.strictObject({
              label: text,
              /** The field's name inside a sentence ("Enter the {name} as a number"). */
              name: text,
              hint: z.strictObject({ metric: text, imperial: text }),
              /** A value to show in "Enter the … as a number, e.g. …", in each unit. */
              example: z.strictObject({ metric: text, imperial: text }),
            }),
          ]),
        ),
      ),
      screen: z.strictObject({ label: text, hint: text, options: exactly(option, 3) }),
      aspect: z.strictObject({ label: text, options: exactly(option, 2), panelHint: text }),
      budget: z.strictObject({ label: text, options: z.array(option).min(2) }),
      problems: z.strictObject({ number: text, "too-small": text, "too-large": text, kept: text }),
      resultHeading: text,
      figures: z.record(z.string(), text),
      notes: z.strictObject(
        Object.fromEntries(
          [
            "front-row-angle",
            "fewer-seats",
            "fewer-seats-length",
            "fewer-seats-ceiling",
            "fewer-seats-picture",
            "fewer-seats-scope",
            "no-overheads",
            "panel-cap",
            "screen-ceiling",
          ].map((key) => [key, text]),
        ),
      ),
      drawings: z.strictObject({ plan: text, section: text, planTitle: text, sectionTitle: text }),
      legend: z.strictObject({ ear: text, overhead: text, sub: text, main: text, sightline: text }),
      /** The disclosure that holds the figures after the first three (screen, seating, package). */
      moreFigures: text,
      /** The table of every seat against the standards. */
      seatsTable: z.record(z.string(), text),
      summary: text,
      /** The figures a designer reads next, after the summary, in the lead e-mail and the CSV. */
      designerSummary: text,
      summaryNoOverheads: text,
      summaryLabel: text,
      budgetLabel: text,
      request: text,
      share: text,
      copied: text,
      copyFailed: text,
      disclaimer: text,
    }),
    request: z.strictObject({ eyebrow: text, title: text, lead: text }),
  }),
  sitemap: z.strictObject({
    meta: meta,
    hero: hero,
    quickLinksTitle: text,
    /**
     * A section lists its own links, or the pages built from other content: the areas, the
     * blog categories or the case studies.
     */
    sections: z
      .array(
        z.union([
          z.strictObject({ title: text, links: z.array(link).min(1) }),
          z.strictObject({ title: text, from: z.enum(["areas", "categories", "projects"]) }),
        ]),
      )
      .min(1),
    quickLinks: z.array(link).min(1),
  }),
};

/** Front matter of one blog post in site/blog/posts/; `date` is checked as the author wrote it. */
export const postSchema = z.strictObject({
  title: text,
  excerpt: text,
  author: text,
  date: z
    .string(or(DATE))
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: DATE, abort: true })
    .refine(isRealDate, {
      error: (issue) => `${DATE}; there is no ${String(issue.input)} in the calendar`,
    }),
  readTime: z.number(or("must be a whole number of minutes, e.g. 6")).int().positive(),
  category: text,
  image: z.union([image, picture]),
  featured: z.boolean(or("must be true or false")).default(false),
});

/**
 * True for a YYYY-MM-DD date that exists: 2024-02-29 does, 2025-02-29 and 2025-13-45 do not.
 * @param {string} date
 */
export function isRealDate(date) {
  const [year, month, day] = date.split("-").map(Number);
  const parsed = new Date(Date.UTC(year ?? NaN, (month ?? NaN) - 1, day ?? NaN));
  return (
    parsed.getUTCFullYear() === year &&
    parsed.getUTCMonth() + 1 === month &&
    parsed.getUTCDate() === day
  );
}

/**
 * Says a field is not one the schema knows, and names the known field it is nearest to when
 * that is a likely misspelling (two letters or a third of them differ, a swap counting two): a key nobody reads would
 * otherwise vanish from the pages without a word.
 * @param {string} key
 * @param {string[]} known
 */
export function unknownKey(key, known) {
  const nearest = known.length ? closest(key, known) : "";
  const likely = nearest && distance(key, nearest) <= Math.max(2, Math.floor(nearest.length / 3));
  return `unknown field "${key}"${likely ? ` — did you mean "${nearest}"?` : ""}`;
}

/**
 * A schema issue in words an author reads: "missing", "must be text", "must have exactly 3 items".
 * Messages written on the schema itself (prices, dates, paths) take precedence.
 * @param {import("zod").z.core.$ZodRawIssue} issue a raw Zod issue
 * @returns {string | undefined}
 */
export function describeIssue(issue) {
  if (issue.input === undefined && issue.code === "invalid_type") return "missing";
  if (issue.code === "unrecognized_keys") {
    // The object the keys were found on names the keys it knows.
    const def = issue.inst?._zod.def;
    const known = def && "shape" in def && def.shape ? Object.keys(def.shape) : [];
    return issue.keys.map((key) => unknownKey(key, known)).join("; ");
  }
  const count = (/** @type {number | bigint} */ n) => `${n} item${n === 1 ? "" : "s"}`;
  switch (issue.code) {
    case "invalid_type":
      return (
        {
          string: "must be text, in double quotes",
          number: "must be a number, without quotes",
          int: "must be a whole number, without quotes",
          boolean: "must be true or false, without quotes",
          array: "must be a list, in [ ]",
          object: "must be a group of fields, in { }",
        }[/** @type {string} */ (issue.expected)] ?? `must be ${issue.expected}`
      );
    case "too_small":
      if (issue.origin === "string") return "must not be empty";
      if (issue.origin === "array")
        return issue.exact
          ? `must have exactly ${count(issue.minimum)}`
          : `must have at least ${count(issue.minimum)}`;
      return issue.inclusive
        ? `must be ${issue.minimum} or more`
        : `must be more than ${issue.minimum}`;
    case "too_big":
      if (issue.origin === "array")
        return issue.exact
          ? `must have exactly ${count(issue.maximum)}`
          : `must have at most ${count(issue.maximum)}`;
      return `must be ${issue.maximum} or less`;
    case "invalid_value":
      return `must be ${issue.values.length > 1 ? "one of: " : ""}${issue.values.map((/** @type {unknown} */ v) => JSON.stringify(v)).join(", ")}`;
    case "invalid_format":
      return "is not written the expected way";
    case "invalid_union":
      return "does not match any of the forms this field can take";
    default:
      return undefined;
  }
}

/**
 * Checks content against its schema; returns the parsed value or throws a ContentError with one
 * problem per mistake, each with its line when `locate` knows it.
 * @param {string} file path shown in the message
 * @template {z.ZodTypeAny} Schema
 * @param {Schema} schema
 * @param {unknown} data
 * @param {(path: PropertyKey[]) => { line: number, column?: number } | undefined} [locate]
 * @returns {z.output<Schema>}
 */
export function check(file, schema, data, locate = () => undefined) {
  const result = schema.safeParse(data, { error: describeIssue });
  if (result.success) return result.data;
  const listName = basename(file).replace(/\.\w+$/, "");
  const problem = (/** @type {PropertyKey[]} */ path, /** @type {string} */ message) => ({
    file,
    ...locate(path),
    field: describePath(path, listName) || undefined,
    message,
  });
  /** @returns {ReturnType<typeof problem>[]} */
  const problems = (
    /** @type {import("zod").z.core.$ZodIssue} */ issue,
    /** @type {PropertyKey[]} */ at,
  ) => {
    const path = [...at, ...issue.path];
    // One problem per unknown key, at the key's own line.
    if (issue.code === "unrecognized_keys")
      return issue.keys.map((key, index) =>
        problem([...path, key], issue.message.split("; ")[index] ?? issue.message),
      );
    // A value that is none of a field's forms is told what the form it is nearest to lacks
    // (a picture from art/ its alt text, rather than an image's width).
    const nearest =
      issue.code === "invalid_union"
        ? [...issue.errors].sort((a, b) => a.length - b.length)[0]
        : undefined;
    if (nearest?.length) return nearest.flatMap((inner) => problems(inner, path));
    return [problem(path, issue.message)];
  };
  throw new ContentError(result.error.issues.flatMap((issue) => problems(issue, [])));
}
