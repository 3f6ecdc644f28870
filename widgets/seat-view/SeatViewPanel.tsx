/**
 * Accessibility criteria:
 * - "See it from a seat" is a real button; the 3D view opens below it and takes nothing from the
 *   page until it is asked for.
 * - The view is an image with a name that says which seat it shows; it takes focus, and the arrow
 *   keys turn the head while it has it. A list chooses the seat, and "Face the screen" turns back.
 * - The seat's figures (its viewing angle and distance) are written beside the view in a polite
 *   live region, so a screen reader hears them whenever the seat changes.
 * - Where WebGL is not available, or the view's code cannot arrive, a sentence says so, and the
 *   plan and section keep showing the design.
 */
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { fillIn } from "../../core/forms/fill-in.ts";
import type { SeatView } from "./open-seat-view.ts";
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

export interface SeatViewWords {
  open: string;
  close: string;
  seat: string;
  /** `{row}` and `{seat}`, counted from the front and from the left facing the screen. */
  seatName: string;
  /** `{name}`: the main seat's entry in the list. */
  mainSeat: string;
  /** `{name}`, `{angle}` (degrees) and `{distance}` (in the planner's unit). */
  figures: string;
  faceScreen: string;
  howTo: string;
  /** `{name}`: the view's accessible name. */
  canvasLabel: string;
  loading: string;
  unsupported: string;
  failed: string;
}

export interface SeatViewPanelProps {
  room: RoomGeometry;
  words: SeatViewWords;
  /** A length in the visitor's unit. */
  formatLength: (metres: number) => string;
}

type State = "closed" | "loading" | "ready" | "unsupported" | "failed";

const sameSeat = (a: SeatRef, b: SeatRef) => a.row === b.row && a.index === b.index;

/** The 3D view of a designed room from a seat, opened on request. */
export function SeatViewPanel({ room, words, formatLength }: SeatViewPanelProps) {
  const id = useId();
  const [state, setState] = useState<State>("closed");
  const [seat, setSeat] = useState<SeatRef>(() => mainSeat(room));
  const canvas = useRef<HTMLCanvasElement>(null);
  const view = useRef<SeatView | undefined>(undefined);
  // The design is recomputed on every keystroke; the scene is rebuilt only when the room differs.
  const roomKey = JSON.stringify(room);
  const stableRoom = useMemo(() => room, [roomKey]); // eslint-disable-line react-hooks/exhaustive-deps -- by value
  const seats = useMemo(() => allSeats(stableRoom), [stableRoom]);
  const main = mainSeat(stableRoom);
  const here = seats.find((each) => sameSeat(each, seat)) ?? main;

  const nameOf = (ref: SeatRef) => {
    const { row, index } = seatAt(stableRoom, ref);
    return fillIn(words.seatName, { row: row + 1, seat: index + 1 });
  };

  const open = state !== "closed";
  useEffect(() => {
    if (!open) return;
    let gone = false;
    import("./open-seat-view.ts")
      .then(({ canDrawWebGL, openSeatView }) => {
        if (gone || !canvas.current) return;
        if (!canDrawWebGL()) return setState("unsupported");
        view.current = openSeatView(canvas.current, stableRoom, here, setSeat);
        setState("ready");
      })
      .catch(() => !gone && setState("failed"));
    return () => {
      gone = true;
      view.current?.dispose();
      view.current = undefined;
    };
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps -- opened once; room and seat follow below

  useEffect(() => view.current?.setRoom(stableRoom), [stableRoom]);
  const choose = (next: SeatRef) => {
    setSeat(next);
    view.current?.sitIn(next);
  };

  const eye = eyeAt(stableRoom, here);
  const figures = fillIn(words.figures, {
    name: nameOf(here),
    angle: Math.round(horizontalAngle(stableRoom, eye)),
    distance: formatLength(distanceToScreen(stableRoom, eye)),
  });
  const key = (ref: SeatRef) => `${ref.row}-${ref.index}`;

  return (
    <div className="seat-view">
      <button
        type="button"
        className="button button--ghost seat-view__toggle"
        aria-expanded={open}
        aria-controls={`${id}-view`}
        onClick={() => setState(open ? "closed" : "loading")}
      >
        {open ? words.close : words.open}
      </button>
      <div id={`${id}-view`} className="seat-view__body" hidden={!open}>
        {(state === "loading" || state === "ready") && (
          <canvas
            ref={canvas}
            className="seat-view__canvas"
            role="img"
            aria-label={fillIn(words.canvasLabel, { name: nameOf(here) })}
            aria-describedby={`${id}-how`}
            // Focusable so the arrow keys can turn the head while it has focus.
            tabIndex={0}
            data-state={state}
          />
        )}
        {state === "loading" && <p className="seat-view__note">{words.loading}</p>}
        {(state === "unsupported" || state === "failed") && (
          <p className="seat-view__note" role="status">
            {state === "unsupported" ? words.unsupported : words.failed}
          </p>
        )}
        {state === "ready" && (
          <div className="seat-view__controls">
            <label htmlFor={`${id}-seat`}>{words.seat}</label>
            <select
              id={`${id}-seat`}
              value={key(here)}
              onChange={(event) => {
                const next = seats.find((each) => key(each) === event.target.value);
                if (next) choose(next);
              }}
            >
              {seats.map((each) => (
                <option key={key(each)} value={key(each)}>
                  {sameSeat(each, main)
                    ? fillIn(words.mainSeat, { name: nameOf(each) })
                    : nameOf(each)}
                </option>
              ))}
            </select>
            <button type="button" className="button button--small" onClick={() => choose(here)}>
              {words.faceScreen}
            </button>
          </div>
        )}
        <p className="seat-view__figures" aria-live="polite">
          {state === "ready" ? figures : ""}
        </p>
        <p id={`${id}-how`} className="seat-view__how">
          {words.howTo}
        </p>
      </div>
    </div>
  );
}
