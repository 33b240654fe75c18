import type { ThemeConfig } from 'antd';
import { fontFamily, palette } from '../base/tokens';

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
    Progress: {
      defaultColor: palette.primary,
    },
  },
};
