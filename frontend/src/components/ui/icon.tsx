/** The app's few pictograms, inline SVG so they look the same on every device (emoji fonts vary). */
const PATHS = {
  scroll:
    'M6 3h11a3 3 0 0 1 3 3v1h-3v11a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3v-2h3V6a3 3 0 0 1 3-3zm3 2a1 1 0 0 0-1 1v10h5v2a1 1 0 0 0 2 0V6c0-.35.06-.69.17-1zM9 8h4v2H9zm0 4h4v2H9z',
  palm: 'M12.9 9.2c1.7-1.6 4.4-1.9 6.6-.6-2-.2-3.8.3-5.2 1.4 2.2-.1 4.1 1 5 2.8-1.7-1.1-3.6-1.4-5.3-1 1.1 3.2 1.5 6.6 1.3 10.2h-2c.2-3.4-.2-6.6-1.2-9.6-1.3 1-3 1.4-4.8 1.2 1.4-.7 2.5-1.8 3-3.1-1.9-.3-3.7.4-5 1.7.4-2.5 2.6-4.3 5.1-4.2C7.6 6.8 5.9 6.6 4.4 7c1.6-1.8 4.2-2.2 6.4-1.1-.3-1.3 0-2.6.8-3.7.1 1.6.6 3 1.6 4.1.4-.1.1 2.9-.3 2.9zM2 21h20v2H2z',
  flame:
    'M12 2c3.5 4.2 6 7.4 6 11a6 6 0 0 1-12 0c0-2.7 1.4-4.6 3-6.3.3 2 1.2 3.4 2.4 3.9-.8-2.8-.6-5.6.6-8.6zm0 11.5c-1.3 1.5-2 2.6-2 3.5a2 2 0 0 0 4 0c0-.9-.7-2-2-3.5z',
  hut: 'M12 2 1.5 11h2.7L12 4.6l7.8 6.4h2.7zM5 12.2V22h5v-5h4v5h5v-9.8L12 6.6z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
