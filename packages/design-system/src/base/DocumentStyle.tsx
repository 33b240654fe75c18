import { fontFamily, palette } from './tokens';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The palette as CSS custom properties (`--gw-primary`, `--gw-ink-muted`, ...), for stylesheets. */
export const paletteCssVariables = Object.entries(palette)
  .map(([name, value]) => `--gw-${kebab(name)}:${value};`)
  .join('');

// The document around the app: the palette's variables, no default body margin, the layout
// background and the brand font behind every page, antd or not.
const documentStyle = `:root{${paletteCssVariables}--gw-font:${fontFamily};}body{margin:0;background:${palette.surfaceMuted};color:${palette.ink};font-family:${fontFamily};-webkit-font-smoothing:antialiased;}`;

/** The base document style, hoisted by React into the head once however often it is rendered. */
export function DocumentStyle() {
  return (
    <style href="groundwork-document" precedence="low">
      {documentStyle}
    </style>
  );
}
