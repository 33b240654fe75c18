import type { ThemeConfig } from 'antd';

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

export const groundworkTheme: ThemeConfig = {
  token: {
    colorPrimary: palette.primary,
    colorLink: palette.primary,
    colorSuccess: palette.success,
    colorWarning: palette.warning,
    colorError: palette.error,
    colorInfo: palette.info,
    colorTextBase: palette.ink,
    colorBgLayout: palette.surfaceMuted,
    colorBorderSecondary: palette.border,
    fontFamily,
    fontSize: 15,
    borderRadius: 8,
    borderRadiusLG: 12,
    wireframe: false,
  },
  components: {
    Layout: {
      headerBg: palette.surface,
      bodyBg: palette.surfaceMuted,
      footerBg: palette.primaryDeep,
    },
    Button: {
      fontWeight: 600,
    },
    Card: {
      headerFontSize: 17,
    },
    Notification: {
      width: TOAST_MAX_WIDTH_PX,
    },
    Progress: {
      defaultColor: palette.primary,
    },
  },
};

/**
 * Nested theme for content on the deep-green brand surfaces (hero, call-to-action bands):
 * primary buttons turn white with green text; ghost buttons stay white.
 */
export const brandSurfaceTheme: ThemeConfig = {
  components: {
    Button: {
      colorPrimary: '#ffffff',
      colorPrimaryHover: palette.primaryTint,
      colorPrimaryActive: '#cde6df',
      primaryColor: palette.primaryDeep,
      primaryShadow: 'none',
      defaultGhostColor: '#ffffff',
      defaultGhostBorderColor: 'rgba(255,255,255,0.75)',
    },
  },
};
