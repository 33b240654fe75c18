import { palette } from '../../theme/theme';

export interface BrandLogoProps {
  /** Height of the mark in px; the word mark scales with it. */
  size?: number;
  /** Light colours for dark backgrounds. */
  inverted?: boolean;
  /** Hide the "Groundwork" word mark (the mark keeps an accessible name). */
  markOnly?: boolean;
}

/** The Groundwork mark (a parcel outline over ground strata) and word mark. */
export function BrandLogo({ size = 32, inverted = false, markOnly = false }: BrandLogoProps) {
  const ink = inverted ? '#ffffff' : palette.ink;
  const tile = inverted ? '#ffffff' : palette.primary;
  const strata = inverted ? palette.primary : '#ffffff';
  return (
    <span
      data-testid="brand-logo"
      style={{ display: 'inline-flex', alignItems: 'center', gap: size * 0.3, lineHeight: 1 }}
    >
      <svg
        width={size}
        height={size}
        viewBox="0 0 32 32"
        role="img"
        aria-label={markOnly ? 'Groundwork' : undefined}
        aria-hidden={markOnly ? undefined : true}
      >
        <rect width="32" height="32" rx="8" fill={tile} />
        <path d="M6 19.5c3.2-1.8 6.8-1.8 10 0s6.8 1.8 10 0" stroke={strata} strokeWidth="2" fill="none" strokeLinecap="round" />
        <path d="M6 24.5c3.2-1.8 6.8-1.8 10 0s6.8 1.8 10 0" stroke={strata} strokeWidth="2" fill="none" strokeLinecap="round" opacity="0.65" />
        <path d="M10 14.5V8.5l6-2.5 6 2.5v6" stroke={palette.accent} strokeWidth="2" fill="none" strokeLinejoin="round" strokeLinecap="round" />
      </svg>
      {!markOnly && (
        <span style={{ fontSize: size * 0.62, fontWeight: 700, letterSpacing: '-0.01em', color: ink }}>
          Groundwork
        </span>
      )}
    </span>
  );
}
