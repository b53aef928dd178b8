import { createApiFetch } from '../../../../host-demo/api/app';
import { configureApi, type FetchLike } from '../../../../src/api';
import { tempQuotesFile } from '../../../api/helpers';

/** The reference API in process, recording each request path; `before` may answer instead of it. */
export function referenceApi(before?: (request: Request) => Response | Promise<Response> | undefined) {
  const api = createApiFetch({ quotesFile: tempQuotesFile() });
  const paths: string[] = [];
  const fetch: FetchLike = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    paths.push(`${request.method} ${new URL(request.url).pathname}`);
    return (await before?.(request)) ?? api(request);
  };
  configureApi({ fetch, base: 'http://localhost', retries: 0 });
  return { paths };
}
