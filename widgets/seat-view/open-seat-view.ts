/**
 * The seat view: the designed room drawn in 3D from a chosen seat, looking at the screen. It is
 * loaded only when a visitor asks for it (three.js is most of its weight), draws a frame only when
 * something changed (a seat, a look, a size), and answers to a pointer dragged across it and to
 * the arrow keys. The figures for the seat are said in text beside it by the caller.
 */
import {
  ACESFilmicToneMapping,
  PerspectiveCamera,
  Raycaster,
  SRGBColorSpace,
  Vector2,
  WebGLRenderer,
} from "three";
import { buildRoomScene, toScene, type RoomScene } from "./room-scene.ts";
import { clampLook, eyeAt, facingScreen, seatAt, type SeatRef } from "./seat-geometry.ts";
import type { RoomGeometry } from "../../core/room/shapes.ts";

/** The camera's horizontal field of view: about what two eyes take in without turning. */
export const HORIZONTAL_FOV = 75;
/** Degrees of turn per CSS pixel dragged, and per press of an arrow key. */
const DRAG_DEGREES = 0.25;
const KEY_DEGREES = 5;
/** Marks each drawn frame for the Performance panel (and for tests that time one). */
export const FRAME_MEASURE = "seat-view-frame";

export interface SeatView {
  /** The room changed: rebuilds it, keeping the seat where it still exists. */
  setRoom(room: RoomGeometry): void;
  /** Sits in `seat`, facing the screen. */
  sitIn(seat: SeatRef): void;
  /** Turns back to face the screen from the current seat. */
  faceScreen(): void;
  dispose(): void;
}

/** True when this browser can draw WebGL at all (checked before three.js is asked to). */
export function canDrawWebGL(): boolean {
  try {
    const canvas = document.createElement("canvas");
    return !!(canvas.getContext("webgl2") ?? canvas.getContext("webgl"));
  } catch {
    return false;
  }
}

/**
 * Draws `room` into `canvas` from `seat`. `onSeat` hears every seat the visitor moves to, by the
 * list beside the view or by tapping a recliner in it.
 */
export function openSeatView(
  canvas: HTMLCanvasElement,
  room: RoomGeometry,
  seat: SeatRef,
  onSeat: (seat: SeatRef) => void,
): SeatView {
  const renderer = new WebGLRenderer({ canvas, antialias: true, powerPreference: "low-power" });
  renderer.outputColorSpace = SRGBColorSpace;
  renderer.toneMapping = ACESFilmicToneMapping;
  renderer.toneMappingExposure = 1.15;
  const camera = new PerspectiveCamera(50, 16 / 9, 0.05, 60);
  camera.rotation.order = "YXZ";
  let current = room;
  let built: RoomScene = buildRoomScene(room);
  let here = seat;
  let look = { yaw: 0, pitch: 0 };
  let frame = 0;

  const draw = () => {
    frame = 0;
    const width = canvas.clientWidth;
    const height = canvas.clientHeight;
    if (!width || !height) return;
    renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
    if (canvas.width !== Math.round(width * renderer.getPixelRatio()))
      renderer.setSize(width, height, false);
    camera.aspect = width / height;
    // The horizontal field stays the same whatever the canvas's shape; the vertical follows.
    const halfWidth = Math.tan((HORIZONTAL_FOV * Math.PI) / 360);
    camera.fov = (Math.atan(halfWidth / camera.aspect) * 360) / Math.PI;
    camera.updateProjectionMatrix();
    camera.position.set(...toScene(eyeAt(current, here)));
    // Yaw towards +y turns right, which is three.js's negative turn about Y.
    camera.rotation.set((look.pitch * Math.PI) / 180, (-look.yaw * Math.PI) / 180, 0);
    const start = performance.now();
    renderer.render(built.scene, camera);
    performance.measure(FRAME_MEASURE, { start });
  };
  const redraw = () => {
    if (!frame) frame = requestAnimationFrame(draw);
  };

  const sit = (next: SeatRef) => {
    here = next;
    built.sitIn(here);
    look = facingScreen(current, eyeAt(current, here));
    redraw();
  };

  // Dragging turns the head; a tap (no drag) on a recliner sits in it.
  let drag: { x: number; y: number; moved: boolean; start: typeof look } | null = null;
  const raycaster = new Raycaster();
  const onDown = (event: PointerEvent) => {
    drag = { x: event.clientX, y: event.clientY, moved: false, start: look };
    canvas.setPointerCapture(event.pointerId);
  };
  const onMove = (event: PointerEvent) => {
    if (!drag) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (Math.hypot(dx, dy) > 4) drag.moved = true;
    if (!drag.moved) return;
    // Dragging the room to the left turns the head to the right, as dragging a photo sphere does.
    look = clampLook({
      yaw: drag.start.yaw - dx * DRAG_DEGREES,
      pitch: drag.start.pitch + dy * DRAG_DEGREES,
    });
    redraw();
  };
  const onUp = (event: PointerEvent) => {
    const tap = drag && !drag.moved;
    drag = null;
    if (!tap) return;
    const box = canvas.getBoundingClientRect();
    const pointer = new Vector2(
      ((event.clientX - box.left) / box.width) * 2 - 1,
      -((event.clientY - box.top) / box.height) * 2 + 1,
    );
    raycaster.setFromCamera(pointer, camera);
    const hit = raycaster.intersectObjects(
      built.seats.map(({ object }) => object),
      true,
    )[0];
    if (!hit) return;
    const chosen = built.seats.find(({ object }) => {
      let node: typeof hit.object | null = hit.object;
      while (node && node !== object) node = node.parent;
      return node === object;
    });
    if (chosen) {
      sit(chosen.seat);
      onSeat(chosen.seat);
    }
  };
  const onKey = (event: KeyboardEvent) => {
    const turns: Record<string, [number, number]> = {
      ArrowLeft: [-KEY_DEGREES, 0],
      ArrowRight: [KEY_DEGREES, 0],
      ArrowUp: [0, KEY_DEGREES],
      ArrowDown: [0, -KEY_DEGREES],
    };
    const turn = turns[event.key];
    if (!turn) return;
    event.preventDefault();
    look = clampLook({ yaw: look.yaw + turn[0], pitch: look.pitch + turn[1] });
    redraw();
  };
  canvas.addEventListener("pointerdown", onDown);
  canvas.addEventListener("pointermove", onMove);
  canvas.addEventListener("pointerup", onUp);
  canvas.addEventListener("keydown", onKey);
  const resize = new ResizeObserver(redraw);
  resize.observe(canvas);
  sit(seat);

  return {
    setRoom(next) {
      built.dispose();
      current = next;
      built = buildRoomScene(next);
      // The same seat where the new design still has it, otherwise its main seat.
      const { row, index } = seatAt(next, here);
      sit({ row, index });
    },
    sitIn: sit,
    faceScreen() {
      sit(here);
    },
    dispose() {
      if (frame) cancelAnimationFrame(frame);
      resize.disconnect();
      canvas.removeEventListener("pointerdown", onDown);
      canvas.removeEventListener("pointermove", onMove);
      canvas.removeEventListener("pointerup", onUp);
      canvas.removeEventListener("keydown", onKey);
      built.dispose();
      renderer.dispose();
    },
  };
}
