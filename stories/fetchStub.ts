// How the story mocks answer calls: each mock hands one answerer; what it does not answer (null) goes on
// to the fetch that was there before, so several mocks can stand in front of each other in one story.
export type Answerer = (method: string, url: URL, body: unknown) => Response | null | undefined | Promise<Response | null | undefined>;

const installed = new Set<Answerer>();

/** Puts `answer` in front of fetch, once per answerer. A JSON body arrives parsed; FormData as it is. */
export function stubFetch(answer: Answerer): void {
  if (installed.has(answer) || typeof globalThis.fetch !== 'function') return;
  installed.add(answer);
  const next = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), typeof location === 'undefined' ? 'http://localhost' : location.href);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    return (await answer(init?.method ?? 'GET', url, body)) ?? next(input, init);
  };
}
