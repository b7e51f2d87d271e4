import sharp from 'sharp';

/**
 * A portrait as a phone saves it (800 × 1000, a face-like drawing in the castaway's colour), made with sharp (the
 * backend's image library) so uploads in browser tests are real JPEG and PNG files.
 */
export function portrait(color: string, format: 'jpeg' | 'png'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000">
    <rect width="800" height="1000" fill="${color}"/>
    <circle cx="400" cy="380" r="190" fill="#f1d3b3"/>
    <rect x="170" y="620" width="460" height="380" rx="200" fill="#f1d3b3"/>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  return (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
}

/** What a castaway's card shows without a photo: the initials of the first two words of the name. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
