#!/usr/bin/env bash
# ---------------------------------------------------------------------------
# make-placeholder-media.sh — regenerate the placeholder media in src/seed/media
#
# The seed (src/seed/content.ts) references every file this script writes, and
# nothing else lives in that folder. The images are deliberate-looking
# placeholders in the salon's palette (gold, rose gold, champagne, cream) with
# soft blurred shapes, a thin gold frame and one word set in an elegant serif.
# The videos are slow, seamlessly looping pans across a soft gradient plate.
#
# Requirements (Debian): ffmpeg, imagemagick (IM6 `convert` or IM7 `magick`),
# fonts-urw-base35 (pulled in by ImageMagick via ghostscript) for the P052
# (Palatino-like) serif; falls back to DejaVu Serif.
#
# Usage:  bash scripts/make-placeholder-media.sh
# Not run by CI; the generated files are committed.
# ---------------------------------------------------------------------------
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/src/seed/media"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

# --- tools ------------------------------------------------------------------
# Prefer IM7 `magick`; otherwise the real IM6 binary (a stub may shadow
# `convert` on PATH, so /usr/bin/convert is tried explicitly).
if command -v magick >/dev/null 2>&1; then
  IM=(magick)
elif [[ -x /usr/bin/convert ]]; then
  IM=(/usr/bin/convert)
else
  echo "ImageMagick not found (apt-get install -y imagemagick)" >&2
  exit 1
fi
command -v ffmpeg >/dev/null 2>&1 || { echo "ffmpeg not found (apt-get install -y ffmpeg)" >&2; exit 1; }

# --- fonts ------------------------------------------------------------------
pick_font() { # first existing file wins
  for f in "$@"; do [[ -f "$f" ]] && { echo "$f"; return; }; done
  echo "DejaVu-Serif"
}
URW=/usr/share/fonts/opentype/urw-base35
DJV=/usr/share/fonts/truetype/dejavu
FONT_ITALIC="$(pick_font "$URW/P052-Italic.otf" "$DJV/DejaVuSerif-Italic.ttf")"
FONT_ROMAN="$(pick_font "$URW/P052-Roman.otf" "$DJV/DejaVuSerif.ttf")"

# --- palette ------------------------------------------------------------------
GOLD='#c9a45c'
DEEP_GOLD='#a8843f'
ROSE_GOLD='#e0a899'
CHAMPAGNE='#f2e3c6'
CREAM='#fbf6ee'
BLUSH='#f4d6cc'
PEACH='#f6d2b8'
SAND='#e6cfae'
INK='#5e4630'      # warm dark brown for text on light backgrounds

mkdir -p "$OUT"
rm -f "$OUT"/*.jpg "$OUT"/*.jpeg "$OUT"/*.webp "$OUT"/*.mp4

# ---------------------------------------------------------------------------
# plate W H C1 C2 ANGLE BLOB1 BLOB2 BLOB3 OUTFILE
#   A diagonal two-colour gradient with three large, heavily blurred
#   translucent circles ("bokeh" light). Blurring is done at 1/4 size and
#   scaled up — fast, and perfectly smooth.
# ---------------------------------------------------------------------------
plate() {
  local w=$1 h=$2 c1=$3 c2=$4 angle=$5 b1=$6 b2=$7 b3=$8 out=$9
  local sw=$((w / 4)) sh=$((h / 4))
  local args=(-size "${sw}x${sh}" -define gradient:angle="$angle" "gradient:${c1}-${c2}")
  # Each blob is drawn on its own layer whose transparent pixels carry the
  # blob's own colour, so the blur fades out without grey (black) halos.
  blob() { # colour alpha(hex) cx% cy% radius(% of height)
    local cx=$((sw * $3 / 100)) cy=$((sh * $4 / 100)) r=$((sh * $5 / 100))
    args+=( \( -size "${sw}x${sh}" "xc:${1}00" -fill "${1}${2}"
            -draw "circle ${cx},${cy} $((cx + r)),${cy}"
            -channel RGBA -blur "0x$((sh / 9))" +channel \)
            -compose over -composite )
  }
  blob "$b1" b0 22 30 38
  blob "$b2" 90 78 72 46
  blob "$b3" a0 62 18 18
  "${IM[@]}" "${args[@]}" -filter Lanczos -resize "${w}x${h}!" "$out"
}

# ---------------------------------------------------------------------------
# image NAME C1 C2 ANGLE B1 B2 B3 WORD [TEXTCOLOR]
#   800x600 JPEG: plate + thin gold frame + WORD (italic serif) + a small
#   letter-spaced "SALONG LUMIÈRE" line and a short gold rule.
# ---------------------------------------------------------------------------
image() {
  local name=$1 c1=$2 c2=$3 angle=$4 b1=$5 b2=$6 b3=$7 word=$8 ink=${9:-$INK}
  plate 800 600 "$c1" "$c2" "$angle" "$b1" "$b2" "$b3" "$TMP/$name.png"
  "${IM[@]}" "$TMP/$name.png" \
    -fill none -stroke "${GOLD}c0" -strokewidth 1.5 -draw "rectangle 28,28 771,571" \
    -stroke "${GOLD}60" -strokewidth 1 -draw "rectangle 36,36 763,563" \
    -stroke none \
    -font "$FONT_ITALIC" -pointsize 84 -gravity center \
    -fill '#ffffff70' -annotate +2+-8 "$word" \
    -fill "$ink" -annotate +0-10 "$word" \
    -stroke "${GOLD}" -strokewidth 1.5 -draw "line 360,372 440,372" -stroke none \
    -font "$FONT_ROMAN" -pointsize 18 -kerning 7 -fill "${ink}d0" \
    -annotate +0+105 "SALONG LUMIÈRE" \
    -strip -sampling-factor 4:2:0 -interlace JPEG -quality 80 \
    "$OUT/$name.jpg"
}

# ---------------------------------------------------------------------------
# video NAME SECONDS C1 C2 ANGLE B1 B2 B3 CRF [WORD]
#   Renders a 960x540 plate and pans a 640x360 window across it along a
#   closed sine path whose period equals the clip length, with a gentle hue
#   breathing on the same period — so the last frame flows into the first
#   (seamless <video loop>). Optional WORD is drawn in the serif, fixed.
#   H.264 (yuv420p, faststart), no audio. Poster = first frame as JPEG.
# ---------------------------------------------------------------------------
video() {
  local name=$1 secs=$2 c1=$3 c2=$4 angle=$5 b1=$6 b2=$7 b3=$8 crf=$9 word=${10:-}
  plate 960 540 "$c1" "$c2" "$angle" "$b1" "$b2" "$b3" "$TMP/$name-plate.png"
  local T=$secs
  local vf="crop=640:360:x='160+160*sin(2*PI*t/$T)':y='90+90*sin(2*PI*t/$T+PI/2)'"
  vf+=",hue=H='0.08*sin(2*PI*t/$T)':s='1+0.08*sin(2*PI*t/$T+PI/3)'"
  if [[ -n "$word" ]]; then
    vf+=",drawtext=fontfile='$FONT_ITALIC':text='$word':fontsize=52:fontcolor=0x5e4630:x=(w-tw)/2:y=(h-th)/2-6"
    vf+=",drawbox=x=290:y=222:w=60:h=1:color=0xc9a45c@0.9:t=fill"
  fi
  vf+=",format=yuv420p"
  ffmpeg -hide_banner -loglevel error -y \
    -loop 1 -framerate 24 -i "$TMP/$name-plate.png" -t "$secs" \
    -vf "$vf" -an \
    -c:v libx264 -preset veryslow -crf "$crf" -profile:v high -tune stillimage \
    -movflags +faststart "$OUT/$name.mp4"
  ffmpeg -hide_banner -loglevel error -y -i "$OUT/$name.mp4" -frames:v 1 -q:v 3 \
    "$OUT/$name-poster.jpg"
}

# --- treatment / services images ----------------------------------------------
#      name          c1          c2          angle  blob1       blob2       blob3      word
image  nails         "$BLUSH"    "$CREAM"    135    "$ROSE_GOLD" "$CHAMPAGNE" '#ffffff' 'Manikyr'
image  nail-art      "$ROSE_GOLD" "$BLUSH"   120    '#ffffff'   "$GOLD"     "$CREAM"   'Nagelkonst'
image  pedicure      "$PEACH"    "$CREAM"    150    "$ROSE_GOLD" '#ffffff'  "$GOLD"    'Pedikyr'
image  facial        "$CREAM"    "$CHAMPAGNE" 110   '#ffffff'   "$GOLD"     "$BLUSH"   'Ansiktsbehandling'
image  threading     "$CHAMPAGNE" "$CREAM"   160    "$GOLD"     "$BLUSH"    '#ffffff'  'Threading'
image  massage       "$SAND"     "$CHAMPAGNE" 140   "$CREAM"    "$DEEP_GOLD" "$BLUSH"  'Massage'
image  spa           "$CHAMPAGNE" "$BLUSH"   125    '#ffffff'   "$GOLD"     "$CREAM"   'Spa'
image  vip           "$DEEP_GOLD" "$GOLD"    135    "$CHAMPAGNE" "$ROSE_GOLD" '#ffffff' 'VIP' "$CREAM"

# --- extra gallery images --------------------------------------------------------
image  gallery-nails    "$ROSE_GOLD" "$CREAM"   100  "$BLUSH"   "$GOLD"      '#ffffff' 'Nyanser'
image  gallery-facial   "$CREAM"     "$BLUSH"   170  "$CHAMPAGNE" '#ffffff'  "$GOLD"   'Lyster'
image  gallery-pedicure "$PEACH"     "$BLUSH"   130  '#ffffff'  "$ROSE_GOLD" "$CREAM"  'Omsorg'
image  gallery-salon    "$GOLD"      "$CHAMPAGNE" 145 "$CREAM"  "$ROSE_GOLD" '#ffffff' 'Salong Lumière'

# --- videos (+ posters) ------------------------------------------------------------
#      name          secs c1          c2           angle blob1        blob2        blob3     crf word
video  hero          8    "$CHAMPAGNE" "$ROSE_GOLD" 135  "$CREAM"     "$GOLD"      '#ffffff' 26
video  services      5    "$CREAM"     "$CHAMPAGNE" 120  "$GOLD"      "$BLUSH"     '#ffffff' 30 'Ett ögonblick av lyx'
video  gallery-nails 5    "$BLUSH"     "$ROSE_GOLD" 150  '#ffffff'    "$GOLD"      "$CREAM"  30
video  gallery-spa   5    "$SAND"      "$CREAM"     110  "$CHAMPAGNE" "$ROSE_GOLD" '#ffffff' 30

# The hero poster is the page's largest paint: at 960x540 with a fine grain it carries enough detail for
# browsers to count it as content (a near-flat gradient is skipped as a placeholder by the LCP heuristic).
ffmpeg -hide_banner -loglevel error -y -i "$OUT/hero.mp4" -frames:v 1 \
  -vf "scale=960:540:flags=lanczos,noise=alls=12:allf=t+u" -q:v 4 "$OUT/hero-poster.jpg"

echo "Wrote $(ls "$OUT" | wc -l) files to $OUT:"
ls -l "$OUT"
du -sh "$OUT"
