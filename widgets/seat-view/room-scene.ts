/**
 * The designed room as a three.js scene, in the studio's materials and light: a screen wall of
 * dark fabric framed by walnut pilasters over a stage whose lip glows, side walls of fabric panels
 * between pilasters, each with a sconce washing it, a fibre-optic ceiling with warm coves,
 * carpeted risers with step lights, tailored leather recliners at every seat, the speakers as
 * small forms at their places, the main row marked in gold, and the screen glowing with a still
 * of its own. Built from the planner's room only; nothing here decides a size.
 *
 * The light a fitting throws on a wall is painted, not computed: a soft gradient laid over the
 * surface and added to it (as a photograph of the room shows it), so a phone draws the room with
 * a handful of lights.
 *
 * The planner's axes (x from the screen wall to the back, y across to a seated viewer's right, z
 * up) become three.js's (Z, X, Y): the same hand, so nothing is mirrored.
 */
import {
  AdditiveBlending,
  AmbientLight,
  BoxGeometry,
  BufferGeometry,
  CanvasTexture,
  Color,
  CylinderGeometry,
  Float32BufferAttribute,
  Group,
  HemisphereLight,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  Object3D,
  PlaneGeometry,
  PointLight,
  Points,
  PointsMaterial,
  Scene,
  SphereGeometry,
  SpotLight,
  SRGBColorSpace,
} from "three";
import { RoundedBoxGeometry } from "three/examples/jsm/geometries/RoundedBoxGeometry.js";
import { SEAT_FRONT_OF_EYE } from "../../core/room/rules.ts";
import type { RoomGeometry } from "../../core/room/shapes.ts";
import type { Point, SeatRef } from "./seat-geometry.ts";

/** A planner point as a three.js position. */
export function toScene({ x, y, z }: Point): [number, number, number] {
  return [y, z, x];
}

const PALETTE = {
  wall: 0x3a3238,
  fabric: 0x1c181c,
  ceiling: 0x121117,
  carpet: 0x2c2026,
  stage: 0x231a20,
  masking: 0x050507,
  leather: 0x5c1c17,
  stitch: 0x2a0b0a,
  gold: 0xd4b06a,
  grille: 0x101014,
  head: 0x0a0a0d,
  /** The warm white of the lamps, the coves and the stage's lip. */
  lamp: 0xffb76e,
};

/** A texture painted once on a canvas `width` × `height`. */
function painted(
  width: number,
  height: number,
  paint: (context: CanvasRenderingContext2D) => void,
): CanvasTexture {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  paint(canvas.getContext("2d")!);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  return texture;
}

/** Fills `area` (the whole canvas by default) with `gradient` through `stops` ([offset, colour]). */
function fill(
  context: CanvasRenderingContext2D,
  gradient: CanvasGradient,
  stops: [number, string][],
  area: [number, number, number, number] = [0, 0, context.canvas.width, context.canvas.height],
) {
  for (const [offset, colour] of stops) gradient.addColorStop(offset, colour);
  context.fillStyle = gradient;
  context.fillRect(...area);
}

/** White at each opacity of `stops`, for light that takes its colour from the material. */
const white = (stops: [number, number][]): [number, string][] =>
  stops.map(([offset, alpha]) => [offset, `rgba(255, 255, 255, ${alpha})`]);

/** A soft oval of light, brightest at its middle: a sconce's throw up and down its wall. */
const scallop = () =>
  painted(64, 128, (context) => {
    context.setTransform(0.42, 0, 0, 1, 32 * 0.58, 0);
    const light = context.createRadialGradient(32, 64, 0, 32, 64, 64);
    fill(
      context,
      light,
      white([
        [0, 1],
        [0.12, 0.75],
        [0.5, 0.22],
        [1, 0],
      ]),
    );
  });

/** Light falling off from one edge (the top) to nothing: a cove's or a step light's spill. */
const falloff = () =>
  painted(4, 64, (context) => {
    const light = context.createLinearGradient(0, 0, 0, 64);
    fill(
      context,
      light,
      white([
        [0, 1],
        [0.25, 0.4],
        [1, 0],
      ]),
    );
  });

/** The same sequence of numbers in [0, 1) from the same `seed`: a picture drawn alike each time. */
function seeded(seed: number): () => number {
  return () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
}

/** Walnut veneer, its grain running the length of the texture's height. */
const walnut = () =>
  painted(128, 256, (context) => {
    context.fillStyle = "#6a4428";
    context.fillRect(0, 0, 128, 256);
    const next = seeded(11);
    for (let line = 0; line < 90; line++) {
      const x = next() * 128;
      const dark = next() < 0.6;
      context.strokeStyle = dark
        ? `rgba(38, 20, 9, ${0.15 + next() * 0.35})`
        : `rgba(160, 112, 70, ${0.08 + next() * 0.2})`;
      context.lineWidth = 0.5 + next() * 2;
      context.beginPath();
      const sway = 2 + next() * 5;
      const phase = next() * 6;
      for (let y = 0; y <= 256; y += 16) context.lineTo(x + Math.sin(y / 60 + phase) * sway, y);
      context.stroke();
    }
  });

/** Which way a wall faces into the room, in three.js's axes. */
type Facing = "x+" | "x-" | "z+";

/** A quad of light `size` laid over a surface, coloured `color`, added to what is behind it. */
function wash(
  texture: CanvasTexture,
  size: [number, number],
  color: number,
  strength: number,
): Mesh {
  return new Mesh(
    new PlaneGeometry(...size),
    new MeshBasicMaterial({
      map: texture,
      color: new Color(color).multiplyScalar(strength),
      transparent: true,
      blending: AdditiveBlending,
      depthWrite: false,
    }),
  );
}

/**
 * The still the screen shows: a headland and its lighthouse at dusk over a calm sea, drawn once.
 * Every part of it is bright enough to read on any row (nothing darker than a dusk sea), so the
 * picture's edges are where the black border begins.
 */
function dusk(aspect: number): CanvasTexture {
  const width = 768;
  const height = Math.round(width / aspect);
  return painted(width, height, (paint) => {
    const next = seeded(3);
    const horizon = height * 0.6;
    const sunX = width * 0.64;
    fill(
      paint,
      paint.createLinearGradient(0, 0, 0, horizon),
      [
        [0, "#26305c"],
        [0.4, "#5d4a7c"],
        [0.72, "#c0707a"],
        [0.9, "#f0a062"],
        [1, "#ffd092"],
      ],
      [0, 0, width, horizon],
    );
    // Long thin clouds, lit from below, thinning towards the horizon.
    for (let cloud = 0; cloud < 14; cloud++) {
      const y = horizon * (0.12 + next() * 0.62);
      const x = next() * width;
      const long = width * (0.15 + next() * 0.35);
      const tall = 2 + next() * 6;
      paint.save();
      paint.translate(x, y);
      paint.scale(long / tall, 1);
      const warm = y / horizon;
      const lit = `rgba(${Math.round(120 + 130 * warm)}, ${Math.round(90 + 60 * warm)}, ${Math.round(120 - 20 * warm)}, 0.55)`;
      fill(
        paint,
        paint.createRadialGradient(0, 0, 0, 0, 0, tall),
        [
          [0, lit],
          [1, "rgba(80, 60, 100, 0)"],
        ],
        [-tall, -tall, tall * 2, tall * 2],
      );
      paint.restore();
    }
    fill(
      paint,
      paint.createLinearGradient(0, horizon, 0, height),
      [
        [0, "#c98462"],
        [0.3, "#6e5274"],
        [1, "#343660"],
      ],
      [0, horizon, width, height - horizon],
    );
    // The sun at the horizon, its glow over sky and sea.
    fill(paint, paint.createRadialGradient(sunX, horizon, 0, sunX, horizon, width * 0.3), [
      [0, "rgba(255, 240, 205, 1)"],
      [0.04, "rgba(255, 215, 150, 0.8)"],
      [0.3, "rgba(255, 170, 110, 0.3)"],
      [1, "rgba(255, 150, 100, 0)"],
    ]);
    // The sea's swell: light on the wave tops, rows closer together towards the horizon, and the
    // sun's path a broken column of glints widening towards the viewer.
    for (let row = 0; row < 60; row++) {
      const depth = (row + next()) / 60;
      const y = horizon + 2 + (height - horizon - 2) * depth * depth;
      for (let glint = 0; glint < 10; glint++) {
        const spread = 8 + depth * width * 0.12;
        const x = sunX + (next() + next() + next() - 1.5) * spread;
        const near = 1 - Math.min(1, Math.abs(x - sunX) / (spread * 1.2));
        paint.fillStyle = `rgba(255, 222, 170, ${(0.25 + 0.6 * near) * (1 - depth * 0.5)})`;
        paint.fillRect(x, y, 3 + next() * (6 + depth * 30), 1 + depth * 1.5);
      }
      paint.fillStyle = `rgba(255, 200, 180, ${0.05 + next() * 0.06})`;
      paint.fillRect(0, y, width, 1);
    }
    // A headland on the left, and its lighthouse, lit, against the sky.
    paint.fillStyle = "#4d3547";
    paint.beginPath();
    paint.moveTo(0, horizon + 1);
    paint.lineTo(0, horizon - height * 0.19);
    paint.bezierCurveTo(
      width * 0.08,
      horizon - height * 0.21,
      width * 0.16,
      horizon - height * 0.1,
      width * 0.33,
      horizon + 1,
    );
    paint.closePath();
    paint.fill();
    const tower = { x: width * 0.07, top: horizon - height * 0.28 };
    paint.fillStyle = "#d8c8c0";
    paint.fillRect(tower.x - 4, tower.top, 8, height * 0.08);
    fill(
      paint,
      paint.createRadialGradient(tower.x, tower.top, 0, tower.x, tower.top, 14),
      [
        [0, "rgba(255, 246, 215, 1)"],
        [1, "rgba(255, 230, 170, 0)"],
      ],
      [tower.x - 14, tower.top - 14, 28, 28],
    );
  });
}

function box(
  size: [number, number, number],
  at: [number, number, number],
  material: MeshStandardMaterial | MeshBasicMaterial,
): Mesh {
  const mesh = new Mesh(new BoxGeometry(...size), material);
  mesh.position.set(...at);
  return mesh;
}

/**
 * A tailored leather recliner facing the screen, its floor at its origin: a piped seat cushion, a
 * channel-stitched back of three pads, a headrest, padded arms with a brass cup holder in each.
 */
function recliner(
  leather: MeshStandardMaterial,
  stitch: MeshStandardMaterial,
  brass: MeshStandardMaterial,
): Group {
  const chair = new Group();
  const rounded = (w: number, h: number, d: number, radius = 0.05) =>
    new RoundedBoxGeometry(w, h, d, 3, radius);
  const part = (
    geometry: BufferGeometry,
    at: [number, number, number],
    tilt = 0,
    material = leather,
  ) => {
    const mesh = new Mesh(geometry, material);
    mesh.position.set(...at);
    mesh.rotation.x = tilt;
    chair.add(mesh);
    return mesh;
  };
  // Sizes of a cinema recliner: 0.75 m wide over its arms, 0.95 m deep upright.
  part(rounded(0.5, 0.18, 0.6, 0.06), [0, 0.43, 0.02]); // seat cushion
  part(rounded(0.56, 0.32, 0.78, 0.04), [0, 0.17, 0.05]); // base
  // The back leans 12°: three pads stacked along it, a stitched channel between each, and the
  // headrest's top no higher than a seated viewer's head (12 cm over the eyes at 1.1 m), which is
  // all the sightline rule lets stand between the row behind and the picture.
  const lean = -0.21;
  const along = (distance: number): [number, number, number] => [
    0,
    0.56 + distance * Math.cos(lean),
    0.36 - distance * Math.sin(lean),
  ];
  part(rounded(0.54, 0.62, 0.12, 0.04), along(0.28), lean); // back shell
  for (const at of [0.08, 0.24, 0.4]) part(rounded(0.48, 0.15, 0.14, 0.06), along(at), lean);
  part(rounded(0.44, 0.15, 0.17, 0.07), along(0.56), lean); // headrest
  for (const side of [-1, 1]) {
    part(rounded(0.12, 0.46, 0.84, 0.04), [side * 0.315, 0.33, 0.06]); // arm
    part(rounded(0.14, 0.08, 0.8, 0.04), [side * 0.315, 0.58, 0.05]); // its padded top
    part(new CylinderGeometry(0.035, 0.035, 0.012, 20), [side * 0.315, 0.625, -0.24], 0, brass);
  }
  // Piping along the front of the cushion: a darker seam where the panels meet.
  const piping = new Mesh(new CylinderGeometry(0.012, 0.012, 0.5, 8), stitch);
  piping.rotation.z = Math.PI / 2;
  piping.position.set(0, 0.43, -0.28);
  chair.add(piping);
  return chair;
}

/**
 * The fibre-optic ceiling: many faint points of light and a few bright ones, unevenly warm, placed
 * the same way every time.
 */
function starfield(room: RoomGeometry): Group {
  const next = seeded(7);
  const layer = (count: number, size: number, brightness: [number, number]) => {
    const positions: number[] = [];
    const colors: number[] = [];
    for (let star = 0; star < count; star++) {
      positions.push(
        (next() - 0.5) * (room.width - 0.2),
        room.height - 0.005,
        0.3 + next() * (room.length - 0.5),
      );
      const light = brightness[0] + next() * (brightness[1] - brightness[0]);
      colors.push(light, light * (0.9 + next() * 0.08), light * (0.78 + next() * 0.15));
    }
    const geometry = new BufferGeometry();
    geometry.setAttribute("position", new Float32BufferAttribute(positions, 3));
    geometry.setAttribute("color", new Float32BufferAttribute(colors, 3));
    return new Points(
      geometry,
      new PointsMaterial({ size, sizeAttenuation: false, vertexColors: true }),
    );
  };
  const area = room.length * room.width;
  const stars = new Group();
  stars.add(
    layer(Math.round(area * 9), 1.6, [0.25, 0.7]),
    layer(Math.round(area * 1.2), 2.6, [0.8, 1]),
  );
  return stars;
}

export interface RoomScene {
  scene: Scene;
  /** Every recliner, with the seat it stands for, for choosing one by tapping it. */
  seats: { seat: SeatRef; object: Object3D }[];
  /** Shows the heads of the viewers in front of `seat`, and none in the seat itself. */
  sitIn(seat: SeatRef): void;
  dispose(): void;
}

/** Builds the room's scene. */
export function buildRoomScene(room: RoomGeometry): RoomScene {
  const scene = new Scene();
  scene.background = new Color(0x050508);
  const { length, width, height, screen } = room;
  const material = (color: number, roughness: number) =>
    new MeshStandardMaterial({ color, roughness });
  const wall = material(PALETTE.wall, 0.95);
  const fabric = material(PALETTE.fabric, 1);
  const carpet = material(PALETTE.carpet, 1);
  const masking = material(PALETTE.masking, 1);
  const leather = new MeshStandardMaterial({ color: PALETTE.leather, roughness: 0.42 });
  const stitch = material(PALETTE.stitch, 0.6);
  const timber = new MeshStandardMaterial({ map: walnut(), roughness: 0.5 });
  const gold = new MeshStandardMaterial({
    color: PALETTE.gold,
    emissive: PALETTE.gold,
    emissiveIntensity: 0.6,
    metalness: 0.6,
    roughness: 0.35,
  });
  const brass = new MeshStandardMaterial({ color: PALETTE.gold, metalness: 0.8, roughness: 0.3 });
  const grille = material(PALETTE.grille, 0.8);
  const head = material(PALETTE.head, 0.9);
  const glowing = new MeshBasicMaterial({ color: PALETTE.lamp });
  const oval = scallop();
  const fade = falloff();
  /** Light laid on a wall, turned to face into the room along `normal`. */
  const lay = (light: Mesh, at: [number, number, number], normal: Facing) => {
    light.position.set(...at);
    if (normal !== "z+") light.rotation.y = normal === "x+" ? Math.PI / 2 : -Math.PI / 2;
    scene.add(light);
  };

  // Floor, ceiling, back and side walls.
  scene.add(box([width, 0.02, length], [0, -0.01, length / 2], carpet));
  scene.add(
    box([width, 0.02, length], [0, height + 0.01, length / 2], material(PALETTE.ceiling, 1)),
  );
  scene.add(box([width, height, 0.02], [0, height / 2, length + 0.01], wall));
  scene.add(starfield(room));

  // The screen wall: dark fabric flush with the picture (the speakers stand behind it), the
  // picture in a black velvet border, walnut pilasters either side where the room has the width.
  const wallAt = Math.max(0.02, screen.x - 0.03);
  scene.add(box([width, height, 0.02], [0, height / 2, wallAt - 0.01], fabric));
  const still = new Mesh(
    new PlaneGeometry(screen.width, screen.height),
    new MeshBasicMaterial({ map: dusk(screen.width / screen.height), toneMapped: false }),
  );
  const middle = screen.bottom + screen.height / 2;
  still.position.set(0, middle, screen.x);
  scene.add(still);
  scene.add(
    box([screen.width + 0.16, screen.height + 0.16, 0.04], [0, middle, screen.x - 0.025], masking),
  );

  // The stage: across the room under the picture, its lip glowing onto the floor in front.
  const frontRow = room.rows[0];
  const firstSeats = frontRow ? frontRow.x - SEAT_FRONT_OF_EYE : length;
  const stageDepth = Math.min(screen.x + 0.5, firstSeats - 0.8);
  const stageHeight = Math.min(0.3, screen.bottom - 0.2);
  const stage = stageDepth > 0.3 && stageHeight >= 0.1;
  const floorAtWall = stage ? stageHeight : 0;
  if (stage) {
    scene.add(
      box(
        [width, stageHeight, stageDepth],
        [0, stageHeight / 2, stageDepth / 2],
        material(PALETTE.stage, 1),
      ),
    );
    scene.add(box([width, 0.012, 0.012], [0, stageHeight - 0.035, stageDepth + 0.004], glowing));
    lay(
      wash(fade, [width, stageHeight - 0.04], PALETTE.lamp, 0.28),
      [0, (stageHeight - 0.04) / 2, stageDepth + 0.003],
      "z+",
    );
    const spill = wash(fade, [width, 0.7], PALETTE.lamp, 0.2);
    spill.rotation.x = -Math.PI / 2;
    spill.position.set(0, 0.003, stageDepth + 0.35);
    scene.add(spill);
  }

  // A sconce on a wall facing `normal`: its glowing fitting, its light washed up and down the
  // wall behind it; `lamp` lights the room from it too.
  const sconce = ([x, y, z]: [number, number, number], normal: Facing, lamp: boolean) => {
    const [dx, dz] = normal === "z+" ? [0, 1] : [normal === "x+" ? 1 : -1, 0];
    const out = (distance: number): [number, number, number] => [
      x + dx * distance,
      y,
      z + dz * distance,
    ];
    scene.add(box([dz ? 0.1 : 0.06, 0.24, dz ? 0.06 : 0.1], out(0.03), glowing));
    lay(wash(oval, [0.9, 1.9], PALETTE.lamp, 0.55), out(0.004), normal);
    if (lamp) {
      const light = new PointLight(PALETTE.lamp, 2.4, 3.2, 1);
      light.position.set(...out(0.25));
      scene.add(light);
    }
  };

  const pilaster = 0.36;
  const besideScreen = screen.width / 2 + 0.08 + 0.3 + pilaster / 2;
  if (besideScreen + pilaster / 2 < width / 2 - 0.15)
    for (const side of [-1, 1]) {
      const x = side * besideScreen;
      const tall = height - floorAtWall;
      scene.add(box([pilaster, tall, 0.16], [x, floorAtWall + tall / 2, wallAt + 0.08], timber));
      sconce([x, floorAtWall + tall * 0.55, wallAt + 0.16], "z+", false);
    }

  // Side walls: fabric panels between walnut pilasters, a sconce on each, a warm cove above.
  const first = wallAt + 0.9;
  const span = length - 0.5 - first;
  const count = Math.max(2, Math.round(span / 1.5) + 1);
  for (const side of [-1, 1]) {
    const face = side * (width / 2);
    scene.add(box([0.02, height, length], [face + side * 0.01, height / 2, length / 2], fabric));
    for (let at = 0; at < count; at++) {
      const z = first + (span * at) / (count - 1);
      scene.add(box([0.05, height, 0.14], [face - side * 0.025, height / 2, z], timber));
      // Three lamps a side light the room; every pilaster's sconce glows.
      const lit = count <= 3 || at === 0 || at === count - 1 || at === Math.floor(count / 2);
      sconce([face - side * 0.05, height * 0.6, z], side < 0 ? "x+" : "x-", lit);
    }
    scene.add(
      box([0.03, 0.02, length - 0.2], [face - side * 0.04, height - 0.12, length / 2], glowing),
    );
    lay(
      wash(fade, [length, 0.8], PALETTE.lamp, 0.3),
      [face - side * 0.003, height - 0.52, length / 2],
      side < 0 ? "x+" : "x-",
    );
    const cove = wash(fade, [length, 0.7], PALETTE.lamp, 0.22);
    cove.rotation.set(Math.PI / 2, 0, side < 0 ? Math.PI / 2 : -Math.PI / 2);
    cove.position.set(face - side * 0.35, height - 0.003, length / 2);
    scene.add(cove);
  }

  // Risers: each row's floor from its front edge to the next row's, with a step light.
  const frontOf = (row: RoomGeometry["rows"][number]) => row.x - SEAT_FRONT_OF_EYE;
  room.rows.forEach((row, index) => {
    if (row.floor <= 0) return;
    const next = room.rows[index + 1];
    const end = next ? frontOf(next) : length;
    const depth = end - frontOf(row);
    scene.add(box([width, row.floor, depth], [0, row.floor / 2, frontOf(row) + depth / 2], carpet));
    scene.add(box([width - 0.1, 0.012, 0.012], [0, row.floor - 0.03, frontOf(row) - 0.002], gold));
  });
  // The main row: a fine gold line along the floor in front of it.
  const main = room.rows[room.main.row];
  if (main)
    scene.add(box([width * 0.5, 0.004, 0.02], [0, main.floor + 0.003, frontOf(main) + 0.05], gold));

  // A recliner at every seat, facing the screen; a viewer's head where someone sits in front.
  const seats: RoomScene["seats"] = [];
  const heads: { seat: SeatRef; object: Object3D }[] = [];
  const chair = recliner(leather, stitch, brass);
  for (const { row, index, x, y, z } of room.seats) {
    const seat = { row, index };
    const floor = room.rows[row]?.floor ?? 0;
    const copy = chair.clone();
    // The recliner's eyes are 0.25 m ahead of its origin, under the headrest.
    copy.position.set(y, floor, x - 0.25);
    scene.add(copy);
    seats.push({ seat, object: copy });
    const viewer = new Mesh(new SphereGeometry(0.1, 16, 12), head);
    viewer.scale.set(0.82, 1.15, 1);
    // The head's top 12 cm above the eyes, as the sightline rule assumes.
    viewer.position.set(y, z + 0.005, x + 0.06);
    viewer.visible = false;
    scene.add(viewer);
    heads.push({ seat, object: viewer });
  }

  // Speakers as small forms: grilles on the walls, discs in the ceiling, subwoofers on the floor.
  for (const speaker of room.speakers) {
    const [x, y, z] = toScene(speaker);
    if (speaker.kind === "overhead") {
      const disc = new Mesh(new CylinderGeometry(0.12, 0.12, 0.02, 24), grille);
      disc.position.set(x, height - 0.01, z);
      scene.add(disc);
    } else if (speaker.kind === "subwoofer") {
      scene.add(box([0.45, 0.45, 0.45], [x, 0.225, z], grille));
    } else {
      const onSide = Math.abs(Math.abs(speaker.y) - width / 2) < 0.3;
      const size: [number, number, number] = onSide ? [0.08, 0.32, 0.22] : [0.22, 0.32, 0.08];
      scene.add(box(size, [x, y, z], grille));
    }
  }

  // Light: a soft wash for the room and the screen's glow on the seats; the lamps are above.
  scene.add(new HemisphereLight(0xb8a8c8, 0x2a2018, 1.1));
  scene.add(new AmbientLight(0xffffff, 0.2));
  const glow = new SpotLight(0xffc49a, 18, length * 1.6, Math.PI / 2.6, 0.9, 1);
  glow.position.set(0, middle, screen.x + 0.3);
  glow.target.position.set(0, 0.6, length * 0.6);
  scene.add(glow, glow.target);

  return {
    scene,
    seats,
    sitIn(seat) {
      for (const { seat: other, object } of heads) object.visible = other.row < seat.row;
    },
    dispose() {
      scene.traverse((object) => {
        if (object instanceof Mesh || object instanceof Points) {
          (object.geometry as BufferGeometry).dispose();
          const material = object.material as MeshBasicMaterial;
          material.map?.dispose();
          material.dispose();
        }
      });
    },
  };
}
