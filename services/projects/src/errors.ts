import { AppError, conflict, forbidden, notFound } from '@groundwork/service-kit';

/** Also for another organization's project: its existence is not revealed. */
export const projectNotFound = () => notFound('Project not found');
export const projectArchived = () => conflict('This project is archived: restore it before changing it', undefined, 'PROJECT_ARCHIVED');
export const invalidStatusTransition = (message: string) => conflict(message, undefined, 'INVALID_STATUS_TRANSITION');
export const statusTransitionForbidden = (message: string) => forbidden(`Forbidden: ${message}`);
/** Other writers kept changing the project while this change was being applied. */
export const projectBusy = () => new AppError(409, 'PROJECT_CHANGED', 'The project changed while it was being updated; try again');
export const propertyNotFound = () => notFound('Property not found');
export const subjectExists = () =>
  conflict('This project already has a subject property: edit or delete it instead of adding another', undefined, 'SUBJECT_EXISTS');
