import '@remix-run/node';

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** The client's address as server.js found it (socket, or X-Forwarded-For under TRUST_PROXY). */
    clientAddress?: string;
  }
}
