/**
 * Accessibility criteria:
 * - Every field has a visible label and a hint tied to it with `aria-describedby`; a problem is
 *   shown beside its field once the field is left (never while a visitor is still typing), starts
 *   with a visually hidden "Error:", marks the field `aria-invalid` and joins its description.
 * - The design never goes blank: while a field holds something that is not a room, the last room
 *   that could be designed stays on screen, and a line says so.
 * - The unit switch is a pair of toggle buttons (`aria-pressed`) in a labelled group.
 * - Each drawing is an image with a name; the same design is written out in words under them.
 * - The design's headline is announced politely when a field is left or a choice is made, not
 *   at every keystroke; "Link copied" is announced in the same way.
 * - Built at build time with the worked example, so the page reads and shows a design without
 *   script; without script the fields, which could do nothing, are hidden by the stylesheet.
 */
import { useEffect, useId, useRef, useState, type ComponentType } from "react";
import { entryFromQuery, roomQuery, type PlannerEntry } from "../../core/room/planner-link.ts";
import { designCinema } from "../../core/room/design.ts";
import { checkRoom } from "../../core/room/input.ts";
import { readingsOf } from "../../core/room/readings.ts";
import {
  figuresOf,
  lengthText,
  notesOf,
  problemText,
  seatRows,
  summaryOf,
  type Figure,
  type PlannerCopy,
  type PlannerPackage,
} from "../../core/room/summary.ts";
import type { RoomInput } from "../../core/room/shapes.ts";
import { formatLength, parseLength, type Unit } from "../../core/room/units.ts";
import { legendItems, planSvg, sectionSvg } from "../../drawings/room-drawing.ts";
import { fillIn } from "../../core/forms/fill-in.ts";
import type { SeatViewPanelProps } from "../seat-view/SeatViewPanel.tsx";
import { REQUEST_ATTRIBUTE, requestConsultation } from "./request.ts";

export interface CinemaPlannerProps {
  copy: PlannerCopy;
  /** The worked example shown before anything is typed. */
  example: PlannerEntry;
  /** The home-cinema packages, smallest first. */
  packages: PlannerPackage[];
  /**
   * The consultation form that a design is sent with (a CSS selector for `<consultation-form>`),
   * read from the element's attribute by the request link (`request.ts`).
   */
  form?: string;
  /** Where "Request a consultation for this room" takes the visitor (the form's section). */
  requestHref?: string;
  /**
   * The words of the 3D view's button and of its arrival; without them the planner offers no 3D
   * view. The view brings the rest of its words with its code.
   */
  seatView?: { open: string; close: string; loading: string; failed: string };
}

/** What a client reads first: the picture, who it seats and what it costs. A designer's figures
    (angles, risers, modes, light, power) follow under a disclosure. */
const LEAD_FIGURES: readonly Figure["key"][] = ["screen", "seating", "package"];

function figureItem(figure: Figure) {
  return (
    <div key={figure.key} className="planner__figure" data-figure={figure.key}>
      <dt>{figure.label}</dt>
      <dd>
        <span className="planner__value">{figure.value}</span>
        {figure.detail && <span className="planner__detail">{figure.detail}</span>}
      </dd>
    </div>
  );
}

const LENGTHS = ["length", "width", "height"] as const;
const NUMBERS = [...LENGTHS, "seats"] as const;
type NumberField = (typeof NUMBERS)[number];

/** The attribute the page's loader sets while it brings the planner in for a design's address. */
export const RESTORING = "data-restoring";

export function CinemaPlanner({
  copy,
  example,
  packages,
  requestHref = "#planner-request",
  seatView,
}: CinemaPlannerProps) {
  const id = useId();
  const [entry, setEntry] = useState<PlannerEntry>(example);
  const [left, setLeft] = useState<Partial<Record<NumberField, boolean>>>({});
  const [changed, setChanged] = useState(false);
  const [announced, setAnnounced] = useState("");
  const [shareStatus, setShareStatus] = useState("");
  const root = useRef<HTMLDivElement>(null);
  // Whether the 3D view is open, and its code once it has arrived.
  const [viewOpen, setViewOpen] = useState(false);
  const [Panel, setPanel] = useState<ComponentType<SeatViewPanelProps> | "failed" | null>(null);

  const checked = checkRoom(entry);
  // The last room that could be designed: the example's until the visitor enters one of their own.
  const lastGood = useRef<RoomInput>(checkRoom(example).room!);
  if (checked.room) lastGood.current = checked.room;
  const room = checked.room ?? lastGood.current;
  const unit = entry.unit;
  const design = designCinema(room);
  const readings = readingsOf(design);
  const summary = summaryOf(design, copy, unit, packages, readings);
  const query = roomQuery(room, unit, entry.budget);
  const figures = figuresOf(design, copy, unit, packages, readings);
  const notes = notesOf(design, copy, unit);
  const seatTable = seatRows(readings, copy, unit);
  const headline = ["screen", "seating", "sound"].map(
    (key) => figures.find((figure) => figure.key === key)!.value,
  );

  // A design's address opens that design: read once, after the built example has been adopted.
  useEffect(() => {
    const host = root.current?.closest("cinema-planner");
    const fromAddress = entryFromQuery(window.location.search);
    if (fromAddress) {
      setEntry(fromAddress);
      setLeft({ length: true, width: true, height: true, seats: true });
    }
    host?.removeAttribute(RESTORING);
  }, []);

  // Once the visitor has changed anything, the address follows the design they see.
  useEffect(() => {
    if (!changed) return;
    const url = new URL(window.location.href);
    url.search = query;
    window.history.replaceState(window.history.state, "", url);
  }, [changed, query]);

  const change = (patch: Partial<PlannerEntry>) => {
    setEntry((current) => ({ ...current, ...patch }));
    setChanged(true);
    setShareStatus("");
  };
  const leave = (field: NumberField) => {
    setLeft((current) => ({ ...current, [field]: true }));
    setAnnounced(summary);
  };

  const switchUnit = (next: Unit) => {
    if (next === unit) return;
    // Each length that reads in the old unit is rewritten in the new one; anything else stays.
    const converted = Object.fromEntries(
      LENGTHS.map((name) => {
        const metres = parseLength(entry[name], unit);
        return [name, Number.isFinite(metres) ? formatLength(metres, next) : entry[name]];
      }),
    );
    change({ ...converted, unit: next });
  };

  const share = async () => {
    try {
      const url = new URL(window.location.href);
      url.search = query;
      url.hash = "";
      await navigator.clipboard.writeText(url.href);
      setShareStatus(copy.copied);
    } catch {
      setShareStatus(copy.copyFailed);
    }
  };

  const fieldId = (name: string) => `${id}-${name}`;
  const problemOf = (name: NumberField) => {
    const problem = checked.problems[name];
    return left[name] && problem ? problemText(name, problem, copy, unit) : "";
  };
  const anyShown = NUMBERS.some((name) => problemOf(name));

  const numberField = (name: NumberField) => {
    const words = copy.fields[name];
    const problem = problemOf(name);
    const describedBy = [`${fieldId(name)}-hint`, problem && `${fieldId(name)}-error`]
      .filter(Boolean)
      .join(" ");
    return (
      <div className={`field planner__field${problem ? " planner__field--error" : ""}`} key={name}>
        <label htmlFor={fieldId(name)}>{words.label}</label>
        <p className="planner__hint" id={`${fieldId(name)}-hint`}>
          {words.hint[unit]}
        </p>
        <input
          id={fieldId(name)}
          name={name}
          type="text"
          inputMode={name === "seats" ? "numeric" : unit === "metric" ? "decimal" : "text"}
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          value={entry[name]}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => change({ [name]: event.target.value })}
          onBlur={() => leave(name)}
        />
        <p className="planner__error" id={problem ? `${fieldId(name)}-error` : undefined}>
          {problem && (
            <>
              <span className="visually-hidden">Error: </span>
              {problem}
            </>
          )}
        </p>
      </div>
    );
  };

  const select = (
    name: "screen" | "aspect" | "budget",
    options: { value: string; label: string }[],
    extra: { disabled?: boolean; hint?: string } = {},
  ) => (
    <div className="field planner__field" key={name}>
      <label htmlFor={fieldId(name)}>{copy[name].label}</label>
      {extra.hint && (
        <p className="planner__hint" id={`${fieldId(name)}-hint`}>
          {extra.hint}
        </p>
      )}
      <select
        id={fieldId(name)}
        name={name}
        value={entry[name]}
        disabled={extra.disabled}
        aria-describedby={extra.hint ? `${fieldId(name)}-hint` : undefined}
        onChange={(event) => {
          change({ [name]: event.target.value });
          setAnnounced("");
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );

  const panel = entry.screen === "flat-panel";

  const toggleView = () => {
    setViewOpen(!viewOpen);
    if (viewOpen || typeof Panel === "function") return;
    // The 3D view's code (three.js is most of it) is fetched only now, on the visitor's request.
    setPanel(null);
    import("../seat-view/SeatViewPanel.tsx").then(
      ({ SeatViewPanel }) => setPanel(() => SeatViewPanel),
      () => setPanel("failed"),
    );
  };

  return (
    <div className="planner" ref={root}>
      <p className="planner__no-script">{copy.noScript}</p>
      {/* The design at a glance, first and large; on a phone it stays in view while a field is
          being edited, so the visitor sees what their change did. */}
      <h2 id={`${id}-result`} className="planner__heading planner__design">
        {copy.resultHeading}
      </h2>
      <div className="planner__glance planner__design">
        <p className="planner__headline" data-headline="">
          {headline.join(" · ")}
        </p>
        <figure className="drawing planner__plan">
          <div
            dangerouslySetInnerHTML={{
              __html: planSvg(
                design,
                fillIn(copy.drawings.planTitle, { summary: headline.join(", ") }),
                { angles: true },
              ),
            }}
          />
          <figcaption>{copy.drawings.plan}</figcaption>
        </figure>
      </div>
      <div className="planner__more planner__design">
        <figure className="drawing planner__section">
          <div
            dangerouslySetInnerHTML={{
              __html: sectionSvg(design, copy.drawings.sectionTitle),
            }}
          />
          <figcaption>{copy.drawings.section}</figcaption>
        </figure>
        {seatView && (
          <div className="seat-view">
            <button
              type="button"
              className="button button--ghost seat-view__toggle"
              aria-expanded={viewOpen}
              aria-controls={`${id}-view`}
              onClick={toggleView}
            >
              {viewOpen ? seatView.close : seatView.open}
            </button>
            <div id={`${id}-view`} className="seat-view__body" hidden={!viewOpen}>
              {viewOpen &&
                (typeof Panel === "function" ? (
                  <Panel room={design} formatLength={(metres) => lengthText(metres, unit)} />
                ) : (
                  <p className="seat-view__note" role="status">
                    {Panel === "failed" ? seatView.failed : seatView.loading}
                  </p>
                ))}
            </div>
          </div>
        )}
        <ul
          role="list"
          className="plain-list drawing-legend"
          dangerouslySetInnerHTML={{ __html: legendItems(copy.legend) }}
        />
      </div>
      <form
        className="planner__form"
        aria-label={copy.formLabel}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="planner__units" role="group" aria-labelledby={`${id}-units`}>
          <span id={`${id}-units`}>{copy.units.label}</span>
          {(["metric", "imperial"] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={unit === value}
              onClick={() => switchUnit(value)}
            >
              {copy.units[value]}
            </button>
          ))}
        </div>
        <div className="planner__dimensions">{NUMBERS.map(numberField)}</div>
        {select("screen", copy.screen.options, { hint: copy.screen.hint })}
        {select("aspect", copy.aspect.options, {
          disabled: panel,
          hint: panel ? copy.aspect.panelHint : undefined,
        })}
        {select("budget", copy.budget.options)}
        <p className="planner__kept" role="status">
          {anyShown || (!checked.room && Object.keys(left).length) ? copy.problems.kept : ""}
        </p>
      </form>

      <section className="planner__result planner__design" aria-labelledby={`${id}-result`}>
        {notes.length > 0 && (
          <ul className="planner__notes" role="list">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        )}
        <dl className="planner__figures planner__figures--lead">
          {figures.filter((figure) => LEAD_FIGURES.includes(figure.key)).map(figureItem)}
        </dl>
        <details className="planner__disclosure">
          <summary>{copy.moreFigures}</summary>
          <dl className="planner__figures">
            {figures.filter((figure) => !LEAD_FIGURES.includes(figure.key)).map(figureItem)}
          </dl>
        </details>
        <details className="planner__disclosure">
          <summary>{copy.seatsTable.summary}</summary>
          <div className="planner__table">
            <table>
              <caption className="visually-hidden">{copy.seatsTable.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{copy.seatsTable.row}</th>
                  <th scope="col">{copy.seatsTable.seat}</th>
                  <th scope="col">{copy.seatsTable.viewing}</th>
                  <th scope="col">{copy.seatsTable.vertical}</th>
                  <th scope="col">{copy.seatsTable.clearance}</th>
                  <th scope="col">{copy.seatsTable.front}</th>
                  <th scope="col">{copy.seatsTable.surround}</th>
                </tr>
              </thead>
              <tbody>
                {seatTable.map((seat) => (
                  <tr key={seat.key} className={seat.worst ? "planner__worst" : undefined}>
                    <td>{seat.row}</td>
                    <td>{seat.seat}</td>
                    <td>{seat.viewing}</td>
                    <td>{seat.vertical}</td>
                    <td>{seat.clearance}</td>
                    <td>{seat.front}</td>
                    <td>{seat.surround}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
        {/* The whole design in one paragraph, a designer's words: under a disclosure beside the
            figures, as the request carries it. */}
        <details className="planner__disclosure planner__words">
          <summary>{copy.summaryLabel}</summary>
          <p>{summary}</p>
        </details>
        <p className="visually-hidden" aria-live="polite">
          {announced}
        </p>
        <div className="planner__actions">
          <a
            className="button"
            href={requestHref}
            {...{ [REQUEST_ATTRIBUTE]: "" }}
            data-room={query}
            onClick={(event) => {
              event.preventDefault();
              requestConsultation(event.currentTarget);
            }}
          >
            {copy.request}
          </a>
          <button type="button" className="button button--ghost" onClick={() => void share()}>
            {copy.share}
          </button>
        </div>
        <p className="planner__share-status" role="status">
          {shareStatus}
        </p>
        <p className="planner__disclaimer">{copy.disclaimer}</p>
      </section>
    </div>
  );
}
