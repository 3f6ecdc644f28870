/**
 * Accessibility criteria:
 * - The planner's "See it from a seat" button opens this panel; the panel and its 3D code arrive
 *   together, only then.
 * - The view is an image with a name that says which seat it shows; it takes focus, and the arrow
 *   keys turn the head while it has it. A list chooses the seat (the keyboard's way; a pointer may
 *   also tap a recliner in the view or a seat on the plan), and "Face the screen" turns back.
 * - The seat's figures (its viewing angle and distance) are written beside the view in a polite
 *   live region, so a screen reader hears them whenever the seat changes.
 * - Where WebGL is not available a sentence says so, and the plan and section keep showing the
 *   design.
 */
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { fillIn } from "../../core/forms/fill-in.ts";
import { seatView as words } from "../../core/content/words.ts";
import { canDrawWebGL, openSeatView, type SeatView } from "./open-seat-view.ts";
import {
  allSeats,
  distanceToScreen,
  eyeAt,
  horizontalAngle,
  mainSeat,
  seatAt,
  type SeatRef,
} from "./seat-geometry.ts";
import type { RoomGeometry } from "../../core/room/shapes.ts";

export interface SeatViewPanelProps {
  room: RoomGeometry;
  /** A length in the visitor's unit. */
  formatLength: (metres: number) => string;
}

const keyOf = (ref: SeatRef) => `${ref.row}-${ref.index}`;

/**
 * The seats of the planner's plan drawing (the `<figure>` beside this panel), in the order of the
 * room's seats: the plan draws one `rect.seat` for each, in that order.
 */
function planSeats(from: Element | null): { plan: Element; seats: Element[] } | undefined {
  const plan = from?.closest(".planner")?.querySelector(".planner__plan");
  return plan ? { plan, seats: [...plan.querySelectorAll("rect.seat")] } : undefined;
}

/**
 * The 3D view of a designed room from a seat, with its seat list and the seat's figures. While it
 * is open, the planner's plan takes part: a seat tapped there is sat in, and the chosen seat is
 * marked on it.
 */
export function SeatViewPanel({ room, formatLength }: SeatViewPanelProps) {
  const id = useId();
  const [supported] = useState(canDrawWebGL);
  const [seat, setSeat] = useState<SeatRef>(() => mainSeat(room));
  const canvas = useRef<HTMLCanvasElement>(null);
  const view = useRef<SeatView | undefined>(undefined);
  // The design is recomputed on every keystroke; the scene is rebuilt only when the room differs.
  const roomKey = JSON.stringify(room);
  const stableRoom = useMemo(() => room, [roomKey]); // eslint-disable-line react-hooks/exhaustive-deps -- by value
  const seats = useMemo(() => allSeats(stableRoom), [stableRoom]);
  const main = mainSeat(stableRoom);
  const here: SeatRef = (({ row, index }) => ({ row, index }))(seatAt(stableRoom, seat));

  const nameOf = (ref: SeatRef) => {
    const { row, index } = seatAt(stableRoom, ref);
    return fillIn(words.seatName, { row: row + 1, seat: index + 1 });
  };

  useEffect(() => {
    if (!supported || !canvas.current) return;
    view.current = openSeatView(canvas.current, stableRoom, here, setSeat);
    return () => {
      view.current?.dispose();
      view.current = undefined;
    };
  }, [supported]); // eslint-disable-line react-hooks/exhaustive-deps -- opened once; room and seat follow below

  useEffect(() => view.current?.setRoom(stableRoom), [stableRoom]);
  useEffect(() => view.current?.sitIn(here), [keyOf(here)]); // eslint-disable-line react-hooks/exhaustive-deps -- by value

  // A tap on a seat of the plan sits in it (the seat list is the keyboard's way to the same).
  useEffect(() => {
    const drawing = planSeats(canvas.current);
    if (!drawing) return;
    const pick = (event: Event) => {
      const tapped = (event.target as Element).closest("rect.seat");
      if (!tapped) return;
      const at = planSeats(canvas.current)?.seats.indexOf(tapped) ?? -1;
      const picked = stableRoom.seats[at];
      if (picked) setSeat({ row: picked.row, index: picked.index });
    };
    drawing.plan.setAttribute("data-choosing", "");
    drawing.plan.addEventListener("click", pick);
    return () => {
      // Closed (or redesigned, and marked again below): the plan is the planner's own again.
      drawing.plan.removeAttribute("data-choosing");
      drawing.plan.removeEventListener("click", pick);
      for (const each of drawing.plan.querySelectorAll(".seat--chosen"))
        each.classList.remove("seat--chosen");
    };
  }, [stableRoom]);
  // The plan is redrawn with every design: the chosen seat is marked again after each.
  useEffect(() => {
    planSeats(canvas.current)?.seats.forEach((each, at) => {
      const one = stableRoom.seats[at];
      each.classList.toggle("seat--chosen", !!one && keyOf(one) === keyOf(here));
    });
  });

  if (!supported)
    return (
      <p className="seat-view__note" role="status">
        {words.unsupported}
      </p>
    );

  const eye = eyeAt(stableRoom, here);
  const figures = fillIn(words.figures, {
    name: nameOf(here),
    angle: Math.round(horizontalAngle(stableRoom, eye)),
    distance: formatLength(distanceToScreen(stableRoom, eye)),
  });

  return (
    <>
      <canvas
        ref={canvas}
        className="seat-view__canvas"
        role="img"
        aria-label={fillIn(words.canvasLabel, { name: nameOf(here) })}
        aria-describedby={`${id}-how`}
        // Focusable so the arrow keys can turn the head while it has focus.
        tabIndex={0}
        data-state="ready"
      />
      <div className="seat-view__controls">
        <div className="field seat-view__seat">
          <label htmlFor={`${id}-seat`}>{words.seat}</label>
          <select
            id={`${id}-seat`}
            value={keyOf(here)}
            onChange={(event) => {
              const next = seats.find((each) => keyOf(each) === event.target.value);
              if (next) setSeat(next);
            }}
          >
            {seats.map((each) => (
              <option key={keyOf(each)} value={keyOf(each)}>
                {keyOf(each) === keyOf(main)
                  ? fillIn(words.mainSeat, { name: nameOf(each) })
                  : nameOf(each)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="button button--small"
          onClick={() => view.current?.faceScreen()}
        >
          {words.faceScreen}
        </button>
      </div>
      <p className="seat-view__figures" aria-live="polite">
        {figures}
      </p>
      <p id={`${id}-how`} className="seat-view__how">
        {words.howTo}
      </p>
    </>
  );
}
