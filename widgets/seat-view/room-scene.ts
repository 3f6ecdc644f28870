/**
 * The designed room as a three.js scene, in the studio's materials and light: dark fabric walls, a
 * fibre-optic ceiling, carpeted risers with step lights, leather recliners at every seat, the
 * speakers as small forms at their places, the main row marked in gold, and the screen glowing
 * with a still of its own. Built from the planner's room only; nothing here decides a size.
 *
 * The planner's axes (x from the screen wall to the back, y across to a seated viewer's right, z
 * up) become three.js's (Z, X, Y): the same hand, so nothing is mirrored.
 */
import {
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
  wall: 0x3a3440,
  seam: 0x221e27,
  ceiling: 0x14131a,
  carpet: 0x2a2230,
  masking: 0x050507,
  leather: 0x4a1614,
  stitch: 0x2a0b0a,
  gold: 0xd4b06a,
  grille: 0x101014,
  head: 0x0a0a0d,
};

/** The still the screen shows: dusk over the sea, drawn once, bright enough to read on any row. */
function dusk(aspect: number): CanvasTexture {
  const width = 640;
  const height = Math.round(width / aspect);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const paint = canvas.getContext("2d")!;
  const horizon = height * 0.58;
  const sky = paint.createLinearGradient(0, 0, 0, horizon);
  sky.addColorStop(0, "#2b3a6e");
  sky.addColorStop(0.45, "#8a5a8c");
  sky.addColorStop(0.8, "#f08a4b");
  sky.addColorStop(1, "#ffc27a");
  paint.fillStyle = sky;
  paint.fillRect(0, 0, width, horizon);
  const sea = paint.createLinearGradient(0, horizon, 0, height);
  sea.addColorStop(0, "#d98a5c");
  sea.addColorStop(0.35, "#6a4a6e");
  sea.addColorStop(1, "#2a2c52");
  paint.fillStyle = sea;
  paint.fillRect(0, horizon, width, height - horizon);
  // The sun setting, and its path on the water.
  const sunX = width * 0.62;
  const glow = paint.createRadialGradient(sunX, horizon, 0, sunX, horizon, width * 0.25);
  glow.addColorStop(0, "rgba(255, 236, 190, 0.95)");
  glow.addColorStop(0.12, "rgba(255, 200, 120, 0.6)");
  glow.addColorStop(1, "rgba(255, 160, 90, 0)");
  paint.fillStyle = glow;
  paint.fillRect(0, 0, width, height);
  paint.fillStyle = "rgba(255, 225, 170, 0.55)";
  for (let line = 0; line < 24; line++) {
    const y = horizon + 4 + line * ((height - horizon) / 26);
    const spread = 14 + line * 5;
    paint.fillRect(sunX - spread / 2 + Math.sin(line * 2.3) * 6, y, spread, 2);
  }
  // A headland on the left, dark against the sky.
  paint.fillStyle = "#3b2a3c";
  paint.beginPath();
  paint.moveTo(0, horizon);
  paint.lineTo(0, horizon - height * 0.16);
  paint.quadraticCurveTo(width * 0.12, horizon - height * 0.2, width * 0.3, horizon);
  paint.closePath();
  paint.fill();
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  return texture;
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

/** A leather recliner facing the screen, its seat's floor at `floor`, centred on `at`. */
function recliner(leather: MeshStandardMaterial, stitch: MeshStandardMaterial): Group {
  const chair = new Group();
  const rounded = (w: number, h: number, d: number, radius = 0.05) =>
    new RoundedBoxGeometry(w, h, d, 3, radius);
  const part = (geometry: BufferGeometry, x: number, y: number, z: number, tilt = 0) => {
    const mesh = new Mesh(geometry, leather);
    mesh.position.set(x, y, z);
    mesh.rotation.x = tilt;
    chair.add(mesh);
    return mesh;
  };
  // Sizes of a cinema recliner: 0.75 m wide over its arms, 0.95 m deep upright.
  part(rounded(0.5, 0.2, 0.6), 0, 0.42, 0.02); // seat cushion
  part(rounded(0.56, 0.3, 0.78, 0.04), 0, 0.17, 0.05); // base
  part(rounded(0.52, 0.72, 0.2), 0, 0.82, 0.38, -0.22); // back
  part(rounded(0.44, 0.2, 0.16), 0, 1.12, 0.47, -0.22); // headrest
  for (const side of [-1, 1]) part(rounded(0.12, 0.5, 0.86, 0.05), side * 0.315, 0.36, 0.06);
  // Piping along the front of the cushion: a darker seam where the panels meet.
  const piping = new Mesh(new CylinderGeometry(0.012, 0.012, 0.5, 8), stitch);
  piping.rotation.z = Math.PI / 2;
  piping.position.set(0, 0.42, -0.28);
  chair.add(piping);
  return chair;
}

/** The fibre-optic ceiling: a few hundred points of light, placed the same way every time. */
function starfield(room: RoomGeometry): Points {
  const positions: number[] = [];
  let seed = 7;
  const next = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const count = Math.round(room.length * room.width * 14);
  for (let star = 0; star < count; star++)
    positions.push(
      (next() - 0.5) * (room.width - 0.2),
      room.height - 0.005,
      0.3 + next() * (room.length - 0.5),
    );
  const geometry = new BufferGeometry();
  geometry.setAttribute("position", new Float32BufferAttribute(positions, 3));
  return new Points(
    geometry,
    new PointsMaterial({ color: 0xfff3da, size: 2.2, sizeAttenuation: false }),
  );
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
  const { length, width, height } = room;
  const wall = new MeshStandardMaterial({ color: PALETTE.wall, roughness: 0.95 });
  const seam = new MeshStandardMaterial({ color: PALETTE.seam, roughness: 1 });
  const carpet = new MeshStandardMaterial({ color: PALETTE.carpet, roughness: 1 });
  const masking = new MeshStandardMaterial({ color: PALETTE.masking, roughness: 1 });
  const leather = new MeshStandardMaterial({ color: PALETTE.leather, roughness: 0.58 });
  const stitch = new MeshStandardMaterial({ color: PALETTE.stitch, roughness: 0.6 });
  const gold = new MeshStandardMaterial({
    color: PALETTE.gold,
    emissive: PALETTE.gold,
    emissiveIntensity: 0.6,
    metalness: 0.6,
    roughness: 0.35,
  });
  const grille = new MeshStandardMaterial({ color: PALETTE.grille, roughness: 0.8 });
  const head = new MeshStandardMaterial({ color: PALETTE.head, roughness: 0.9 });

  // Floor, ceiling and walls, the front wall in black velvet around the screen.
  scene.add(box([width, 0.02, length], [0, -0.01, length / 2], carpet));
  scene.add(
    box(
      [width, 0.02, length],
      [0, height + 0.01, length / 2],
      new MeshStandardMaterial({
        color: PALETTE.ceiling,
        roughness: 1,
      }),
    ),
  );
  scene.add(box([width, height, 0.02], [0, height / 2, -0.01], masking));
  scene.add(box([width, height, 0.02], [0, height / 2, length + 0.01], wall));
  for (const side of [-1, 1]) {
    scene.add(
      box([0.02, height, length], [side * (width / 2 + 0.01), height / 2, length / 2], wall),
    );
    // Fabric panels 1.2 m wide, their seams a shade darker.
    for (let x = 1.2; x < length; x += 1.2)
      scene.add(box([0.01, height, 0.02], [side * (width / 2 - 0.001), height / 2, x], seam));
  }
  scene.add(starfield(room));

  // The screen: the still on its surface, a black border around it.
  const { screen } = room;
  const still = new Mesh(
    new PlaneGeometry(screen.width, screen.height),
    new MeshBasicMaterial({ map: dusk(screen.width / screen.height), toneMapped: false }),
  );
  still.position.set(0, screen.bottom + screen.height / 2, screen.x);
  scene.add(still);
  scene.add(
    box(
      [screen.width + 0.16, screen.height + 0.16, 0.04],
      [0, screen.bottom + screen.height / 2, screen.x - 0.025],
      masking,
    ),
  );

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
  const chair = recliner(leather, stitch);
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

  // Light: a soft wash for the room, the screen's glow on the seats, warm wall lights whose
  // fittings glow, and a cove of warm light along the top of each side wall.
  scene.add(new HemisphereLight(0xb8a8c8, 0x2a2018, 1.4));
  scene.add(new AmbientLight(0xffffff, 0.25));
  const glow = new SpotLight(0xffc49a, 18, length * 1.6, Math.PI / 2.6, 0.9, 1);
  glow.position.set(0, screen.bottom + screen.height / 2, screen.x + 0.3);
  glow.target.position.set(0, 0.6, length * 0.6);
  scene.add(glow, glow.target);
  const fitting = new MeshStandardMaterial({
    color: PALETTE.gold,
    emissive: 0xffc680,
    emissiveIntensity: 1.4,
    metalness: 0.5,
    roughness: 0.4,
  });
  const cove = new MeshBasicMaterial({ color: 0xffb46a });
  for (const side of [-1, 1]) {
    const wallX = side * (width / 2 - 0.04);
    scene.add(box([0.03, 0.02, length - 0.2], [wallX, height - 0.12, length / 2], cove));
    for (const at of [0.3, 0.55, 0.8]) {
      const lamp = new PointLight(0xffb070, 3, 3.5, 1);
      lamp.position.set(side * (width / 2 - 0.2), height * 0.62, length * at);
      scene.add(lamp);
      scene.add(box([0.06, 0.22, 0.1], [wallX, height * 0.62, length * at], fitting));
    }
  }

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
