import type { StartData } from './startData.ts';

/**
 * What the client's server renderer (app/entry-server.tsx, built to app/dist-server) answers the
 * server (server/pages/publicPages.ts) for a page address.
 */
export type RenderedPage =
  | {
      kind: 'page';
      /** The markup of the app's root element. */
      html: string;
      /** The document title the page sets; null when it sets none. */
      title: string | null;
      /** The theme's class, which the browser's Layout puts on <html>. */
      documentClass: string;
      /** The content keys the page read as it rendered: the texts its start data must carry. */
      contentKeys: string[];
    }
  | { kind: 'redirect'; location: string };

/**
 * The renderer: the page at an address (a path and query) from the start data of its culture, as
 * it is at `now` on the server's clock (a passed deadline leads elsewhere).
 */
export type RenderPage = (url: string, startData: StartData, now: Date) => Promise<RenderedPage>;
