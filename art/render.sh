#!/usr/bin/env bash
# Re-render the visualisations from the scene scripts. A run never touches art/renders/: it writes
# each frame's PNG and its JPEG to $FRAMES/<room>/ (default /tmp/aurum-frames). Look at the JPEG,
# then keep it, which copies it into art/renders/.
#   bash art/render.sh                                   every room, every view
#   bash art/render.sh hampstead-basement-theatre [view ...]
#   PREVIEW=1 bash art/render.sh windsor-16-seat-theatre  a third of the size, 4 samples, PNG only
#   DRAFT=1 bash art/render.sh windsor-16-seat-theatre    the same in flat Workbench colours, seconds
#   bash art/render.sh --keep view [view ...]            copy looked-at frames into art/renders/
#   bash art/render.sh films [film-...]                  the films the screens show (kept into art/films/)
# Needs Debian's blender, xvfb and python3-numpy, and ImageMagick. No npm, no network.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
frames_root="${FRAMES:-/tmp/aurum-frames}"

if [[ "${1:-}" == "--keep" ]]; then
  shift
  [[ $# -gt 0 ]] || { echo "usage: bash art/render.sh --keep view [view ...]" >&2; exit 2; }
  for view in "$@"; do
    # the newest JPEG of that name in any room's folder (a hero is rendered in its room's scene)
    jpg="$(ls -t "$frames_root"/*/"$view.jpg" 2>/dev/null | head -n 1 || true)"
    if [[ -z "$jpg" ]]; then
      echo "no frame $frames_root/*/$view.jpg: render it first (previews are not kept)" >&2
      exit 1
    fi
    # a film is a screen's picture, not a page's: it goes where the rooms read it
    dir=renders
    [[ "$view" == film-* ]] && dir=films
    cp "$jpg" "$here/$dir/$view.jpg"
    echo "kept $jpg as art/$dir/$view.jpg"
  done
  exit 0
fi

rooms=(hampstead-basement-theatre cobham-country-house-media-room st-albans-smart-cinema
  windsor-16-seat-theatre mayfair-penthouse-lounge virginia-water-smart-estate entrance rack living)
if [[ $# -gt 0 ]]; then rooms=("$1"); shift; fi
extra=()
[[ -n "${DRAFT:-}" ]] && PREVIEW=1 && extra+=(--draft)
[[ -n "${PREVIEW:-}" ]] && extra+=(--preview)
for room in "${rooms[@]}"; do
  mod="${room//-/_}"
  # one folder per room, so parallel runs never share frames; a preview has its own, so it never
  # replaces a full frame that is waiting to be looked at and kept
  frames="$frames_root/$room${PREVIEW:+-preview}"
  mkdir -p "$frames"
  stamp="$frames/.run-started"
  touch "$stamp"
  start=$(date +%s)
  nice -n 10 xvfb-run -a blender -b --factory-startup -P "$here/scenes/run.py" -- "$mod" "$@" --out "$frames" "${extra[@]}" 2>&1 |
    grep -E '^\[aurum\]|Error|Traceback|  File' || true
  # only this run's frames: earlier views in the folder stay as they were, waiting to be kept
  while IFS= read -r png; do
    name="$(basename "$png" .png)"
    if [[ -n "${PREVIEW:-}" ]]; then
      echo "preview $png"
    else
      # wide frames (the heroes' 2400 x 1100) keep their shape; the rest become 1920 x 1080; a film
      # keeps the size it was shot at (render it at AURUM_SCALE=1)
      size=1920x1080
      read -r pw ph < <(identify -format "%w %h\n" "$png")
      ((pw * 100 / ph > 200)) && size=2400x1100
      [[ "$room" == films ]] && size="${pw}x${ph}"
      convert "$png" -filter Lanczos -resize "$size!" -unsharp 0x0.6+0.4+0 -strip \
        -interlace JPEG -sampling-factor 4:2:0 -quality 86 "$frames/$name.jpg"
      echo "wrote $frames/$name.jpg ($(du -k "$frames/$name.jpg" | cut -f1) KB): look at it, then" \
        "bash art/render.sh --keep $name"
    fi
  done < <(find "$frames" -maxdepth 1 -name '*.png' -newer "$stamp" | sort)
  echo "$room: $(($(date +%s) - start))s"
done
