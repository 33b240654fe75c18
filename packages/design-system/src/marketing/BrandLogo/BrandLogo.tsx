import { useId } from 'react';
import { palette } from '../../base/tokens';

export interface BrandLogoProps {
  /** Height of the mark in px; the word mark scales with it. */
  size?: number;
  /** Light colours for dark backgrounds. */
  inverted?: boolean;
  /** Hide the "Groundwork" word mark (the mark keeps an accessible name). */
  markOnly?: boolean;
}

/** The Groundwork mark (ground strata under a low sun) and word mark. */
export function BrandLogo({ size = 32, inverted = false, markOnly = false }: BrandLogoProps) {
  const ink = inverted ? '#ffffff' : palette.ink;
  const tile = inverted ? '#ffffff' : palette.primary;
  const ground = inverted ? palette.primary : '#a8dccd';
  const clipId = `groundwork-logo-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <span data-testid="brand-logo" style={{ display: 'inline-flex', alignItems: 'center', gap: size * 0.3, lineHeight: 1 }}>
      <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label={markOnly ? 'Groundwork' : undefined} aria-hidden={markOnly ? undefined : true}>
        <clipPath id={clipId}>
          <rect width="32" height="32" rx="8" />
        </clipPath>
        <g clipPath={`url(#${clipId})`}>
          <rect width="32" height="32" fill={tile} />
          <circle cx="22.5" cy="10" r="3.4" fill={palette.accent} />
          <path d="M0 20.5C6 14.5 11 14 16 17.5S25 20.5 32 14.5V32H0Z" fill={ground} />
          <path d="M0 25.5C6 22.5 11 22.5 16 24.5S26 26.5 32 23" stroke={tile} strokeWidth="1.8" fill="none" />
        </g>
      </svg>
      {!markOnly && <span style={{ fontSize: size * 0.62, fontWeight: 700, letterSpacing: '-0.01em', color: ink }}>Groundwork</span>}
    </span>
  );
}
