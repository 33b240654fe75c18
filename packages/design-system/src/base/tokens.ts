// The brand's design tokens: plain values, no antd, for every screen including the landing page.

/** Brand colours: a calm field-survey palette (deep teal-green, soil and sky accents). */
export const palette = {
  primary: '#0f6b5c',
  primaryDark: '#0a4a40',
  primaryDeep: '#08332d',
  primaryTint: '#e6f2ef',
  accent: '#c47f17',
  ink: '#17211f',
  inkMuted: '#52605c',
  surface: '#ffffff',
  surfaceMuted: '#f4f7f6',
  border: '#dbe3e0',
  success: '#2f8f46',
  warning: '#c47f17',
  error: '#c0392b',
  info: '#2563a8',
} as const;

export const fontFamily = "Inter, 'Segoe UI', -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export const TOAST_MAX_WIDTH_PX = 420;
