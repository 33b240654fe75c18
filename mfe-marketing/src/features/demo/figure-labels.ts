/** `{figureName}` in a label of the demo script: replaced by that figure's value. */
const PLACEHOLDER = /\{(\w+)\}/g;

/** The figure names a label refers to, in order. */
export function placeholderNames(label: string): string[] {
  return [...label.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}

/** The label with each `{figureName}` replaced by the figure's value (the script's schema checks the names). */
export function fillFigures(label: string, figures: Readonly<Record<string, string | number>>): string {
  return label.replace(PLACEHOLDER, (placeholder, name: string) => String(figures[name] ?? placeholder));
}
