// Redirect targets in the route table may name the route's params (`/admin-center?tab=meetings&edit=:id`).

/** `:name` in a redirect target replaced by that route param, URI-encoded. */
export const fillRedirect = (to: string, params: Record<string, string | undefined>) =>
  to.replace(/:([A-Za-z]\w*)/g, (m, name: string) => (params[name] !== undefined ? encodeURIComponent(params[name]!) : m));
