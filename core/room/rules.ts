/**
 * The design rules of a home cinema, each with where it comes from. Every length is in metres,
 * every angle in degrees. The planner, the server's re-check of a posted room, the case-study
 * drawings and the renders' room sizes all read these; nothing else states them.
 */

export type ScreenKind = "projector-at" | "projector-solid" | "flat-panel";
export type Aspect = "16:9" | "2.39:1";

export const ASPECT_RATIO: Record<Aspect, number> = { "16:9": 16 / 9, "2.39:1": 2.39 };

// --- People and seats --------------------------------------------------------------------------

/** Seated eye height above the floor a seat stands on (a recliner, upright). */
export const EYE_HEIGHT = 1.1;
/**
 * The top of a seated head above the eyes: a sightline must pass this far over the eyes of the
 * row in front to clear the head.
 */
export const HEAD_ABOVE_EYE = 0.12;
/** A cinema recliner is 0.75 to 0.9 m wide; the planner plans on 0.75 m. */
export const SEAT_WIDTH = 0.75;
/** An aisle along one side wall reaches every row: at least 0.5 m clear. */
export const AISLE = 0.5;
/** From one row's eyes to the next: a recliner opened out plus room to pass, 1.8 to 2.0 m. */
export const ROW_PITCH = 1.9;
/** A recliner's footprint, upright: its front edge 0.55 m ahead of the eyes, its back 0.35 m behind. */
export const SEAT_FRONT_OF_EYE = 0.55;
export const SEAT_BACK_OF_EYE = 0.35;
/**
 * The back row's eyes stand this far from the back wall: the seat back 0.35 m behind the eyes and
 * the 0.45 m it travels as it reclines.
 */
export const RECLINE_CLEARANCE = 0.8;
/** RP22 (CEDIA/CTA, level 3): every seat 1.2 m (4 ft) from a wall, where the room allows. */
export const WALL_CLEARANCE = 1.2;
/** Risers go up in 5 cm steps, a joiner's increment. */
export const RISER_STEP = 0.05;
/** Standing headroom kept over the top riser (Building Regulations' 2.0 m clear headroom). */
export const STANDING_HEADROOM = 2.0;
/** The most rows a home cinema is planned with. */
export const MAX_ROWS = 4;

// --- The picture -------------------------------------------------------------------------------

/** SMPTE EG-18: every seat sees the screen fill at least 30° of its view. */
export const MIN_VIEWING_ANGLE = 30;
/** THX: at most about 40° (the front row of an immersive cinema). */
export const MAX_VIEWING_ANGLE = 40;
/** The front row may be let to 45° (a note says so) when that is what gives the seats asked for. */
export const FRONT_ROW_STRETCH_ANGLE = 45;
/** THX: the screen's top edge no more than 15° above any seated eye. */
export const MAX_VERTICAL_ANGLE = 15;
/**
 * Where the main row sits, from the back wall, as a share of the room's length: near 38%, away
 * from the 25% and 50% points where the first two length modes have their pressure nulls.
 */
export const MAIN_ROW_FROM_BACK = 0.38;
export const LENGTH_NULLS_FROM_BACK = [0.25, 0.5] as const;

/**
 * The screen wall. An acoustically transparent screen has the left, centre and right speakers
 * behind it, so it stands 0.45 m off the wall with 0.3 m of masking a side; a solid screen stands
 * at the wall with the speakers beside it (0.5 m a side); a flat panel hangs on the wall.
 */
export const SCREEN_WALL: Record<ScreenKind, { depth: number; sideSpace: number }> = {
  "projector-at": { depth: 0.45, sideSpace: 0.3 },
  "projector-solid": { depth: 0.15, sideSpace: 0.5 },
  "flat-panel": { depth: 0.1, sideSpace: 0.3 },
};
/** A projected image starts 0.6 m above the floor and stops 0.15 m under the ceiling. */
export const SCREEN_BOTTOM = 0.6;
export const SCREEN_TOP_MARGIN = 0.15;
/** A panel is centred on the seated eye, no lower than 0.5 m. */
export const PANEL_BOTTOM_MIN = 0.5;
/** Flat panels that are made, by diagonal in inches (16:9). */
export const FLAT_PANEL_SIZES = [65, 75, 77, 83, 85, 98, 100, 115] as const;
/**
 * Screen gain the light figures assume: a woven acoustically transparent screen about 1.0, a
 * solid white screen 1.3.
 */
export const SCREEN_GAIN: Record<Exclude<ScreenKind, "flat-panel">, number> = {
  "projector-at": 1.0,
  "projector-solid": 1.3,
};
/** SMPTE ST 196: 16 foot-lamberts of white on screen; 30 fL for a bright, HDR-capable picture. */
export const SDR_FOOT_LAMBERTS = 16;
export const HDR_FOOT_LAMBERTS = 30;

// --- Sound -------------------------------------------------------------------------------------

/** Dolby's home Atmos ranges, as angles from straight ahead at the main seat. */
export const DOLBY = {
  /** Left and right at 22° to 30°. */
  front: { min: 22, max: 30, aim: 26 },
  /** Front wides at 50° to 70°. */
  wide: { min: 50, max: 70, aim: 60 },
  /** Side surrounds at 90° to 110°. */
  side: { min: 90, max: 110, aim: 100 },
  /** Rear surrounds at 135° to 150°. */
  rear: { min: 135, max: 150, aim: 142 },
  /** Overheads at 30° to 55° of elevation, ahead of and behind the seats. */
  overhead: { min: 30, max: 55, aim: 45 },
} as const;
/** Overheads need this much ceiling above the seated ears, or they sit on the listeners' heads. */
export const OVERHEAD_MIN_ABOVE_EAR = 1.15;
/** Front wides fill the gap between screen and sides for three rows or more, in a wide room. */
export const WIDES_MIN_WIDTH = 5.5;
/** Surrounds stand 0.6 m above seated ears so every row hears them over the heads beside it. */
export const SURROUND_ABOVE_EAR = 0.6;
/** Reference level: 85 dB of dialogue with 20 dB of headroom for peaks (SMPTE RP 200). */
export const REFERENCE_PEAK_DB = 105;
/** The speaker sensitivity the amplifier figure assumes: 89 dB at 1 W and 1 m. */
export const SPEAKER_SENSITIVITY_DB = 89;
/** The speed of sound in air at 20 °C, m/s. */
export const SPEED_OF_SOUND = 343;
/** A treated cinema's reverberation time, seconds (RT60). */
export const TREATED_RT60 = [0.3, 0.4] as const;

// --- What a visitor may ask for -----------------------------------------------------------------

/** What each input may be; outside these a design means nothing (or no room is that size). */
export const LIMITS = {
  length: { min: 3, max: 15 },
  width: { min: 2.5, max: 12 },
  height: { min: 2, max: 6 },
  seats: { min: 2, max: 16 },
} as const;
