import type { ThemeConfig } from 'antd';
import { fontFamily, palette } from '../base/tokens';

export const groundworkTheme: ThemeConfig = {
  token: {
    colorPrimary: palette.primary,
    colorLink: palette.primary,
    // A link darkens on hover and focus: antd's lighter default falls below 4.5:1 (e.g. the focused
    // "collapse" of an expanded paragraph).
    colorLinkHover: palette.primaryDark,
    colorLinkActive: palette.primaryDeep,
    // Darker than the brand's success and warning: status tags put them as text on their tint (4.5:1).
    colorSuccess: '#237a3b',
    colorWarning: '#8f5b00',
    colorError: palette.error,
    colorInfo: palette.info,
    colorTextBase: palette.ink,
    // Secondary and description text at a contrast of 4.5:1 or more on white and on the layout
    // background (WCAG 2.1 AA; antd derives them from the base colour at 45-65% opacity).
    colorTextSecondary: palette.inkMuted,
    colorTextTertiary: palette.inkMuted,
    colorTextDescription: palette.inkMuted,
    colorTextPlaceholder: '#66726e',
    // A busy button keeps its full colour (the spinner says it is busy): antd's default fades it below 4.5:1.
    opacityLoading: 1,
    // Darker seeds for the preset colours our tags use, so a tag's text on its tint keeps 4.5:1.
    gold: '#ad6800',
    orange: '#ad4e00',
    colorWarningText: '#8a5400',
    colorSuccessText: '#1d6b34',
    // Light tints behind success and warning (alerts, status tags): antd derives muddy greys from
    // the dark seeds above, and the tags' text must keep 4.5:1 on them (4.9 and 5.3 here).
    colorSuccessBg: '#edf7ee',
    colorSuccessBorder: '#b7dcbf',
    colorWarningBg: '#fdf5e6',
    colorWarningBorder: '#f0d9a8',
    volcano: '#ad2102',
    green: '#237804',
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
    Progress: {
      defaultColor: palette.primary,
    },
  },
};
