import { useEffect } from 'react';

export const APP_TITLE = 'Groundwork';

/** The browser title of a loaded project page: `<projectNumber> · <tab label> · Groundwork`. */
export function projectDocumentTitle(projectNumber: string, tabLabel: string): string {
  return `${projectNumber} · ${tabLabel} · ${APP_TITLE}`;
}

/** Sets the document title while `title` is defined; puts the previous one back afterwards. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title === undefined) return undefined;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
