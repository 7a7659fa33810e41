#!/usr/bin/env bash
# Rebuild the home page's background intro video from material the project owns.
#
#   scripts/intro-scene.html  animated SVG scene (misty terraced tea hills at first light)
#        |  headless Chromium, one screenshot per frame (?p=<loop phase>)
#        v
#   PNG frames  +  sox ambience (wind-like filtered noise and soft low tones, seamless loop)
#        |  ffmpeg
#        v
#   public/video/intro.webm         VP9 + Opus
#   public/video/intro.mp4          H.264 + AAC, yuv420p, +faststart
#   public/video/intro-poster.avif  the first frame, AVIF (sharp, as the site's pictures)
#   public/video/intro-poster.webp  the first frame, WebP for browsers without AVIF
#
# Run from anywhere inside the repository:  scripts/make-intro-video.sh
# Idempotent: every run renders the same scene and overwrites the four outputs.
# Environment (all optional): JOBS (parallel Chromium renderers, default: CPU count).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

SCENE="$ROOT/scripts/intro-scene.html"
OUT_DIR="$ROOT/public/video"
WIDTH=960
HEIGHT=540
FPS=24
SECONDS_LONG=10
FRAMES=$((FPS * SECONDS_LONG))          # 240 frames; frame N would equal frame 0 (seamless loop)
MAX_VIDEO_BYTES=1500000                 # budget for intro.webm + intro.mp4 together
MAX_POSTER_BYTES=60000
JOBS="${JOBS:-$(nproc 2>/dev/null || echo 2)}"
CHROMIUM=/usr/bin/chromium

log() { printf '[make-intro-video] %s\n' "$*" >&2; }
die() { log "ERROR: $*"; exit 1; }

# ---------------------------------------------------------------- tools
APT_UPDATED=0
apt_install() {
  command -v apt-get >/dev/null || die "missing $* and no apt-get to install it"
  [ "$(id -u)" -eq 0 ] || die "missing $*; install it (apt-get install $*) or run as root"
  if [ "$APT_UPDATED" -eq 0 ]; then
    apt-get -o DPkg::Lock::Timeout=600 update -qq
    APT_UPDATED=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "$@"
}
command -v ffmpeg >/dev/null || apt_install ffmpeg
command -v ffprobe >/dev/null || apt_install ffmpeg
command -v sox >/dev/null || apt_install sox

# Chromium may still be being installed by another apt run: wait up to 10 minutes for it.
waited=0
until [ -x "$CHROMIUM" ]; do
  [ "$waited" -ge 600 ] && die "$CHROMIUM did not appear within 10 minutes (apt-get install chromium)"
  [ "$waited" -eq 0 ] && log "waiting for $CHROMIUM to be installed..."
  sleep 5
  waited=$((waited + 5))
done
# ... and for its installation to finish (the binary can exist before dpkg is done).
waited=0
while ! "$CHROMIUM" --version >/dev/null 2>&1; do
  [ "$waited" -ge 600 ] && die "$CHROMIUM does not run"
  sleep 5
  waited=$((waited + 5))
done

[ -f "$SCENE" ] || die "scene not found: $SCENE"
ENCODERS="$(ffmpeg -hide_banner -encoders 2>/dev/null || true)"
for enc in libvpx-vp9 libx264 libopus aac libwebp; do
  grep -Eq "^ [A-Z.]{6} $enc " <<<"$ENCODERS" || die "ffmpeg lacks the $enc encoder"
done

WORK="$(mktemp -d "${TMPDIR:-/tmp}/intro-video.XXXXXX")"
cleanup() { rm -rf "$WORK"; }
trap cleanup EXIT
mkdir -p "$WORK/frames"

# ---------------------------------------------------------------- frames
# Every frame is a pure function of its loop phase p = i / FRAMES (see the scene's header).
render_frame() { # $1 frame index, $2 profile dir
  local i="$1" prof="$2" png phase
  png="$(printf '%s/frames/f%04d.png' "$WORK" "$i")"
  phase="$(awk -v i="$i" -v n="$FRAMES" 'BEGIN { printf "%.6f", i / n }')"
  local attempt
  for attempt in 1 2 3; do
    rm -f "$png"
    "$CHROMIUM" --headless --no-sandbox --disable-gpu --disable-background-networking \
      --disable-component-update --disable-sync --disable-extensions --no-first-run \
      --no-default-browser-check --mute-audio --hide-scrollbars --force-device-scale-factor=1 \
      --user-data-dir="$prof" --window-size="$WIDTH,$HEIGHT" --screenshot="$png" \
      "file://$SCENE?p=$phase" >/dev/null 2>&1 || true
    [ -s "$png" ] && return 0
    log "frame $i: attempt $attempt failed, retrying"
  done
  return 1
}

log "rendering $FRAMES frames at ${WIDTH}x${HEIGHT} with $JOBS Chromium worker(s)..."
pids=()
for ((w = 0; w < JOBS; w++)); do
  (
    for ((i = w; i < FRAMES; i += JOBS)); do
      render_frame "$i" "$WORK/profile-$w" || exit 1
    done
  ) &
  pids+=("$!")
done
failed=0
for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
[ "$failed" -eq 0 ] || die "some frames failed to render"

count="$(find "$WORK/frames" -name 'f*.png' -size +0 | wc -l)"
[ "$count" -eq "$FRAMES" ] || die "expected $FRAMES frames, got $count"
size="$(ffprobe -v error -select_streams v:0 -show_entries stream=width,height -of csv=p=0:s=x "$WORK/frames/f0000.png")"
[ "$size" = "${WIDTH}x${HEIGHT}" ] || die "frames are $size, expected ${WIDTH}x${HEIGHT}"

# ---------------------------------------------------------------- ambience
# Layers are made XF seconds longer than the loop; the overhang is cross-faded (equal power)
# back over the start, so the end of the track flows into its beginning without a dip or click.
log "making the ambient sound track with sox..."
A="$WORK/audio"
mkdir -p "$A"
XF=2
LEN=$((SECONDS_LONG + XF))
SOX=(sox -R -q)   # -R: repeatable (fixed random seed), so every run gives the same noise
# Wind: brown noise through a low band, breathing slowly.
"${SOX[@]}" -n -r 48000 -c 2 "$A/wind.wav" synth "$LEN" brownnoise \
  highpass 60 lowpass 380 tremolo 0.2 40 gain -n -3
# Air through leaves: a faint, higher band of pink noise with slower swells.
"${SOX[@]}" -n -r 48000 -c 2 "$A/air.wav" synth "$LEN" pinknoise \
  sinc 700-2600 tremolo 0.1 70 gain -n -18
# Soft low tones (a D-major open fifth and its octave), each swelling in and out.
tone() { # file, frequency, start, duration, level (dB)
  "${SOX[@]}" -n -r 48000 -c 2 "$A/$1" synth "$4" sine "$2" sine "$(awk -v f="$2" 'BEGIN{print f*2.003}')" \
    remix 1v0.8,2v0.2 1v0.2,2v0.8 \
    fade q "$(awk -v d="$4" 'BEGIN{print d*0.45}')" "$4" "$(awk -v d="$4" 'BEGIN{print d*0.5}')" \
    gain -n "$5" pad "$3" "$(awk -v l="$LEN" -v s="$3" -v d="$4" 'BEGIN{print l-s-d}')"
}
tone t1.wav 73.42 0.0 7.0 -15    # D2
tone t2.wav 110.0 3.5 7.5 -17    # A2
tone t3.wav 146.83 6.5 5.5 -19   # D3
tone t4.wav 185.0 1.5 6.0 -22    # F#3, very faint
"${SOX[@]}" -m -v 1 "$A/wind.wav" -v 0.7 "$A/air.wav" -v 0.5 "$A/t1.wav" -v 0.5 "$A/t2.wav" \
  -v 0.5 "$A/t3.wav" -v 0.5 "$A/t4.wav" "$A/long.wav"
"${SOX[@]}" "$A/long.wav" "$A/head.wav" trim 0 "$XF"
"${SOX[@]}" "$A/long.wav" "$A/body.wav" trim "$XF" "$((SECONDS_LONG - XF))"
"${SOX[@]}" "$A/long.wav" "$A/tail.wav" trim "$SECONDS_LONG" "$XF"
"${SOX[@]}" "$A/head.wav" "$A/head-in.wav" fade q "$XF"
"${SOX[@]}" "$A/tail.wav" "$A/tail-out.wav" fade q 0 "$XF" "$XF"
"${SOX[@]}" -m -v 1 "$A/head-in.wav" -v 1 "$A/tail-out.wav" "$A/seam.wav"
"${SOX[@]}" "$A/seam.wav" "$A/body.wav" "$A/loop-raw.wav"
# Quiet: peaks at -20 dBFS.
"${SOX[@]}" "$A/loop-raw.wav" "$A/ambience.wav" gain -n -20 trim 0 "$SECONDS_LONG"

# ---------------------------------------------------------------- encode
log "encoding..."
mkdir -p "$OUT_DIR"
IN=(-hide_banner -loglevel error -y -framerate "$FPS" -i "$WORK/frames/f%04d.png" -i "$A/ambience.wav")

# VP9 + Opus. One keyframe per loop; constant quality.
ffmpeg "${IN[@]}" -map 0:v -map 1:a -t "$SECONDS_LONG" \
  -c:v libvpx-vp9 -pix_fmt yuv420p -b:v 0 -crf 30 -deadline good -cpu-used 1 -row-mt 1 \
  -g "$FRAMES" -auto-alt-ref 1 -lag-in-frames 25 -threads "$JOBS" \
  -c:a libopus -b:a 40k -ac 2 \
  -metadata title="Ceylon tea hills at first light" -f webm "$WORK/intro.webm"

# H.264 + AAC for Safari and older browsers.
ffmpeg "${IN[@]}" -map 0:v -map 1:a -t "$SECONDS_LONG" \
  -c:v libx264 -preset veryslow -tune film -crf 22 -profile:v high -level 4.0 -pix_fmt yuv420p \
  -g "$FRAMES" -x264-params "aq-mode=3" \
  -c:a aac -b:a 56k -ac 2 -movflags +faststart \
  -metadata title="Ceylon tea hills at first light" -f mp4 "$WORK/intro.mp4"

# Poster: the first frame, straight from the lossless render.
ffmpeg -hide_banner -loglevel error -y -i "$WORK/frames/f0000.png" \
  -c:v libwebp -quality 72 -compression_level 6 -preset picture "$WORK/intro-poster.webp"
# AVIF at quality 45: 9 KB, closer to the frame than the 15 KB WebP (PSNR 40.9 against 39.3 dB).
node --input-type=module -e \
  'import sharp from "sharp"; await sharp(process.argv[1]).avif({ quality: 45, effort: 9 }).toFile(process.argv[2]);' \
  "$WORK/frames/f0000.png" "$WORK/intro-poster.avif"

mv -f "$WORK/intro.webm" "$OUT_DIR/intro.webm"
mv -f "$WORK/intro.mp4" "$OUT_DIR/intro.mp4"
mv -f "$WORK/intro-poster.webp" "$OUT_DIR/intro-poster.webp"
mv -f "$WORK/intro-poster.avif" "$OUT_DIR/intro-poster.avif"

# ---------------------------------------------------------------- checks
webm_bytes="$(stat -c %s "$OUT_DIR/intro.webm")"
mp4_bytes="$(stat -c %s "$OUT_DIR/intro.mp4")"
poster_bytes="$(stat -c %s "$OUT_DIR/intro-poster.webp")"
avif_poster_bytes="$(stat -c %s "$OUT_DIR/intro-poster.avif")"
total=$((webm_bytes + mp4_bytes))
log "public/video/intro.webm         $webm_bytes bytes"
log "public/video/intro.mp4          $mp4_bytes bytes"
log "public/video/intro-poster.webp  $poster_bytes bytes"
log "public/video/intro-poster.avif  $avif_poster_bytes bytes"
log "videos together: $total bytes (limit $MAX_VIDEO_BYTES)"
for f in intro.webm intro.mp4; do
  streams="$(ffprobe -v error -show_entries stream=codec_type -of csv=p=0 "$OUT_DIR/$f" | sort | tr '\n' ' ')"
  [ "$streams" = "audio video " ] || die "$f should have one video and one audio stream, has: $streams"
done
[ "$total" -lt "$MAX_VIDEO_BYTES" ] || die "videos are $total bytes together, over the $MAX_VIDEO_BYTES byte budget"
[ "$poster_bytes" -lt "$MAX_POSTER_BYTES" ] || die "poster is $poster_bytes bytes, over $MAX_POSTER_BYTES"
[ "$avif_poster_bytes" -lt "$poster_bytes" ] || die "the AVIF poster ($avif_poster_bytes bytes) is no smaller than the WebP"
log "done."
