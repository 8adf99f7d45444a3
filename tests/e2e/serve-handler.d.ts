// serve-handler ships no types; the tests call it the way scripts/serve.mjs does.
declare module 'serve-handler' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  export default function handler(request: IncomingMessage, response: ServerResponse, config: object, methods?: object): Promise<void>;
}
