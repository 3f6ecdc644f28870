/**
 * The shape of each content file in `site/_data/` as its JSON is written, and as a reader of the
 * checked file receives it (`checkDataFile` in `check-content.js`: facts filled, which keeps every
 * shape, and the computed "from" prices added). Types only: code takes the words themselves from
 * `words.ts`, where their facts are filled.
 */
export interface ContentFiles {
  about: typeof import("../../site/_data/about.json");
  acknowledgement: typeof import("../../site/_data/acknowledgement.json");
  areaPages: typeof import("../../site/_data/areaPages.json");
  areas: typeof import("../../site/_data/areas.json");
  blog: typeof import("../../site/_data/blog.json");
  claims: typeof import("../../site/_data/claims.json");
  common: typeof import("../../site/_data/common.json");
  consultationForm: typeof import("../../site/_data/consultationForm.json");
  contact: typeof import("../../site/_data/contact.json");
  diagrams: typeof import("../../site/_data/diagrams.json");
  formAnswers: typeof import("../../site/_data/formAnswers.json");
  home: typeof import("../../site/_data/home.json");
  homeCinema: typeof import("../../site/_data/homeCinema.json");
  hours: typeof import("../../site/_data/hours.json");
  leadEmail: typeof import("../../site/_data/leadEmail.json");
  mediaRoom: typeof import("../../site/_data/mediaRoom.json");
  nav: typeof import("../../site/_data/nav.json");
  newsletter: typeof import("../../site/_data/newsletter.json");
  notFound: typeof import("../../site/_data/notFound.json");
  planner: typeof import("../../site/_data/planner.json");
  portfolio: typeof import("../../site/_data/portfolio.json");
  projects: typeof import("../../site/_data/projects.json");
  screenSizes: typeof import("../../site/_data/screenSizes.json");
  seatView: typeof import("../../site/_data/seatView.json");
  services: typeof import("../../site/_data/services.json");
  site: typeof import("../../site/_data/site.json");
  sitemap: typeof import("../../site/_data/sitemap.json");
  smartHome: typeof import("../../site/_data/smartHome.json");
  team: typeof import("../../site/_data/team.json");
  testimonials: typeof import("../../site/_data/testimonials.json");
  thankYou: typeof import("../../site/_data/thankYou.json");
  widgets: typeof import("../../site/_data/widgets.json");
}

/** A file with packages gains `from`, the lowest of their prices. */
type Priced<T> = T extends { packages: readonly { price: number }[] } ? T & { from: number } : T;
/** Each service in services.json gains `from`, the lowest price of the file its `packages` names. */
type ServicesPriced<T> = T extends { core: readonly (infer Service)[] }
  ? Omit<T, "core"> & { core: (Service & { from: number })[] }
  : T;

/** A content file by name, as `checkDataFile` returns it. */
export type CheckedContent<Name extends keyof ContentFiles> = ServicesPriced<
  Priced<ContentFiles[Name]>
>;
