/** The spec's badge colours. */
export type BadgeColor = 'green' | 'yellow' | 'orange' | 'red' | 'blue' | 'grey';

/** The antd Tag colour of each of the spec's badge colours (antd has no `grey` preset: `default` is grey). */
export const TAG_COLORS: Record<BadgeColor, string> = {
  green: 'green',
  yellow: 'gold',
  orange: 'orange',
  red: 'red',
  blue: 'blue',
  grey: 'default',
};
