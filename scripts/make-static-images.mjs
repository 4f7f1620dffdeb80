// Regenerates the site's icons, Open Graph image and default treatment image (committed; not run by CI).
import fs from 'node:fs'
import sharp from 'sharp'

const monogram = (size, { round = true, padding = 0 } = {}) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#e9cf9a"/><stop offset="1" stop-color="#b08d57"/>
    </linearGradient>
  </defs>
  <rect width="100" height="100" rx="${round ? 22 : 0}" fill="#2f3e46"/>
  <circle cx="50" cy="50" r="${34 - padding}" fill="none" stroke="url(#g)" stroke-width="1.5"/>
  <text x="50" y="${63 - padding / 4}" text-anchor="middle" font-family="P052, Palatino, Georgia, serif" font-style="italic"
        font-size="${40 - padding}" fill="url(#g)">L</text>
</svg>`

fs.writeFileSync('public/icons/icon.svg', monogram(100).trim())
for (const [file, size, options] of [
  ['icon-192.png', 192, {}],
  ['icon-512.png', 512, {}],
  ['apple-touch-icon.png', 180, { round: false }],
  ['icon-maskable-512.png', 512, { round: false, padding: 8 }],
]) {
  await sharp(Buffer.from(monogram(size, options)))
    .png({ compressionLevel: 9 })
    .toFile(`public/icons/${file}`)
}

// /favicon.ico, which browsers ask for on their own before any icon link: PNG images in an ICO container.
const icoSizes = [16, 32, 48]
const icoImages = await Promise.all(
  icoSizes.map((size) =>
    sharp(Buffer.from(monogram(size)))
      .png({ compressionLevel: 9 })
      .toBuffer(),
  ),
)
const icoHeader = Buffer.alloc(6 + 16 * icoImages.length)
icoHeader.writeUInt16LE(1, 2) // an icon
icoHeader.writeUInt16LE(icoImages.length, 4)
let icoOffset = icoHeader.length
icoImages.forEach((image, index) => {
  const entry = 6 + 16 * index
  icoHeader.writeUInt8(icoSizes[index], entry)
  icoHeader.writeUInt8(icoSizes[index], entry + 1)
  icoHeader.writeUInt16LE(1, entry + 4) // colour planes
  icoHeader.writeUInt16LE(32, entry + 6) // bits per pixel
  icoHeader.writeUInt32LE(image.length, entry + 8)
  icoHeader.writeUInt32LE(icoOffset, entry + 12)
  icoOffset += image.length
})
fs.writeFileSync('public/favicon.ico', Buffer.concat([icoHeader, ...icoImages]))

const og = `
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fdf8f1"/><stop offset="0.55" stop-color="#f3e5c8"/><stop offset="1" stop-color="#e8c4c4"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="980" cy="120" r="220" fill="#ffffff" opacity="0.35"/>
  <circle cx="160" cy="560" r="180" fill="#b76e79" opacity="0.12"/>
  <rect x="40" y="40" width="1120" height="550" fill="none" stroke="#b08d57" stroke-width="2"/>
  <text x="600" y="290" text-anchor="middle" font-family="P052, Palatino, Georgia, serif" font-style="italic" font-size="104" fill="#2f3e46">Salong Lumière</text>
  <text x="600" y="370" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" letter-spacing="8" fill="#6b5530">SKÖNHET · SPA · STOCKHOLM</text>
</svg>`
await sharp(Buffer.from(og)).jpeg({ quality: 82, mozjpeg: true }).toFile('public/og-image.jpg')

const fallback = `
<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
  <defs>
    <radialGradient id="r" cx="0.3" cy="0.3" r="0.9">
      <stop offset="0" stop-color="#fbf3e4"/><stop offset="1" stop-color="#e6cfa5"/>
    </radialGradient>
  </defs>
  <rect width="800" height="600" fill="url(#r)"/>
  <circle cx="400" cy="300" r="120" fill="none" stroke="#b08d57" stroke-width="2" opacity="0.7"/>
  <text x="400" y="325" text-anchor="middle" font-family="P052, Palatino, Georgia, serif" font-style="italic" font-size="72" fill="#8c6a2f">L</text>
</svg>`
await sharp(Buffer.from(fallback)).jpeg({ quality: 78, mozjpeg: true }).toFile('public/images/default-treatment.jpg')
console.log('static images written')
