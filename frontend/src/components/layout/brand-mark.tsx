/** The torch logo, drawn inline so the app needs no external images. */
export function BrandMark({ size = 30 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#f08a24" opacity="0.18" />
      <path d="M32 8c7 9 11 14 11 21a11 11 0 0 1-22 0c0-6 3-9 6-12 1 4 3 7 5 7-2-5-2-11 0-16z" fill="#f08a24" />
      <path d="M32 22c3 4 5 7 5 10a5 5 0 0 1-10 0c0-3 2-6 5-10z" fill="#ffd166" />
      <rect x="28.5" y="40" width="7" height="18" rx="2" fill="#c9a66b" />
    </svg>
  );
}
