import { listSeasonNumbers, seasonsOnOffer } from '@tribal/contracts';
import type { ReactNode } from 'react';
import { useSeasons } from '@/hooks/use-seasons';

/** The island at dusk: drawn in SVG so the banner needs no external images. */
export function HomeBanner({ children }: { children?: ReactNode }) {
  // The kicker names the seasons on offer (not finished yet, else the latest), from the server.
  const onOffer = seasonsOnOffer(useSeasons().seasons ?? []);
  return (
    <section className="tp-banner mb-4" aria-labelledby="tp-banner-title">
      <svg className="tp-banner-art" viewBox="0 0 1200 360" preserveAspectRatio="xMaxYMid slice" aria-hidden="true">
        <defs>
          <linearGradient id="tp-sky" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#1d2b4a" />
            <stop offset="0.45" stopColor="#b4462b" />
            <stop offset="0.75" stopColor="#f08a24" />
            <stop offset="1" stopColor="#ffd166" />
          </linearGradient>
          <linearGradient id="tp-sea" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#13505b" />
            <stop offset="1" stopColor="#0b2d33" />
          </linearGradient>
        </defs>
        <rect width="1200" height="360" fill="url(#tp-sky)" />
        <circle cx="860" cy="250" r="80" fill="#ffd166" opacity="0.85" />
        <rect y="262" width="1200" height="98" fill="url(#tp-sea)" />
        <path d="M0 262h1200" stroke="#ffd166" strokeOpacity="0.35" strokeWidth="2" />
        <g fill="#ffd166" opacity="0.35">
          <rect x="800" y="280" width="120" height="3" rx="1.5" />
          <rect x="820" y="296" width="80" height="3" rx="1.5" />
          <rect x="840" y="312" width="40" height="3" rx="1.5" />
        </g>
        {/* island with palms */}
        <path d="M700 272c60-40 200-46 300-6 20 8 10 12-20 12H720c-30 0-40-2-20-6z" fill="#0f1f17" />
        <g fill="#0f1f17">
          <path d="M850 262c4-50 14-90 34-120l5 3c-18 30-27 68-29 117z" />
          <path d="M887 142c-30-14-62-8-80 10 26-6 50-4 80-8zM887 142c-8-28-34-44-60-44 22 12 40 26 60 44zM887 142c22-22 56-26 80-14-28 0-52 6-80 14zM887 142c26-4 54 10 66 32-22-14-44-22-66-32zM887 142c4-26 24-44 46-50-16 16-30 32-46 50z" />
          <path d="M930 262c-2-36-10-66-26-88l4-3c17 22 27 54 30 91z" />
          <path d="M906 172c-24-6-48 2-60 18 20-6 38-8 60-18zM906 172c20-14 46-12 62 2-22-2-40-2-62-2zM906 172c-2-20 10-36 28-42-10 14-18 26-28 42z" />
        </g>
        {/* tiki torches */}
        <g transform="translate(940 0)">
          <rect x="120" y="170" width="10" height="150" rx="3" fill="#3b2a1a" />
          <rect x="114" y="160" width="22" height="18" rx="4" fill="#5a3f25" />
          <path
            d="M125 106c14 16 20 28 20 40a20 20 0 0 1-40 0c0-10 6-18 12-26 2 8 6 12 9 12-4-9-4-18-1-26z"
            fill="#f08a24"
          />
          <path d="M125 132c6 7 9 13 9 18a9 9 0 0 1-18 0c0-5 3-11 9-18z" fill="#ffd166" />
          <rect x="220" y="200" width="8" height="120" rx="3" fill="#3b2a1a" />
          <rect x="215" y="192" width="18" height="15" rx="4" fill="#5a3f25" />
          <path
            d="M224 146c11 13 16 23 16 32a16 16 0 0 1-32 0c0-8 5-14 10-21 1 6 4 9 7 9-3-7-3-14-1-20z"
            fill="#f08a24"
          />
          <path d="M224 167c5 6 7 10 7 14a7 7 0 0 1-14 0c0-4 2-8 7-14z" fill="#ffd166" />
        </g>
      </svg>
      <div className="tp-banner-content">
        <p className="tp-banner-kicker mb-1">
          {onOffer.length > 0 ? `Survivor ${listSeasonNumbers(onOffer)} fantasy pool` : 'Survivor fantasy pool'}
        </p>
        <h1 id="tp-banner-title" className="tp-banner-title">
          Tribal Pool
        </h1>
        <p className="tp-banner-tagline">Draft three castaways. Outpick. Outscore. Outlast.</p>
        {children}
      </div>
    </section>
  );
}
