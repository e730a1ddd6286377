import { createContext, useContext } from 'react';

/**
 * What a page rendered on the server says of itself besides its HTML: where it leads instead of
 * showing itself (the server answers with a redirect there) and its document title (the server
 * writes it into the head, where an effect would set it in the browser). Provided only by the
 * server's renderer (entry-server.tsx); in the browser it is null. What reads it does so under
 * `import.meta.env.SSR`, so the client's build leaves that code out (page-weight budgets).
 */
export interface ServerPage {
  /** The server's clock as the page is rendered: deadlines are judged by it. */
  now: Date;
  redirect: string | null;
  title: string | null;
}

export const ServerPageContext = createContext<ServerPage | null>(null);

/** The page being rendered on the server, or null in the browser. */
export function useServerPage(): ServerPage | null {
  return useContext(ServerPageContext);
}
