/**
 * A QR code as one SVG path, drawn from qrcode's module matrix: no canvas, no data URL, no
 * network, and nothing but numbers in the markup (the address is never put into HTML).
 */
import { create } from 'qrcode';

export interface QrDrawing {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** Dark modules as unit squares: "M x y h1v1h-1z" for each. */
  path: string;
}

/** Error correction M: room for a smudge on a printed or photographed code, still small. */
export function qrDrawing(text: string): QrDrawing {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) if (modules.get(y, x)) parts.push(`M${x} ${y}h1v1h-1z`);
  }
  return { size: modules.size, path: parts.join('') };
}
