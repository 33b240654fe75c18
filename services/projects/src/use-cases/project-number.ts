/** `ESA-<year>-<sequence>`: four digits, more once an organization passes 9,999 in a year. */
export const formatProjectNumber = (year: number, sequence: number): string => `ESA-${year}-${String(sequence).padStart(4, '0')}`;
