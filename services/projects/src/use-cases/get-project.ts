import type { Project } from '@groundwork/contracts';
import type { AuthContext } from '@groundwork/service-kit';
import type { ProjectsContext } from '../context';
import { toProject } from '../repositories/projects';
import { findOwnProject } from './own-project';

/** One project of the caller's organization, archived ones included (with `archivedAt`). */
export const getProject = async (ctx: ProjectsContext, auth: AuthContext, id: string): Promise<Project> => toProject(await findOwnProject(ctx, auth, id));
