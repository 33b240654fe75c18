/** Spec 01 section 2: deleting the subject warns that it can be drawn again. */
export const DELETE_SUBJECT_WARNING = {
  title: 'Delete the subject property?',
  description: 'Its polygon is removed from the map and the list. You can draw the subject property again afterwards.',
} as const;

/** Deleting an adjoining property asks for confirmation. */
export const DELETE_PROPERTY_CONFIRMATION = {
  title: 'Delete this property?',
  description: 'It is removed from the map and the list.',
} as const;
