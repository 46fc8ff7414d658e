#!/usr/bin/env bash
# Regenerates every icon file under build/ from the two SVG sources; the outputs are committed,
# so this runs only when a source changes.
#   build/icon.svg       the app icon (1024 px canvas, the tile on macOS's 824 px grid)
#   build/tray/tray.svg  the tray glyph, black on transparent (a macOS template image)
# Needs (Debian): apt-get install librsvg2-bin imagemagick icnsutils
set -euo pipefail
cd "$(dirname "$0")/../build"
for tool in rsvg-convert convert png2icns; do
  command -v "$tool" >/dev/null || { echo "make-icons: $tool is missing (apt-get install librsvg2-bin imagemagick icnsutils)" >&2; exit 1; }
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Full canvas (with macOS's margin) for the large sizes and macOS; small sizes crop to the tile,
# where the margin would waste a third of 16 px.
render() { rsvg-convert -w "$1" -h "$1" icon.svg -o "$2"; }
render_small() {
  rsvg-convert -w 1024 -h 1024 icon.svg -o "$tmp/full.png"
  convert "$tmp/full.png" -crop 824x824+100+100 +repage -filter Lanczos -resize "$1x$1" -strip "$2"
}

render 1024 icon.png
mkdir -p icons
for size in 16 32 48 64 128 256 512; do
  if [ "$size" -le 48 ]; then render_small "$size" "icons/${size}x${size}.png"; else render "$size" "icons/${size}x${size}.png"; fi
done

# Windows: one .ico with every size Explorer and the taskbar ask for.
convert icons/16x16.png icons/32x32.png icons/48x48.png icons/64x64.png icons/128x128.png icons/256x256.png icon.ico

# macOS: png2icns picks the icns type from each PNG's size.
for size in 16 32 128 256 512; do render "$size" "$tmp/icns_${size}.png"; done
png2icns icon.icns "$tmp"/icns_16.png "$tmp"/icns_32.png "$tmp"/icns_128.png "$tmp"/icns_256.png "$tmp"/icns_512.png "icon.png" >/dev/null

# Tray, macOS: a template image, 16 px and @2x, black with alpha (the system tints it).
rsvg-convert -w 16 -h 16 tray/tray.svg -o tray/trayTemplate.png
rsvg-convert -w 32 -h 32 tray/tray.svg -o tray/trayTemplate@2x.png

# Tray, Windows and Linux: nothing tints the glyph there, so one variant per system theme, named
# by the theme it is for: dark glyph for a light taskbar or panel, white glyph for a dark one.
# Windows: an .ico with the sizes of 100 % to 300 % display scaling; Linux: 32 px and @2x.
tray_variant() { # theme colour
  sed "s/#000/$2/g" tray/tray.svg >"$tmp/tray-$1.svg"
  for size in 16 20 24 32 40 48 64; do rsvg-convert -w "$size" -h "$size" "$tmp/tray-$1.svg" -o "$tmp/tray-$1-$size.png"; done
  convert "$tmp"/tray-"$1"-{16,20,24,32,40,48,64}.png "tray/tray-$1-theme.ico"
  cp "$tmp/tray-$1-32.png" "tray/tray-$1-theme.png"
  cp "$tmp/tray-$1-64.png" "tray/tray-$1-theme@2x.png"
}
tray_variant light '#1f2328'
tray_variant dark '#ffffff'

echo "make-icons: wrote build/icon.png, build/icons/*.png, build/icon.ico, build/icon.icns, build/tray/*.png, build/tray/*.ico"
