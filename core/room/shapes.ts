/**
 * The one room model's shapes: a room asked for, and the designed room as geometry in metres (x
 * from the screen wall towards the back wall, y across from the room's centre line with the
 * seated viewer's left negative, z up from the floor). The drawings, the planner's figures and a
 * 3D view all read the same geometry.
 */
import type { Aspect, ScreenKind } from "./rules.ts";

export interface RoomInput {
  /** From the screen wall to the back wall. */
  length: number;
  width: number;
  height: number;
  seats: number;
  screen: ScreenKind;
  aspect: Aspect;
}

export interface Screen {
  kind: ScreenKind;
  aspect: Aspect;
  /** The picture's surface, from the screen wall; the picture is centred on y = 0. */
  x: number;
  width: number;
  height: number;
  /** The picture's bottom edge above the floor. */
  bottom: number;
  diagonalInches: number;
}

export interface Row {
  /** The seated eyes, from the screen wall. */
  x: number;
  /** The row's floor above the room's floor (its riser; 0 for the front row). */
  floor: number;
  seats: number;
}

export interface Seat {
  row: number;
  /** Seat number in its row, from the viewer's left, from 0. */
  index: number;
  /** The seated eyes. */
  x: number;
  y: number;
  z: number;
  /** The main listening position (in an even row, the middle two share it). */
  main: boolean;
}

export type SpeakerKind = "screen" | "wide" | "surround" | "overhead" | "subwoofer";

export interface Speaker {
  /** Dolby's name: L, C, R, Lw, Rw, Lss, Rss, Lss2…, Lrs, Rrs, Ltf, Rtf, Ltm, Rtm, Ltr, Rtr, LFE1… */
  id: string;
  kind: SpeakerKind;
  x: number;
  y: number;
  z: number;
}

export interface Layout {
  /** As Dolby writes it: ear level . subwoofers . overheads, e.g. "7.2.4". */
  name: string;
  ear: number;
  subs: number;
  overheads: number;
}

/** A designed or built room, in metres: everything a drawing or a 3D view needs, from one source. */
export interface RoomGeometry {
  length: number;
  width: number;
  height: number;
  screen: Screen;
  rows: Row[];
  seats: Seat[];
  speakers: Speaker[];
  layout: Layout;
  /** The main listening position: its row and its eyes. */
  main: { row: number; x: number; y: number; z: number };
}
