// Our own line icons for the feature cards: 24-unit grid, stroke in the current text colour.
// Decorative (aria-hidden): each card's heading says what the icon shows.
import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg className="feature-icon" width="40" height="40" viewBox="0 0 24 24" aria-hidden="true" focusable="false"
      fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </svg>
  );
}

/** A plug meeting a socket: calls from JavaScript into the operating system. */
export const NativeApiIcon = () => (
  <Icon><path d="M9 3v4M15 3v4M7 7h10v3a5 5 0 0 1-10 0zM12 15v3a3 3 0 0 0 3 3h4" /></Icon>
);

/** A box with nothing trailing behind it: one portable package. */
export const PortableIcon = () => (
  <Icon><path d="M3 7.5 12 3l9 4.5v9L12 21l-9-4.5zM3 7.5l9 4.5 9-4.5M12 12v9" /></Icon>
);

/** Three overlapping windows: one codebase on three desktops. */
export const CrossPlatformIcon = () => (
  <Icon><rect x="2.5" y="3.5" width="11" height="8" rx="1.5" /><rect x="10.5" y="8.5" width="11" height="8" rx="1.5" /><path d="M6 15.5v3h8M13.5 3.5v0" /></Icon>
);

/** A feather: little weight. */
export const LightweightIcon = () => (
  <Icon><path d="M20 4c-7 0-13 5-13 12v4M7 16h6c4 0 7-5 7-12M4 20l5-5" /></Icon>
);

/** Two sliders: small surface, adjustable. */
export const FlexibleIcon = () => (
  <Icon><path d="M4 7h9M17 7h3M4 17h3M11 17h9" /><circle cx="15" cy="7" r="2" /><circle cx="9" cy="17" r="2" /></Icon>
);

/** Angle brackets over a stack: any frontend on top of any backend. */
export const AnyStackIcon = () => (
  <Icon><path d="m8 4-4 4 4 4M16 4l4 4-4 4M5 16h14M5 20h14" /></Icon>
);
